// The messages of each content-check rule, as a writer reads them: what is wrong, where (line and
// column), and what to write instead ("did you mean").
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {parseText, ROOT} from '../../scripts/lib/content.mjs';
import {CHECKS, format} from '../../scripts/check-content.mjs';
import {CHECKERS, parseMeta} from '../../scripts/lib/code-checkers.mjs';
import {closest} from '../../scripts/lib/closest.mjs';
import frontMatter from '../../scripts/checks/front-matter.mjs';
import links from '../../scripts/checks/links.mjs';
import placeholders from '../../scripts/checks/placeholders.mjs';
import proseLength from '../../scripts/checks/prose-length.mjs';
import categories from '../../scripts/checks/categories.mjs';
import codeBlocks from '../../scripts/checks/code-blocks.mjs';
import duplicates from '../../scripts/checks/duplicates.mjs';
import facts, {loadFacts} from '../../scripts/checks/facts.mjs';
import lakestoneRules from '../../scripts/markdownlint/lakestone-rules.mjs';
import {lint} from 'markdownlint/sync';

type Problem = {rel: string; line: number; column?: number; message: string; about?: string};
type Source = ReturnType<typeof parseText> & {route?: string};

const doc = (rel: string, body: string, fm = 'title: Example\ndescription: A page of the tests.\nsidebar_position: 1') => {
  const source: Source = parseText(`---\n${fm}\n---\n\n${body}\n`, path.join(ROOT, rel), 'doc');
  source.rel = rel;
  return source;
};
const lineOf = (source: Source, needle: string) => source.lines.findIndex((l: string) => l.includes(needle)) + 1;
const columnOf = (source: Source, needle: string) => source.lines[lineOf(source, needle) - 1].indexOf(needle) + 1;
const sql = (code: string, meta = '') => CHECKERS.sql(code, {meta: parseMeta(meta)});

test('the output format is file:line:col: [rule] message, which npm test counts', () => {
  const line = format({rel: 'docs/a.mdx', line: 3, column: 7, rule: 'links', message: 'link to /x: no page has the route /x'});
  assert.equal(line, 'docs/a.mdx:3:7: [links] link to /x: no page has the route /x');
  const counter = readFileSync(path.join(ROOT, 'scripts/test.mjs'), 'utf8');
  const regex = /filter\(\(line\) => (\/.*\/)\.test\(line\)\)\.length;\n  return \{passed: code === 0 \? 1 : 0/.exec(counter)?.[1];
  assert.ok(regex, 'scripts/test.mjs counts content problems with a regular expression');
  assert.match(line, new RegExp(regex.slice(1, -1)));
});

test('sql: a misspelled object type names the statement, the word, what may come and the closest command', () => {
  const [p] = sql('CREATE CLUSTR bi_sql;');
  assert.equal(p.line, 1);
  assert.equal(p.column, 8);
  assert.match(p.message, /^in `CREATE CLUSTR bi_sql;`, `CLUSTR` cannot follow `CREATE`; /);
  assert.match(p.message, /Lakestone expects one of the keywords .*CATALOG, CLUSTER, DATABASE/);
  assert.match(p.message, /Did you mean `CREATE CLUSTER`\?$/);
});

test('sql: a misspelled command, a misspelled property, and the statement of a multi-statement block', () => {
  assert.match(sql('CREAT CLUSTER bi_sql;')[0].message, /`CREAT` cannot start a statement; .*Did you mean `CREATE`\?$/);
  const [p] = sql('SHOW CLUSTERS;\n-- then\nALTER CLUSTER bi_sql SET AUTO_SUSPEND_MIN = 5;');
  assert.equal(p.line, 3);
  assert.equal(p.column, 26);
  assert.match(p.message, /^in `ALTER CLUSTER bi_sql SET AUTO_SUSPEND_MIN = 5;`, `AUTO_SUSPEND_MIN` cannot follow `CLUSTER bi_sql SET`/);
  assert.match(p.message, /Did you mean `SET AUTO_SUSPEND_MINS`\?$/);
});

test('sql: no "did you mean" when nothing is close; values and the end of a block in plain words', () => {
  const value = sql("CREATE CLUSTER bi_sql TYPE = sql;")[0].message;
  assert.match(value, /`sql` cannot follow `bi_sql TYPE =`; Lakestone expects a quoted string, such as 'text' there$/);
  assert.match(sql('SHOW CLUSTERS')[0].message, /the block ends after `SHOW CLUSTERS`; Lakestone expects the keyword LIKE or `;` there$/);
  const foreign = sql('SELECT * FROM orders;')[0].message;
  assert.match(foreign, /`SELECT` is not a Lakestone command: mark SQL for another engine with dialect=<engine>/);
  assert.doesNotMatch(foreign, /Did you mean/);
});

test('sql template: a word that is no keyword, with the closest keyword and its column', () => {
  const [p] = sql('CREATE CLUSTR <name>\n  [ TYPE = <type> ]', 'template');
  assert.deepEqual([p.line, p.column], [1, 8]);
  assert.match(p.message, /CLUSTR is not a keyword of the Lakestone grammar; did you mean CLUSTER\?/);
});

test('bash: a gcloud list-only flag on describe or on a bucket\'s get-iam-policy, on the command\'s first line', () => {
  const bash = (code: string) => CHECKERS.bash(code);
  const [onDescribe] = bash('echo "quota"\ngcloud compute regions describe us-central1 --project northwind-data \\\n  --flatten=quotas --filter="quotas.metric=CPUS" --format="table(quotas.metric)"');
  assert.equal(onDescribe.line, 2);
  assert.match(onDescribe.message, /`gcloud compute regions describe` is not a list command and takes no --filter/);
  const [onBucket] = bash('gcloud storage buckets get-iam-policy gs://northwind-lakestone-sales --flatten="bindings[].members" --filter="bindings.members:x"');
  assert.match(onBucket.message, /`gcloud storage buckets get-iam-policy` is not a list command/);
  assert.match(bash('gcloud storage objects describe gs://b/o --limit=1')[0].message, /takes no --limit/);
  // List commands keep their flags; so do a project's get-iam-policy (a list command) and a grep after a pipe.
  assert.deepEqual(bash('gcloud projects get-iam-policy p --flatten="bindings[].members" --filter="bindings.members:x"'), []);
  assert.deepEqual(bash('gcloud compute forwarding-rules list --filter="loadBalancingScheme=INTERNAL"'), []);
  assert.deepEqual(bash('gcloud compute regions describe us-central1 --format=json | jq . | grep --filter'), []);
});

test('code-blocks: the position of an SQL error inside an indented fence is the page\'s', async () => {
  const page = doc('docs/product/a.mdx', '1. Create it:\n\n   ```sql\n   CREATE CLUSTR bi_sql;\n   ```');
  const stats = {count: () => undefined};
  const [p] = (await codeBlocks.run({all: [page]} as never, stats as never)) as Problem[];
  assert.equal(p.line, lineOf(page, 'CLUSTR'));
  assert.equal(p.column, columnOf(page, 'CLUSTR'));
  assert.match(p.message, /^sql: in `CREATE CLUSTR bi_sql;`/);
});

test('closest: slips match, unrelated words do not', () => {
  assert.equal(closest('CLUSTR', ['CATALOG', 'CLUSTER', 'JOB']), 'CLUSTER');
  assert.equal(closest('clsuter', ['catalog', 'cluster']), 'cluster');
  assert.equal(closest('WAREHOUSE', ['CATALOG', 'CLUSTER', 'JOB']), undefined);
});

function site(sources: Source[], extra: Record<string, unknown> = {}) {
  const routes = new Map(sources.map((s) => [s.route ?? '', s]));
  return {all: sources, docs: sources, routes, generated: new Set(['/search']), ...extra};
}

test('links: the closest route, the closest anchor, or the headings the page has', () => {
  const target = doc('docs/product/compute/clusters.mdx', '## Billing\n\n## Auto-suspend {#auto-suspend}');
  target.route = '/product/compute/clusters';
  const page = doc('docs/product/a.mdx', 'See [a](/product/compute/clustr), [b](/product/compute/clusters#billin) and [c](/product/compute/clusters#sizes).');
  page.route = '/product/a';
  const problems = links.run(site([target, page]) as never) as Problem[];
  const on = problems.filter((p) => p.rel === page.rel);
  assert.deepEqual(on.map((p) => p.column), [columnOf(page, '[a]'), columnOf(page, '[b]'), columnOf(page, '[c]')]);
  assert.match(on[0].message, /no page has the route \/product\/compute\/clustr; did you mean \/product\/compute\/clusters\?$/);
  assert.match(on[1].message, /has no heading with the id #billin; did you mean #billing\?$/);
  assert.match(on[2].message, /has no heading with the id #sizes; its headings are #billing, #auto-suspend$/);
  assert.equal(on[1].about, target.rel, 'an anchor problem is about the page that lost the heading');
});

test('links: a link into a page that moved names the page and its new route', () => {
  const moved = doc('docs/product/compute/clusters.mdx', '## Billing');
  moved.route = '/product/compute/cluster-basics';
  const page = doc('docs/product/a.mdx', 'See [a](/product/compute/clusters#billing).');
  page.route = '/product/a';
  const problems = links.run(site([moved, page], {movedFrom: new Map([['/product/compute/clusters', moved]])}) as never) as Problem[];
  const [p] = problems.filter((x) => x.rel === page.rel);
  assert.equal(p.about, moved.rel);
  assert.match(p.message, /docs\/product\/compute\/clusters\.mdx moved from \/product\/compute\/clusters to \/product\/compute\/cluster-basics .*; link to \/product\/compute\/cluster-basics#billing$/);
});

test('front matter: the field, its value and what is allowed, on the field\'s line', () => {
  const long = 'x'.repeat(170);
  const page = doc('docs/product/a.mdx', 'Text.', `title: Example\ndescription: ${long}\nsidebar_position: first`);
  const problems = frontMatter.run({docs: [page]} as never) as Problem[];
  assert.deepEqual(problems.map((p) => p.line), [3, 4]);
  assert.match(problems[0].message, /^`description` is 170 characters \("x{40}…"\); the limit is 160$/);
  assert.match(problems[1].message, /^`sidebar_position` is "first" \(a string\); it must be a number, such as 3$/);
  const bare = doc('docs/product/b.mdx', 'Text.', 'description: Fine.\nsidebar_position: 2');
  assert.match((frontMatter.run({docs: [bare]} as never) as Problem[])[0].message, /^front matter has no `title`; add `title: <the page title>`/);
});

test('categories: the field of _category_.json, its value and the allowed form', () => {
  const text = '{\n  "label": "Compute",\n  "position": 2,\n  "link": {"type": "generated-index", "slug": "/compute", "description": "Short."}\n}';
  const problems = categories.run({categories: [{rel: 'docs/product/compute/_category_.json', text, data: JSON.parse(text)}]} as never) as Problem[];
  assert.match(problems[0].message, /^`link.slug` is "\/compute"; a generated index needs a slug of the form \/category\/<name>/);
  assert.match(problems[1].message, /^`link.description` is 6 characters; a generated index needs 40 to 160$/);
  assert.equal(problems[0].line, 4);
});

test('facts: the value, the fact and its source file, at the column of the value', () => {
  const page = doc('docs/product/a.mdx', 'A request fails with `LKS-9999` when it is malformed.');
  const problems = facts.run({all: [page], facts: loadFacts(), guides: []} as never) as Problem[];
  const [p] = problems.filter((x) => x.rel === page.rel);
  assert.equal(p.column, columnOf(page, 'LKS-9999'));
  assert.match(p.message, /^LKS-9999 is not a Lakestone error code; the codes are LKS-\d{4}.* \(data\/facts\/error-codes\.json\)$/);
});

test('placeholders and prose length: the word and its column; the count and the minimum', () => {
  const page = doc('docs/product/a.mdx', 'The limits are TBD for now.');
  const [p] = placeholders.run({all: [page]} as never) as Problem[];
  assert.deepEqual([p.line, p.column], [lineOf(page, 'TBD'), columnOf(page, 'TBD')]);
  assert.match(p.message, /^placeholder text "TBD": write the content/);
  const [short] = proseLength.run({docs: [page]} as never) as Problem[];
  assert.match(short.message, /^6 words of prose outside code; at least 250 are needed$/);
});

test('duplicates: when one page is checked, a paragraph it shares is reported on it, naming the other page', () => {
  const paragraph = 'Every cluster bills per second while it runs, and a suspended cluster bills nothing at all, so suspending idle clusters quickly saves most of the cost.';
  const first = doc('docs/product/a.mdx', paragraph);
  const second = doc('docs/product/b.mdx', paragraph);
  const problems = duplicates.run({all: [first, second], docs: [], targets: new Set([first.rel])} as never) as Problem[];
  const mine = problems.filter((p) => p.rel === first.rel);
  assert.equal(mine.length, 1);
  assert.match(mine[0].message, /^paragraph repeated on docs\/product\/b\.mdx:7; keep it on one page/);
});

test('markdownlint: the site\'s heading rules name the level and the line', () => {
  const text = '---\ntitle: T\n---\n\n## A\n\n### B\n\n#### C\n\n##### D\n\n# Late\n';
  const results = lint({strings: {page: text}, config: {default: false, LKS001: true, LKS002: true}, customRules: lakestoneRules}).page;
  assert.deepEqual(results.map((r: {lineNumber: number; ruleNames: string[]}) => [r.lineNumber, r.ruleNames[1]]), [[11, 'heading-max-level'], [13, 'h1-first']]);
  assert.match(results[1].errorDetail ?? '', /after the heading on line 5/);
});

test("the writer's guide explains every rule in one line", () => {
  const guide = readFileSync(path.join(ROOT, 'writers-guide/README.md'), 'utf8');
  const rules = [...CHECKS.map((c: {id: string}) => c.id), ...lakestoneRules.map((r: {names: string[]}) => r.names[1])];
  for (const rule of rules) assert.match(guide, new RegExp(`^\\| \`${rule}\` \\| [^|\\n]+ \\|$`, 'm'), `writers-guide/README.md has a row for ${rule}`);
});

test('checking one page keeps the problems of other pages that are about it (links into it), and drops their others', async () => {
  const {runChecks} = await import('../../scripts/check-content.mjs');
  const target = doc('docs/product/compute/clusters.mdx', '## Billing');
  target.route = '/product/compute/clusters';
  const other = doc('docs/product/a.mdx', 'See [a](/product/compute/clusters#sizing) and [b](/product/nowhere). The limits are TBD.');
  other.route = '/product/a';
  const all = [target, other];
  const fullSite = {...site(all), blog: [], pages: [], categories: [], guides: [], glossaryBaseline: {}};
  const {results} = await runChecks(fullSite as never, {only: new Set([target.rel])});
  const kept = results.flatMap((r: {id: string; problems: Problem[]}) => r.problems.map((p) => `${r.id} ${p.rel}:${p.line}`));
  assert.ok(kept.includes(`links ${other.rel}:${lineOf(other, '[a]')}`), 'the link into the checked page is reported on the other page');
  assert.ok(!kept.some((k: string) => k.startsWith('placeholders ') || k.includes('/product/nowhere')), 'the other page\'s own problems are left out');
  assert.ok(kept.every((k: string) => k.includes(target.rel) || k.startsWith('links ')), kept.join('\n'));
});
