import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findLinkProblems} from '../../scripts/lib/build-log.mjs';

test('a clean build log has no problems', () => {
  const log = '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".\n';
  assert.deepEqual(findLinkProblems(log), []);
});

test('each kind of link warning is reported with the page it was found on', () => {
  const log = [
    '[INFO] [en] Creating an optimized production build...',
    '\u001b[33m[WARNING]\u001b[39m Docusaurus found broken links!',
    '',
    'Please check the pages of your site in the list below, and make sure you don\'t reference any path that does not exist.',
    '- Broken link on source page path = /glossary:',
    '   -> linking to /nowhere',
    '[WARNING] Docusaurus found broken anchors!',
    '- Broken anchor on source page path = /:',
    '   -> linking to /glossary#no-such-term',
    '[WARNING] Markdown link with URL `./missing.md` in source file "docs/overview.mdx" (12:3) couldn\'t be resolved.',
    '[WARNING] Duplicate routes found!',
    '- Attempting to create page at /blog, but a page already exists at this route.',
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');
  const problems = findLinkProblems(log);
  assert.deepEqual(
    problems.map((p: {kind: string}) => p.kind),
    ['broken links', 'broken anchors', 'broken markdown link', 'duplicate routes'],
  );
  assert.match(problems[0].text, /linking to \/nowhere/);
  assert.match(problems[1].text, /#no-such-term/);
  assert.match(problems[2].text, /docs\/overview\.mdx" \(12:3\)/);
});

test('other warnings are not link problems', () => {
  const log = '[WARNING] Docusaurus site warnings:\n- Your site is using the SWC js loader.\n';
  assert.deepEqual(findLinkProblems(log), []);
});
