import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {parseText, ROOT} from '../../scripts/lib/content.mjs';
import {docPermalink, blogPermalink, pagePermalink} from '../../scripts/lib/routes.mjs';
import headingsCheck from '../../scripts/checks/headings.mjs';
import mdxSyntax from '../../scripts/checks/mdx-syntax.mjs';

const PAGE = `---
title: Clusters
description: A page for the reader's tests.
---

import Tabs from '@theme/Tabs';

<!-- A comment with a fake heading:
## Not a heading
and a [fake link](/nowhere) -->

## Size a cluster {#sizing}

1. Create the cluster:

   \`\`\`sql title="create.sql"
   CREATE CLUSTER bi_sql;
   \`\`\`

2. Check it.

<Tabs>
<TabItem value="ui" label="Console">

Open **Compute** and read the [state table](/product/compute/clusters#states).

</TabItem>
</Tabs>

| state | see |
| --- | --- |
| \`RUNNING\` | the [jobs page](/product/jobs#runs) |

### Size a cluster

:::note Keep in mind
A paragraph in an admonition links to <a href="/glossary#cluster">the glossary</a>.
:::
`;

const source = parseText(PAGE, path.join(ROOT, 'docs/product/compute/example.mdx'), 'doc');
const lineOf = (needle: string) => PAGE.split('\n').findIndex((l) => l.includes(needle)) + 1;
const columnOf = (needle: string) => PAGE.split('\n')[lineOf(needle) - 1].indexOf(needle) + 1;

test('the page parses as MDX with the comment, the JSX block and the {#id}', () => {
  assert.deepEqual(source.problems, []);
  assert.equal((source.frontMatter as {title?: string}).title, 'Clusters');
  assert.equal(source.bodyStart, 4);
});

test('a fence inside a list item: its language, meta, code without the indent, and lines', () => {
  assert.equal(source.fences.length, 1);
  const [fence] = source.fences;
  assert.equal(fence.lang, 'sql');
  assert.equal(fence.meta, 'title="create.sql"');
  assert.equal(fence.code, 'CREATE CLUSTER bi_sql;');
  assert.equal(fence.line, lineOf('```sql'));
  assert.equal(fence.endLine, lineOf('```sql') + 2);
});

test('headings: the comment hides one; {#id} is the id; a repeated text gets its slug', () => {
  assert.deepEqual(
    source.headings.map((h: {level: number; text: string; id: string; line: number}) => [h.level, h.text, h.id, h.line]),
    [
      [2, 'Size a cluster', 'sizing', lineOf('{#sizing}')],
      [3, 'Size a cluster', 'size-a-cluster', lineOf('### Size a cluster')],
    ],
  );
});

test('links in a JSX block, a table cell and an HTML element, with line and column; none from the comment', () => {
  const links = source.links.map((l: {url: string; line: number; column: number}) => [l.url, l.line, l.column]);
  assert.deepEqual(links, [
    ['/product/compute/clusters#states', lineOf('[state table]'), columnOf('[state table]')],
    ['/product/jobs#runs', lineOf('[jobs page]'), columnOf('[jobs page]')],
    ['/glossary#cluster', lineOf('<a href'), columnOf('href=')],
  ]);
});

test('prose paragraphs: list items, JSX children, admonitions; not the comment, code, table or admonition title', () => {
  const texts = source.paragraphs.map((p: {text: string}) => p.text);
  assert.deepEqual(texts, ['Create the cluster:', 'Check it.', 'Open Compute and read the state table.', 'A paragraph in an admonition links to the glossary.']);
  assert.equal(source.paragraphs[2].line, lineOf('Open **Compute**'));
  assert.ok(!source.words.includes('fake'));
  assert.ok(!source.words.includes('bi_sql;'));
  assert.ok(source.words.includes('RUNNING'), 'table cells are read');
});

test('an MDX error is reported where it is, and the rest of the page is still read', () => {
  const broken = parseText('---\ntitle: x\n---\n\nA {broken expression.\n\n## Later\n\n```sql\nSELECT 1;\n', 'docs/x.mdx', 'doc');
  const problems = mdxSyntax.run({all: [{...broken, rel: 'docs/x.mdx'}]} as never);
  assert.deepEqual(problems.map((p: {line: number; message: string}) => [p.line, p.message.split(':')[0]]), [
    [5, 'MDX does not compile'],
    [9, 'code fence is never closed'],
  ]);
  assert.deepEqual(broken.headings.map((h: {text: string}) => h.text), ['Later']);
});

test('duplicate heading ids after slugging: explicit ids alike, or an explicit id equal to a slug', () => {
  const page = parseText('---\ntitle: x\n---\n\n## Limits\n\n## Quotas {#limits}\n\n## Other {#quotas}\n', 'docs/x.mdx', 'doc');
  const problems = headingsCheck.run({all: [{...page, rel: 'docs/x.mdx'}]} as never);
  assert.deepEqual(problems.map((p: {line: number}) => p.line), [7]);
  assert.match(problems[0].message, /#limits is already the id of "Limits" on line 5/);
});

test("routes are the content plugins' permalinks", () => {
  assert.equal(docPermalink(path.join(ROOT, 'docs/product/compute/clusters.mdx'), {}), '/product/compute/clusters');
  assert.equal(docPermalink(path.join(ROOT, 'docs/01-intro/02-start.mdx'), {}), '/intro/start');
  assert.equal(docPermalink(path.join(ROOT, 'docs/product/index.mdx'), {}), '/product/');
  assert.equal(docPermalink(path.join(ROOT, 'docs/product/x.mdx'), {slug: '/elsewhere'}), '/elsewhere');
  assert.equal(docPermalink(path.join(ROOT, 'docs/product/x.mdx'), {id: 'why'}), '/product/why');
  assert.equal(blogPermalink(path.join(ROOT, 'blog/2025-02-03-welcome.mdx'), {}), '/blog/2025/02/03/welcome');
  assert.equal(blogPermalink(path.join(ROOT, 'blog/2025-02-03-welcome.mdx'), {slug: 'welcome'}), '/blog/welcome');
  assert.equal(pagePermalink(path.join(ROOT, 'src/pages/markdown-page.md')), '/markdown-page');
});

test('the tree readers: sections, tables with piped code cells, JSX elements, text blocks and positions', async () => {
  const {sectionsOf, tablesOf, jsxElementsOf, textBlocks, locate} = await import('../../scripts/lib/content.mjs');
  const page = parseText([
    '---', 'title: x', '---', '',
    '## Parameters', '',
    '| name | meaning |', '| --- | --- |', '| `a \\| b` | one `x` and `y` |', '',
    '<PrivilegeTable kind="all" rows={3} />', '',
    '## Examples', '',
    '- A list item', '  over two lines.', '',
  ].join('\n'), 'docs/x.mdx', 'doc');
  assert.deepEqual(sectionsOf(page, 2).map((s: {title: string; line: number; nodes: unknown[]}) => [s.title, s.line, s.nodes.length]), [['Parameters', 5, 2], ['Examples', 13, 1]]);
  const [table] = tablesOf(page);
  assert.deepEqual(table.header.map((c: {raw: string}) => c.raw), ['name', 'meaning']);
  assert.deepEqual(table.rows.map((r: {line: number; cells: {raw: string; codes: string[]; text: string}[]}) => [r.line, r.cells.map((c) => c.codes), r.cells[1].text]), [[9, [['a | b'], ['x', 'y']], 'one x and y']]);
  const [element] = jsxElementsOf(page, 'PrivilegeTable');
  assert.deepEqual([element.line, element.attributes.get('kind'), element.attributes.get('rows')], [11, 'all', {expression: '3'}]);
  const blocks = textBlocks(page);
  const item = blocks.find((b: {raw: string}) => b.raw.startsWith('A list item'));
  assert.deepEqual([item.kind, item.line, item.raw], ['paragraph', 15, 'A list item\n  over two lines.']);
  assert.deepEqual(locate(page, item.offset + item.raw.indexOf('over')), {line: 16, column: 3});
});
