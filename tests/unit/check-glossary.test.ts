import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempPages} from '../support/temp-pages';
import check, {glossaryEntries, BASELINE} from '../../scripts/checks/glossary.mjs';

type Problem = {rel: string; line: number; message: string};

const docs = tempPages('docs');
const product = tempPages('docs/product/compute');

const GLOSSARY = `---
title: Glossary
---

# Glossary

Words.

## Compute

### Cluster {#cluster}

Compute in the data plane. See [Clusters](/product/compute/clusters).

### Lakestone Compute Unit (LCU) {#lcu}

The unit of compute. See [Clusters](/product/compute/clusters#the-lakestone-compute-unit).
`;

const glossary = () => docs('glossary', GLOSSARY);
const run = (pages: ReturnType<typeof docs>[], baseline: Record<string, string[]> = {}): Problem[] =>
  check.run({docs: [glossary(), ...pages], glossaryBaseline: baseline} as never);
const page = (body: string) => product('clusters-page', `---\ntitle: A page\n---\n\n${body}\n`);
const lineOf = (source: {lines: string[]}, needle: string) => source.lines.findIndex((l) => l.includes(needle)) + 1;

test('entries are the level-3 headings with an anchor; a short form in brackets is a term too', () => {
  const entries = glossaryEntries(glossary());
  assert.deepEqual(entries.map((e: {anchor: string; terms: string[]}) => [e.anchor, e.terms]), [['cluster', ['Cluster']], ['lcu', ['Lakestone Compute Unit', 'LCU']]]);
});

test('a glossary whose entries link to the pages that explain them passes', () => {
  assert.deepEqual(run([]), []);
});

test('an entry without a link to a page that explains it fails', () => {
  const text = GLOSSARY.replace(' See [Clusters](/product/compute/clusters).', ' Unlike an [LCU](#lcu), it runs.');
  const problems = check.run({docs: [docs('glossary', text)], glossaryBaseline: {}} as never) as Problem[];
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].rel, 'docs/glossary.mdx');
  assert.equal(problems[0].line, text.split('\n').indexOf('### Cluster {#cluster}') + 1);
  assert.match(problems[0].message, /the entry "Cluster" links to no page that explains it/);
});

test('a page whose first use of a term links to its entry passes', () => {
  assert.deepEqual(run([page('Every [cluster](/glossary#cluster) is sized in [LCU](/glossary#lcu). A cluster scales; so does the LCU count.')]), []);
});

test('a first use that does not link fails with its line and the link to write', () => {
  const source = page('## Sizing\n\nA cluster is sized in LCU.\n\nLater, a [cluster](/glossary#cluster) again and an [LCU](/glossary#lcu).');
  const problems = run([source]);
  assert.deepEqual(problems.map((p) => [p.line, p.message]), [
    [lineOf(source, 'A cluster is sized'), 'the first use of the glossary term "cluster" does not link to its entry; write it as [cluster](/glossary#cluster)'],
    [lineOf(source, 'A cluster is sized'), 'the first use of the glossary term "LCU" does not link to its entry; write it as [LCU](/glossary#lcu)'],
  ]);
});

test('headings, code, link text, bold UI names, JSX and front matter are not uses; plurals and compounds are not the term', () => {
  const source = product('other', `---
title: Cluster
description: A cluster page.
---

## Cluster sizes

Open **Compute > Clusters > Create cluster** and pick \`cluster\` in [the cluster page](/product/compute/clusters).
Clusters and sub-cluster and open-cluster set-ups differ.

<StateDiagram of="cluster" />

\`\`\`sql
CREATE CLUSTER bi_sql TYPE = 'SQL';
\`\`\`
`);
  assert.deepEqual(run([source]), []);
});

test('unlinked first uses listed in the baseline pass; a stale baseline entry fails', () => {
  const source = page('A cluster is sized in [LCU](/glossary#lcu).');
  assert.deepEqual(run([source], {'docs/product/compute/clusters-page.mdx': ['cluster']}), []);
  const stale = run([page('A [cluster](/glossary#cluster) is sized in [LCU](/glossary#lcu).')], {'docs/product/compute/clusters-page.mdx': ['cluster']});
  assert.equal(stale.length, 1);
  assert.equal(stale[0].message, `${BASELINE} lists "Cluster" as unlinked on this page, but its first use now links (or the term is gone): delete it from the baseline`);
});

test('the baseline excuses only the terms it lists', () => {
  const problems = run([page('A cluster is sized in LCU.')], {'docs/product/compute/clusters-page.mdx': ['cluster']});
  assert.deepEqual(problems.map((p) => p.message.split(';')[0]), ['the first use of the glossary term "LCU" does not link to its entry']);
});

test('the syntax tree decides what is prose: bold across lines is a UI name, a tab panel is prose', () => {
  const bold = page('Open **Project settings > Cluster\nlimits** to see them.');
  assert.deepEqual(run([bold]), []);
  const tabs = page('import TabItem from \'@theme/TabItem\';\n\n<TabItem value="sql" label="Cluster">\n\nEach\ncluster has a size.\n\n</TabItem>');
  const problems = run([tabs]);
  assert.deepEqual(problems.map((p) => [p.line, p.message.split(';')[0]]), [[lineOf(tabs, 'cluster has'), 'the first use of the glossary term "cluster" does not link to its entry']]);
  assert.equal((problems[0] as Problem & {column: number}).column, 1);
});
