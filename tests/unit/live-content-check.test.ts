import {test, after} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startLiveCheck} from '../../src/plugins/live-content-check';

// A site folder whose scripts/check-content.mjs stands in for the real check: it prints one
// problem for a page named broken.mdx and crashes for crash.mdx, as a failing check would.
const site = mkdtempSync(path.join(tmpdir(), 'lakestone-live-'));
after(() => rmSync(site, {recursive: true, force: true}));
mkdirSync(path.join(site, 'docs'), {recursive: true});
mkdirSync(path.join(site, 'scripts'), {recursive: true});
writeFileSync(path.join(site, 'scripts/check-content.mjs'), `
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (files.some((f) => f.endsWith('crash.mdx'))) throw new Error('the check crashed');
for (const f of files) if (f.endsWith('broken.mdx')) console.log(f + ':3:5: [links] link to /x: no page has the route /x');
process.exit(files.some((f) => f.endsWith('broken.mdx')) ? 1 : 0);
`);

const waitFor = async (lines: string[], pattern: RegExp) => {
  for (let i = 0; i < 600 && !lines.some((l) => pattern.test(l)); i += 1) await new Promise((r) => setTimeout(r, 50));
  return lines.find((l) => pattern.test(l));
};

test('a saved page is checked, its problems printed in the check format, and a crash does not stop the watcher', async () => {
  const lines: string[] = [];
  const live = startLiveCheck(site, (line) => lines.push(line));
  try {
    await live.ready;
    // chokidar 3 can miss a file added in the same moment as 'ready'; a writer saves later than that.
    await new Promise((r) => setTimeout(r, 500));
    writeFileSync(path.join(site, 'docs/broken.mdx'), '# Broken\n');
    assert.match((await waitFor(lines, /broken\.mdx: 1 problem/)) ?? '', /^\[content check\] docs\/broken\.mdx: 1 problem\(s\) \(\d+ ms after the save\)$/);
    assert.ok(lines.includes('docs/broken.mdx:3:5: [links] link to /x: no page has the route /x'));

    writeFileSync(path.join(site, 'docs/crash.mdx'), '# Crash\n');
    assert.match((await waitFor(lines, /crash\.mdx: the check could not run/)) ?? '', /^\[content check\] docs\/crash\.mdx: the check could not run \(exit code 1\); the dev server goes on$/);

    writeFileSync(path.join(site, 'docs/fine.mdx'), '# Fine\n');
    assert.ok(await waitFor(lines, /^\[content check\] docs\/fine\.mdx: no problems/), 'the watcher still runs after a crash');

    writeFileSync(path.join(site, 'docs/notes.txt'), 'not a page');
    await new Promise((r) => setTimeout(r, 400));
    assert.ok(!lines.some((l) => l.includes('notes.txt')), 'only pages are checked');
  } finally {
    await live.close();
  }
});
