import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {BUILD, htmlFileOf, pageKindOf, sitemapRoutes} from '../support/test-build';

// The Markdown version of every page, llms.txt and the full-text files (src/plugins/markdown-pages),
// read from the production build in .test-build as a reader or a crawler gets them.
/** A page's source, for assertions that follow what the page says rather than quote it. */
const sourceOf = (rel: string) => readFileSync(path.resolve(__dirname, '../..', rel), 'utf8');
const SITE = 'https://docs.lakestone.example';
const ROUTES = sitemapRoutes();

const mdPathOf = (route: string) => (route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`);
const mdOf = (route: string) => path.join(BUILD, ...mdPathOf(route).split('/').filter(Boolean));
const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

type Built = {route: string; title: string; description: string; kind: 'doc' | 'post'};

/** The doc pages and posts of the sitemap, told apart by the class the theme puts on <html>. */
const PAGES: Built[] = ROUTES.flatMap((route) => {
  const html = readFileSync(htmlFileOf(route), 'utf8');
  const kind = pageKindOf(html);
  if (kind !== 'doc' && kind !== 'post') return [];
  const $ = cheerio.load(html);
  const h1 = $('h1').first().clone();
  h1.find('.hash-link').remove();
  return [{route, kind, title: clean(h1.text()), description: clean($('meta[name="description"]').attr('content') ?? '')}];
});

/** The Markdown with code blocks and code spans taken out: what is left is prose, tables and links. */
const prose = (md: string) => md.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');

test('every doc page and post of the sitemap has its .md, starting with "# <its h1>"', () => {
  assert.ok(PAGES.filter((p) => p.kind === 'doc').length > 150, `${PAGES.length} doc pages and posts`);
  assert.ok(PAGES.filter((p) => p.kind === 'post').length >= 4);
  assert.ok(PAGES.some((p) => p.route === '/'), 'the root page');
  const problems: string[] = [];
  for (const page of PAGES) {
    const file = mdOf(page.route);
    if (!existsSync(file)) {
      problems.push(`${page.route}: no ${path.relative(BUILD, file)}`);
      continue;
    }
    const md = readFileSync(file, 'utf8');
    if (!md.startsWith(`# ${page.title}\n\n`)) problems.push(`${page.route}: starts with ${JSON.stringify(md.slice(0, 60))}, not "# ${page.title}"`);
    if (md.split('\n').filter((line) => line.trim() && !line.startsWith('#')).length < 1) problems.push(`${page.route}: nothing under the title`);
  }
  assert.deepEqual(problems, []);
  assert.ok(existsSync(path.join(BUILD, 'index.md')), 'the root page is /index.md');
});

test('no .md holds HTML or JSX outside code: no tag, no component, no leftover attribute', () => {
  const problems: string[] = [];
  for (const page of PAGES) {
    const text = prose(readFileSync(mdOf(page.route), 'utf8'));
    const tags = text.match(/<\/?[A-Za-z][\w.-]*(\s[^<>]*)?\/?>|<!--.*?-->/g);
    if (tags) problems.push(`${page.route}: ${tags.slice(0, 3).join(' ')}`);
    const jsx = text.match(/\b(className|tabIndex|aria-[a-z]+)=|\{\/\*|\u200b/g);
    if (jsx) problems.push(`${page.route}: ${jsx.slice(0, 3).join(' ')}`);
  }
  assert.deepEqual(problems, []);
});

test('links in the Markdown are absolute URLs on the site, heading "#" links are gone', () => {
  const md = readFileSync(mdOf('/product/compute/clusters'), 'utf8');
  assert.match(md, /\[cluster\]\(https:\/\/docs\.lakestone\.example\/glossary#cluster\)/);
  assert.match(md, /\(https:\/\/docs\.lakestone\.example\/product\/compute\/create-cluster\)/);
  for (const page of PAGES) {
    const text = prose(readFileSync(mdOf(page.route), 'utf8'));
    for (const [, url] of text.matchAll(/\]\(([^)\s]+)/g)) {
      assert.ok(/^(https?:|mailto:)/.test(url), `${page.route}: relative link ${url}`);
      assert.ok(!/\]\(#/.test(url), `${page.route}: bare anchor ${url}`);
    }
    assert.doesNotMatch(text, /^#{2,6} .*\[\]\(/m, `${page.route}: a heading keeps its hash link`);
  }
});

test('a table, an admonition and code come through readably (test page and a real doc)', () => {
  const md = readFileSync(path.join(BUILD, '__tests__/markdown-tabs.md'), 'utf8');
  assert.match(md, /^# A tab set in Markdown\n/);
  assert.match(md, /^\| cloud \| bucket \|$/m);
  assert.match(md, /^\| --- \| --- \|$/m);
  assert.match(md, /^\| AWS \| `s3:\/\/northwind-lakestone-sales` \|$/m);
  assert.match(md, /^> \*\*Note\*\*\n>\n> Only the test build has this page\.$/m);

  const clusters = readFileSync(mdOf('/product/compute/clusters'), 'utf8');
  assert.match(clusters, /^\| `INGESTION` \| \[flows\]\(https:\/\/docs\.lakestone\.example\/glossary#flow\), with their transformations and validations \| no \|/m);
  // The page's ALTER CLUSTER example, as its source writes it, comes through as a fenced block.
  const source = sourceOf('docs/product/compute/clusters.mdx');
  const alter = /^```sql\n(ALTER CLUSTER etl_spark [^\n]+)\n```$/m.exec(source)?.[1];
  assert.ok(alter, 'the clusters page has a one-line ALTER CLUSTER etl_spark example');
  assert.ok(clusters.includes(`\n\`\`\`sql\n${alter}\n\`\`\`\n`), `the Markdown has the block ${alter}`);

  const post = readFileSync(mdOf('/blog/mdx-blog-post'), 'utf8');
  assert.match(post, /^> \*\*Warning\*\*\n>\n> A warning comes before a step/m);
  // A multi-line highlighted block keeps its lines, its indentation and its title.
  const custom = readFileSync(mdOf('/product/ingest-data/transformations/custom'), 'utf8');
  assert.match(custom, /^```java\npackage com\.lakestone\.transform;\n\nimport java\.util\.List;\n\npublic interface RecordTransformer \{\n\n {4}\/\*\* Called once per instance/m);
  // Its titled input block, as the source writes it: the title and the first lines stay.
  const customSource = sourceOf('docs/product/ingest-data/transformations/custom.mdx');
  const titled = /^(```\w+ title="[^"]+")\n([^\n]+\n[^\n]+)\n/m.exec(customSource);
  assert.ok(titled, 'the custom transformation page has a titled block of two lines or more');
  assert.ok(custom.includes(`${titled[1]}\n${titled[2]}\n`), `the Markdown keeps ${titled[1]} and its first lines`);
});

test('every panel of a tab set comes through under its label in bold, hidden panels too', () => {
  const md = readFileSync(path.join(BUILD, '__tests__/markdown-tabs.md'), 'utf8');
  const expected: Array<[string, string]> = [
    ['AWS', '```bash\naws s3 ls s3://northwind-lakestone-sales/lake/\n```'],
    ['Google Cloud', '```bash\ngcloud storage ls gs://northwind-lakestone-sales/lake/\n```'],
    ['Lakestone SQL', '```sql\nSHOW CLUSTERS;\n```'],
  ];
  let from = 0;
  for (const [label, code] of expected) {
    const at = md.indexOf(`\n**${label}**\n`, from);
    assert.ok(at > from, `the label **${label}** after the previous panel`);
    const next = md.indexOf(code, at);
    assert.ok(next > at, `${label}: its code block`);
    from = next;
  }
  assert.doesNotMatch(md, /^- AWS$/m, 'the tab list itself is not a list');
});

type Entry = {title: string; url: string; description: string};

/** llms.txt as sections of entries: "## Docs" -> [- [Title](url): description]. */
function readLlmsTxt(): {head: string[]; sections: Map<string, Entry[]>} {
  const text = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  const sections = new Map<string, Entry[]>();
  const head: string[] = [];
  let current: Entry[] | null = null;
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) sections.set(heading[1], (current = []));
    else if (current && line.startsWith('- ')) {
      const m = /^- \[((?:\\.|[^\]])+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
      assert.ok(m, `llms.txt: ${line}`);
      current.push({title: m[1].replace(/\\(.)/g, '$1'), url: m[2], description: m[3] ?? ''});
    } else if (!current) head.push(line);
  }
  return {head, sections};
}

/** The section a page belongs to: its sidebar is its first folder (ARCHITECTURE, "Site and brand"). */
const sectionOf = (route: string) => (route.startsWith('/api/') ? 'API' : route.startsWith('/guides/') ? 'Guides' : route.startsWith('/blog/') ? 'Blog' : 'Docs');

test('llms.txt: "# Lakestone", a summary, then every doc page and post under its sidebar, with its description', () => {
  const {head, sections} = readLlmsTxt();
  assert.equal(head[0], '# Lakestone');
  assert.ok(head.some((line) => /^> \S.{40,}/.test(line)), 'a > summary');
  assert.deepEqual([...sections.keys()].slice(0, 4), ['Docs', 'API', 'Guides', 'Blog']);
  const listed = new Map<string, {section: string; entry: Entry}>();
  for (const [section, entries] of sections) for (const entry of entries) listed.set(entry.url, {section, entry});
  const problems: string[] = [];
  for (const page of PAGES) {
    const url = `${SITE}${mdPathOf(page.route)}`;
    const hit = listed.get(url);
    if (!hit) {
      problems.push(`${page.route}: not in llms.txt as ${url}`);
      continue;
    }
    if (hit.section !== sectionOf(page.route)) problems.push(`${page.route}: under ${hit.section}, not ${sectionOf(page.route)}`);
    if (hit.entry.title !== page.title) problems.push(`${page.route}: titled "${hit.entry.title}", the page says "${page.title}"`);
    if (!page.description || hit.entry.description !== page.description) problems.push(`${page.route}: description "${hit.entry.description}", the page's is "${page.description}"`);
  }
  assert.deepEqual(problems, []);
  assert.equal(listed.get(`${SITE}/index.md`)?.section, 'Docs', 'the root page is listed as /index.md');
  assert.ok(![...listed.keys()].some((url) => url.includes('/__tests__/')), 'test pages are not listed');
});

test('the full text is one file per section, listed by llms-full.txt, holding each page of it once', () => {
  const index = readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
  const files = [...index.matchAll(/\]\((https:\/\/docs\.lakestone\.example(\/llms-full\/[a-z]+\.txt))\)/g)].map((m) => m[2]);
  assert.deepEqual(files, ['/llms-full/product.txt', '/llms-full/api.txt', '/llms-full/guides.txt', '/llms-full/blog.txt']);
  assert.deepEqual(readdirSync(path.join(BUILD, 'llms-full')).filter((n) => n.endsWith('.txt')).sort(), ['api.txt', 'blog.txt', 'guides.txt', 'product.txt']);
  const {sections} = readLlmsTxt();
  const label: Record<string, string> = {product: 'Docs', api: 'API', guides: 'Guides', blog: 'Blog'};
  for (const file of files) {
    const text = readFileSync(path.join(BUILD, file), 'utf8');
    const id = path.basename(file, '.txt');
    const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    const expected = sections.get(label[id])!.map((e) => e.url.replace(/\/index\.md$/, '/').replace(/\.md$/, ''));
    assert.deepEqual(sources, expected, file);
    for (const page of PAGES.filter((p) => sectionOf(p.route) === label[id])) {
      const body = readFileSync(mdOf(page.route), 'utf8').split('\n').slice(1).join('\n').trim();
      assert.ok(text.includes(body.slice(0, 300)), `${file} holds ${page.route}`);
    }
  }
});

test('the search index lists pages, never the .md or .txt files', () => {
  const index = readFileSync(path.join(BUILD, 'search-data/index.json'), 'utf8');
  assert.ok(index.includes('"/product/compute/clusters"'), 'the index lists pages by route');
  assert.doesNotMatch(index, /\.md"|llms[\w-]*\.txt|\/llms-full\//);
});
