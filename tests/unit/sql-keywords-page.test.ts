import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {KEYWORDS} from '../../src/sql/index.mjs';

const PAGE = new URL('../../docs/api/getting-started/sql-keywords.mdx', import.meta.url);

/** The rows of the page's keyword table: the table whose header starts with "keyword | reserved". */
function keywordTable(text: string) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\|\s*keyword\s*\|\s*reserved\s*\|/.test(l));
  assert.ok(start >= 0, 'the page has a table with the columns keyword and reserved');
  const rows = [];
  for (let i = start + 2; i < lines.length && lines[i].startsWith('|'); i += 1) {
    const [keyword, reserved] = lines[i].split('|').slice(1, 3).map((c) => c.trim());
    const word = /^`([A-Z_]+)`$/.exec(keyword);
    assert.ok(word, `line ${i + 1}: the keyword is written in backticks: ${keyword}`);
    assert.ok(reserved === 'yes' || reserved === 'no', `line ${i + 1}: reserved is yes or no, not ${reserved}`);
    rows.push({keyword: word[1], reserved: reserved === 'yes'});
  }
  return rows;
}

test('the SQL keywords page lists exactly the grammar\'s keywords, in order, with the same reserved flags', () => {
  const rows = keywordTable(readFileSync(PAGE, 'utf8'));
  const expected = KEYWORDS.map((k: {keyword: string; reserved: boolean}) => ({keyword: k.keyword, reserved: k.reserved}));
  const listed = new Set(rows.map((r) => r.keyword));
  const known = new Set(expected.map((k: {keyword: string}) => k.keyword));
  assert.deepEqual([...known].filter((k) => !listed.has(k)), [], 'keywords missing from the page');
  assert.deepEqual([...listed].filter((k) => !known.has(k)), [], 'words on the page that are not keywords');
  assert.deepEqual(rows, expected);
});
