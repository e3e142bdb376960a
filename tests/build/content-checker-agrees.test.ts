import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import * as cheerio from 'cheerio';
import {loadSite} from '../../scripts/lib/content.mjs';
import {htmlFileOf, sitemapRoutes} from '../support/test-build';

// The content checks compute routes and heading ids with functions from Docusaurus's own files
// (scripts/lib/content.mjs and routes.mjs import them from @docusaurus/*/lib/). These tests guard
// that reach: the checker's answers must be what the production build in .test-build produced.
const require = createRequire(import.meta.url);
const SITEMAP = new Set(sitemapRoutes());
const site = loadSite();

test("the checker's route of every doc, post and page is a page the build made", () => {
  const wrong = site.all.filter((source: {route: string}) => !SITEMAP.has(source.route)).map((s: {rel: string; route: string}) => `${s.rel}: ${s.route}`);
  assert.deepEqual(wrong, []);
  assert.ok(site.all.length > 180);
});

test("the checker's heading ids are the ids of the built page's headings", () => {
  const wrong: string[] = [];
  for (const source of site.all as Array<{rel: string; route: string; headings: Array<{id: string; level: number; line: number}>}>) {
    const file = htmlFileOf(source.route);
    if (!existsSync(file)) continue;
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const ids = new Set($('article h2[id], article h3[id], article h4[id], main h2[id], main h3[id], main h4[id]').map((_, el) => $(el).attr('id')).get());
    for (const h of source.headings) if (h.level >= 2 && h.level <= 4 && !ids.has(h.id)) wrong.push(`${source.rel}:${h.line}: #${h.id}`);
  }
  assert.deepEqual(wrong, []);
});

test("the deep-imported helpers are the same functions @docusaurus/utils exports", () => {
  const utils = require('@docusaurus/utils');
  const deep = {
    ...require('@docusaurus/utils/lib/markdownHeadingIdUtils.js'),
    ...require('@docusaurus/utils/lib/markdownUtils.js'),
    ...require('@docusaurus/utils/lib/slugger.js'),
    ...require('@docusaurus/utils/lib/urlUtils.js'),
  };
  for (const name of ['escapeMarkdownHeadingIds', 'parseMarkdownHeadingId', 'admonitionTitleToDirectiveLabel', 'createSlugger', 'normalizeUrl', 'encodePath', 'fileToPath']) {
    assert.equal(deep[name], utils[name], `${name}: the deep import is no longer the exported function`);
  }
});
