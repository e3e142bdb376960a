import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractPage} from '../../src/plugins/search-index/extract';
import {buildSearchIndex, SHARD_BYTES, type IndexedPage} from '../../src/plugins/search-index/build-index';
import {SearchEngine} from '../../src/search/engine';
import {tokenize} from '../../src/search/tokens';
import type {SectionLabel} from '../../src/search/format';

/** A built page as Docusaurus writes it, reduced to what the index reads. */
function html(title: string, body: string, crumbs: string[] = []): string {
  const trail = crumbs.map((c) => `<li class="breadcrumbs__item"><a class="breadcrumbs__link">${c}</a></li>`).join('');
  return `<html><body><nav>Navbar words</nav><article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page"></a></li>${trail}<li class="breadcrumbs__item breadcrumbs__item--active">${title}</li></ul></nav><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article><footer>Footer words</footer></body></html>`;
}

function page(url: string, section: SectionLabel, title: string, body: string, extra: Partial<IndexedPage> = {}): IndexedPage {
  return {url, section, description: '', keywords: [], text: extractPage(html(title, body), url), ...extra};
}

const PAGES: IndexedPage[] = [
  page(
    '/api/sql-command-reference/create-cluster',
    'API',
    'CREATE CLUSTER',
    `<p>Creates a cluster.</p>
     <h2 id="parameters">Parameters<a class="hash-link" href="#parameters">#</a></h2>
     <table><thead><tr><th>name</th><th>meaning</th></tr></thead><tbody>
       <tr><td><code>AUTO_SUSPEND_MINS</code></td><td>Minutes of idle time before the cluster is suspended.</td></tr>
       <tr><td><code>MIN_LCU</code></td><td>The floor of autoscaling.</td></tr>
     </tbody></table>`,
  ),
  page(
    '/product/compute/clusters',
    'Docs',
    'Clusters',
    `<p>Clusters run flows and queries. An idle cluster suspends itself.</p>
     <h2 id="sizing">Sizing</h2><p>Pick a size in LCU.</p>
     <div class="theme-code-block"><pre><code>ALTER CLUSTER bi_sql SET AUTO_SUSPEND_MINS = 30;</code></pre></div>`,
  ),
  page('/guides/how-to/disaster-recovery', 'Guides', 'Disaster recovery', '<p>Replicate the lake to a second region and fail over when the first is lost.</p>'),
  page('/product/ingest-data/sources/kafka', 'Docs', 'Kafka', '<p>Read topics with SASL.</p><h3 id="message-size">Message size</h3><p>The topic setting <code>max.message.bytes</code> overrides the broker.</p>'),
  page('/blog/welcome', 'Blog', 'Welcome', '<p>Why we chose Apache Iceberg for the lake.</p>'),
  page('/api/overview', 'API', 'API overview', '<p>Errors carry a code such as <code>LKS-2001</code>.</p>', {keywords: ['errors', 'status codes']}),
];

function engineOver(pages: IndexedPage[]) {
  const {files} = buildSearchIndex(pages);
  const requested: string[] = [];
  const engine = new SearchEngine(async (file) => {
    requested.push(file);
    const body = files.get(file);
    if (body === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(body);
  });
  return {engine, files, requested};
}

const topPages = async (engine: SearchEngine, query: string, prefer?: string) =>
  [...new Set((await engine.boxHits(query, 8, {prefer})).map((h) => h.document.u))];

test('identifiers are whole terms, and their parts are words', () => {
  const terms = tokenize('Set AUTO_SUSPEND_MINS, max.message.bytes and nextPageToken; see LKS-2001.').map((t) => `${t.term}:${t.kind}`);
  for (const expected of ['auto_suspend_mins:identifier', 'suspend:part', 'max.message.bytes:identifier', 'nextpagetoken:identifier', 'token:part', 'lks-2001:identifier']) {
    assert.ok(terms.includes(expected), `${expected} in ${terms.join(' ')}`);
  }
  assert.ok(!terms.some((t) => t.startsWith('and:')), 'stop words are dropped');
});

test('the index reads code and tables, and leaves out the navbar and footer', () => {
  const text = PAGES[1].text;
  assert.deepEqual(text.sections.map((s) => s.anchor), ['', 'sizing']);
  assert.match(text.sections[1].code[0], /AUTO_SUSPEND_MINS/);
  const create = PAGES[0].text.sections.find((s) => s.anchor === 'parameters')!;
  assert.deepEqual(create.definitions.map((d) => d.trim()), ['AUTO_SUSPEND_MINS', 'MIN_LCU']);
  assert.equal(create.heading, 'Parameters', 'the heading without its anchor link');
  assert.ok(!JSON.stringify(PAGES).includes('Navbar words') && !JSON.stringify(PAGES).includes('Footer words'));
});

test("a diagram is read by its text alternative, never by its drawing's labels or styles", () => {
  const body = `<h2 id="states">States</h2><figure data-diagram=""><div role="img" aria-label="A cluster moves from RUNNING to SUSPENDING to SUSPENDED when idle."><svg aria-hidden="true"><style>#d{stroke-dasharray:9,5}</style><text>RESUMING</text></svg></div></figure>`;
  const prose = extractPage(html('Clusters', body), '/c').sections.find((s) => s.anchor === 'states')!.prose.join(' ');
  assert.match(prose, /SUSPENDING to SUSPENDED when idle/);
  assert.doesNotMatch(prose, /stroke-dasharray|RESUMING/);
});

test('every section is found from every section', async () => {
  const {engine} = engineOver(PAGES);
  assert.equal((await topPages(engine, 'disaster recovery', 'Docs'))[0], '/guides/how-to/disaster-recovery');
  assert.equal((await topPages(engine, 'iceberg', 'API'))[0], '/blog/welcome');
  assert.equal((await topPages(engine, 'create cluster', 'Blog'))[0], '/api/sql-command-reference/create-cluster');
});

test('an identifier finds the page that defines it ahead of a page that uses it in a sample', async () => {
  const {engine} = engineOver(PAGES);
  assert.deepEqual((await topPages(engine, 'AUTO_SUSPEND_MINS', 'Docs')).slice(0, 2), ['/api/sql-command-reference/create-cluster', '/product/compute/clusters']);
  assert.equal((await topPages(engine, 'max.message.bytes'))[0], '/product/ingest-data/sources/kafka');
  assert.equal((await topPages(engine, 'LKS-2001'))[0], '/api/overview');
});

test('a misspelled word and an unfinished last word still match', async () => {
  const {engine} = engineOver(PAGES);
  assert.equal((await topPages(engine, 'disastr recovry'))[0], '/guides/how-to/disaster-recovery');
  assert.equal((await topPages(engine, 'kafk'))[0], '/product/ingest-data/sources/kafka');
  assert.equal((await topPages(engine, 'AUTO_SUSP'))[0], '/api/sql-command-reference/create-cluster');
});

test("the reader's section breaks ties and hides nothing", async () => {
  const twins = [
    page('/product/a', 'Docs', 'Lake', '<p>Lake words.</p>'),
    page('/guides/a', 'Guides', 'Lake', '<p>Lake words.</p>'),
  ];
  const {engine} = engineOver(twins);
  assert.deepEqual(await topPages(engine, 'lake', 'Guides'), ['/guides/a', '/product/a']);
  assert.deepEqual(await topPages(engine, 'lake', 'Docs'), ['/product/a', '/guides/a']);
});

test('hits have the shape the plugin box draws: a title with its section, then its sections as branches', async () => {
  const {engine} = engineOver(PAGES);
  const hits = await engine.boxHits('cluster suspended', 8, {});
  const first = hits[0];
  assert.equal(first.type, 0);
  assert.deepEqual(first.document.b, [first.document.u.startsWith('/api/') ? 'API' : 'Docs'], 'a title hit names its section');
  for (const hit of hits) {
    const position = hit.metadata.match.t.position[0];
    assert.ok(position[0] + position[1] <= hit.document.t.length, 'every hit marks a place inside its text');
    if (hit.type !== 0) assert.deepEqual(hit.page?.b?.[0], hit.document.u.startsWith('/api/') ? 'API' : 'Docs', 'a section hit names its page and section');
  }
  const child = hits.find((h) => h.page === first.document);
  assert.ok(child && (child.isLastOfTree || child.isInterOfTree), 'a section under its page is drawn as a branch');
  assert.ok(!hits[0].tokens.includes(''), 'no empty highlight token');
});

test('a query reads the primary file once, then only the files it needs', async () => {
  const words = (k: number) => Array.from({length: 40}, (_, j) => `zeta${k}x${j}`).join(' ');
  const many = Array.from({length: 300}, (_, k) => page(`/product/p${k}`, 'Docs', `Page ${k}`, `<p>${words(k)} and shared text.</p>`));
  const {engine, files, requested} = engineOver(many);
  const postingsFiles = [...files.keys()].filter((f) => /\/t\d+\.json$/.test(f));
  assert.ok(postingsFiles.length > 1, 'postings are split');
  for (const f of postingsFiles) assert.ok(files.get(f)!.length <= SHARD_BYTES * 2, `${f} stays near the split size`);
  assert.equal((await engine.boxHits('zeta17x3', 8))[0].document.u, '/product/p17');
  await engine.boxHits('zeta18x3', 8);
  assert.equal(requested.filter((f) => f === 'search-data/index.json').length, 1);
  assert.ok(requested.length <= 6, `few files: ${requested.join(', ')}`);
});

test('a file that fails to load can be loaded again', async () => {
  const {files} = buildSearchIndex(PAGES);
  let fail = true;
  const engine = new SearchEngine(async (file) => {
    if (fail) throw new Error('offline');
    return JSON.parse(files.get(file)!);
  });
  await assert.rejects(engine.boxHits('kafka', 8), /offline/);
  fail = false;
  assert.equal((await engine.boxHits('kafka', 8))[0].document.u, '/product/ingest-data/sources/kafka');
});

test('the search page gets one result per page with a marked snippet, and can narrow to a section', async () => {
  const {engine} = engineOver(PAGES);
  const results = await engine.pageResults('cluster', {});
  assert.equal(new Set(results.map((r) => r.url)).size, results.length);
  assert.ok(results.some((r) => r.section === 'API') && results.some((r) => r.section === 'Docs'));
  assert.ok(results.every((r) => r.path[0] === r.section));
  const narrowed = await engine.pageResults('cluster', {section: 'Docs'});
  assert.deepEqual(narrowed.map((r) => r.url), ['/product/compute/clusters']);
  assert.ok(narrowed[0].snippet.some(([text, marked]) => marked && /cluster/i.test(text)));
});
