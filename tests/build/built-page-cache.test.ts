import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {markdownInput, pageToMarkdown, type PageKind} from '../../src/plugins/markdown-pages/convert';
import {articleOf, extractPage} from '../../src/plugins/search-index/extract';
import {htmlFileOf, pageKindOf, sitemapRoutes} from '../support/test-build';

// A rebuild reuses a page's Markdown and search text while the part of the page they are made from
// is unchanged (src/build/built-page-cache.ts). That is only sound if those parts hold everything
// the conversions read: here, on built pages of every kind, converting the part gives what
// converting the whole page gives.
const SITE = 'https://docs.lakestone.example';
const pages = sitemapRoutes().flatMap((route) => {
  const html = readFileSync(htmlFileOf(route), 'utf8');
  const kind: PageKind | null = pageKindOf(html);
  return kind ? [{route, html, kind}] : [];
});
// Every post and MDX page, and every fifth doc page: each kind's content element is cut its own way.
const SAMPLE = pages.filter((p, i) => p.kind !== 'doc' || i % 5 === 0);

test('the sample holds pages of every kind', () => {
  for (const kind of ['doc', 'post', 'mdx-page']) assert.ok(SAMPLE.some((p) => p.kind === kind), `no ${kind} page in the sitemap sample`);
  assert.ok(SAMPLE.filter((p) => p.kind === 'doc').length >= 30, `${SAMPLE.length} pages`);
});

test('a page\'s Markdown made from its cached part (meta description and content element) is the Markdown of the whole page', () => {
  for (const {route, html, kind} of SAMPLE) {
    const input = markdownInput(html, kind);
    assert.ok(input, `${route}: no content element`);
    assert.doesNotMatch(input, /\/assets\/js\//, `${route}: the cached part names a bundle, whose hash changes with every build`);
    assert.deepEqual(pageToMarkdown(input, kind, SITE + route), pageToMarkdown(html, kind, SITE + route), route);
  }
});

test('a page\'s search text read from its cached part (the article) is the text of the whole page', () => {
  for (const {route, html, kind} of SAMPLE) {
    if (kind === 'mdx-page') continue; // the search index reads doc pages and posts
    const article = articleOf(html);
    assert.ok(article, `${route}: no article`);
    assert.doesNotMatch(article, /\/assets\/js\//, `${route}: the article names a bundle, whose hash changes with every build`);
    assert.deepEqual(extractPage(article, route), extractPage(html, route), route);
  }
});
