import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import ejected from '../../src/theme/ejected.json';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(__dirname, '../..');

/** The installed file of "<package>/<path inside it>", for a scoped package. */
function installed(upstream: string): string {
  const [scope, name, ...rest] = upstream.split('/');
  let dir = path.dirname(require.resolve(`${scope}/${name}`));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, ...rest);
}

test('every ejected theme file still matches the upstream file it was copied from', () => {
  const changed: string[] = [];
  for (const file of ejected.files) {
    const upstream = installed(file.upstream);
    if (!existsSync(upstream)) {
      changed.push(`${file.local}: ${file.upstream} is gone`);
      continue;
    }
    const sha = createHash('sha256').update(readFileSync(upstream)).digest('hex');
    if (sha !== file.sha256) changed.push(`${file.local}: ${file.upstream} changed upstream`);
  }
  assert.deepEqual(
    changed,
    [],
    'Docusaurus changed files this site ejected. Compare each with its local copy, carry the change over, then update its sha256 in src/theme/ejected.json.',
  );
});

test('every ejected file exists and names its upstream file and version at its top', () => {
  for (const file of ejected.files) {
    const local = path.join(ROOT, file.local);
    assert.ok(existsSync(local), file.local);
    const head = readFileSync(local, 'utf8').split('\n').slice(0, 6).join('\n');
    assert.match(head, new RegExp(`${ejected.docusaurusVersion.replace(/\./g, '\\.')}`), `${file.local} names the upstream version`);
  }
});
