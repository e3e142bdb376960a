import {test} from 'node:test';
import assert from 'node:assert/strict';
import {definitionText, extractGlossary, safeHref} from '../../src/plugins/glossary-cards/extract';
import {glossaryTermOf} from '../../src/glossary/links';

// A glossary page as Docusaurus builds it: h3 entries with their hash links, h2 groups, and the
// page's other parts around the Markdown.
const PAGE = `<!doctype html><html><body>
<nav><h3 id="menu">Menu</h3></nav>
<article><div class="theme-doc-markdown markdown">
<header><h1>Glossary</h1></header>
<p>Look up any word.</p>
<h2 class="anchor" id="storage">Storage<a href="#storage" class="hash-link" aria-label="Direct link to Storage">\u200b</a></h2>
<h3 class="anchor" id="lake">Lake<a href="#lake" class="hash-link" aria-label="Direct link to Lake" title="Direct link to Lake">\u200b</a></h3>
<p class="x">A storage location that holds <a class="" href="#database">databases</a>. In SQL:
<code>CREATE LAKE</code>. <span class="badge">Also</span> <em>bucket</em>.
See <a href="/api/sql-command-reference/create-lake" onclick="steal()">CREATE LAKE</a>.</p>
<h3 class="anchor" id="lcu">Lakestone Compute Unit (LCU)<a href="#lcu" class="hash-link">\u200b</a></h3>
<p>One unit <strong>per hour</strong>.<script>alert(1)</script><img src="x" onerror="alert(2)"></p>
<ul><li>4 vCPU &amp; 16 GiB <a href="javascript:alert(3)">here</a></li><li><a href="https://trino.io/docs/current/">Trino</a> <a href="http://example.com/">plain</a> <a href="//evil.example/">evil</a></li></ul>
<h2 id="compute">Compute</h2>
<p>Group text, not an entry's.</p>
<h3 class="anchor" id="database">Database<a href="#database" class="hash-link">\u200b</a></h3>
<p>A namespace of tables &lt;inside&gt; a lake.</p>
</div></article></body></html>`;

test('each h3 of the Markdown is an entry: its term without the hash link, its text up to the next heading, its URL', () => {
  const file = extractGlossary(PAGE, '/glossary');
  assert.equal(file.glossary, '/glossary');
  assert.deepEqual(Object.keys(file.entries), ['lake', 'lcu', 'database']);
  assert.deepEqual(
    Object.values(file.entries).map((e) => [e.term, e.url]),
    [
      ['Lake', '/glossary#lake'],
      ['Lakestone Compute Unit (LCU)', '/glossary#lcu'],
      ['Database', '/glossary#database'],
    ],
  );
  assert.equal(definitionText(file.entries.database.definition), 'A namespace of tables <inside> a lake.');
  assert.ok(!file.entries.lcu.definition.includes('Group text'), 'the h2 ends the entry before it');
});

test('a definition keeps only minimal safe HTML: text formatting, lists and safe links, no attribute but href', () => {
  const {entries} = extractGlossary(PAGE, '/glossary');
  assert.equal(
    entries.lake.definition,
    '<p>A storage location that holds <a href="/glossary#database">databases</a>. In SQL:\n<code>CREATE LAKE</code>. Also <em>bucket</em>.\nSee <a href="/api/sql-command-reference/create-lake">CREATE LAKE</a>.</p>',
  );
  assert.equal(
    entries.lcu.definition,
    '<p>One unit <strong>per hour</strong>.</p>\n<ul><li>4 vCPU &amp; 16 GiB here</li><li><a href="https://trino.io/docs/current/">Trino</a> plain evil</li></ul>',
  );
  assert.equal(entries.database.definition, '<p>A namespace of tables &lt;inside&gt; a lake.</p>');
});

test('only paths of the site and https URLs stay links', () => {
  assert.equal(safeHref('/product/compute/clusters#lcu', '/glossary'), '/product/compute/clusters#lcu');
  assert.equal(safeHref('#flow', '/glossary'), '/glossary#flow');
  assert.equal(safeHref('https://iceberg.apache.org/spec/', '/glossary'), 'https://iceberg.apache.org/spec/');
  for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/', '/\\evil.example', 'http://example.com/', '#', '', undefined]) {
    assert.equal(safeHref(bad, '/glossary'), null, String(bad));
  }
});

test('a page with no Markdown article is an error, not an empty glossary', () => {
  assert.throws(() => extractGlossary('<html><body><h3 id="x">X</h3></body></html>', '/glossary'), /no article/);
});

const ON = {page: '/product/compute/clusters', glossary: '/glossary', siteUrl: 'https://docs.lakestone.example'};

test('every form of a link to an entry names the entry', () => {
  assert.equal(glossaryTermOf('/glossary#lcu', ON), 'lcu');
  assert.equal(glossaryTermOf('/glossary/#lcu', ON), 'lcu');
  assert.equal(glossaryTermOf('/glossary.html#lcu', ON), 'lcu');
  assert.equal(glossaryTermOf('/glossary?from=x#lcu', ON), 'lcu');
  assert.equal(glossaryTermOf('https://docs.lakestone.example/glossary#stream-capture', ON), 'stream-capture');
  assert.equal(glossaryTermOf('../glossary#cluster', {...ON, page: '/product/overview'}), 'cluster');
  assert.equal(glossaryTermOf('#flow', {...ON, page: '/glossary'}), 'flow');
  assert.equal(glossaryTermOf('/glossary#caf%C3%A9', ON), 'café');
});

test('other links are not glossary links', () => {
  for (const href of ['/glossary', '/glossary#', '#flow', '/product/compute/clusters#lcu', '/glossary-other#lcu', 'https://other.example/glossary#lcu', 'http://docs.lakestone.example/glossary#lcu', '/glossary#%E0%A4%A', undefined]) {
    assert.equal(glossaryTermOf(href, ON), null, String(href));
  }
});
