import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../..');

test('docusaurus build stops on a malformed setting, naming the variable', () => {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', path.join(root, '.test-build-never')],
    {cwd: root, env: {...process.env, AUTH_PAGE_URL: 'not a url'}, encoding: 'utf8', timeout: 120_000},
  );
  assert.notEqual(result.status, 0);
  assert.match(result.stdout + result.stderr, /AUTH_PAGE_URL: "not a url" is not an absolute URL/);
});
