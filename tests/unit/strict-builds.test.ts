import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Builds tests/fixtures/strict-links, a two-page site with one broken link, with the site's own
// link settings (config/env.ts): `npm test` builds the real site the same way, with BROKEN_LINKS=throw.
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/strict-links');

function build(env: Record<string, string>) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'strict-links-'));
  try {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', FIXTURE, '--out-dir', outDir], {
      env: {...process.env, ...env, NODE_ENV: 'production', FORCE_COLOR: '0'},
      encoding: 'utf8',
    });
    return {code: result.status, log: `${result.stdout}\n${result.stderr}`};
  } finally {
    rmSync(outDir, {recursive: true, force: true});
    rmSync(path.join(FIXTURE, '.docusaurus'), {recursive: true, force: true});
  }
}

test('with BROKEN_LINKS=throw, a page with a broken link fails the build, naming the page and the link', {timeout: 180_000}, () => {
  const {code, log} = build({BROKEN_LINKS: 'throw'});
  assert.notEqual(code, 0, log);
  assert.match(log, /Docusaurus found broken links/);
  assert.match(log, /Broken link on source page path = \/:\s*\n\s*-> linking to \/no-such-page/);
  assert.doesNotMatch(log, /linking to \/settings/);
});

test('by default (the spec) the same broken link is only a warning', {timeout: 180_000}, () => {
  const {code, log} = build({BROKEN_LINKS: ''});
  assert.equal(code, 0, log);
  assert.match(log, /\[WARNING\][\s\S]*linking to \/no-such-page/);
});

test('an import of a name Docusaurus does not export fails the build, naming the name', {timeout: 180_000}, () => {
  const {code, log} = build({BROKEN_LINKS: '', FIXTURE_MISSING_EXPORT: '1'});
  assert.notEqual(code, 0, log);
  assert.match(log, /'useNameThatDoesNotExist' is not exported from '@docusaurus\/theme-common\/internal'/);
});
