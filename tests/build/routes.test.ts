import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {readRouteRules} from '../support/routes';
import {BUILD, htmlFileOf, sitemapRoutes} from '../support/test-build';
import {routeAliases} from '../../config/route-aliases';

// The spec's routes (tests/fixtures/routes.txt) against the production build in .test-build,
// without a browser: the crawl (tests/e2e/crawl.spec.ts) then opens every page of the sitemap once.
const SITEMAP = new Set(sitemapRoutes());
const rules = readRouteRules();
const aliases = new Map(routeAliases.map((a) => [a.from, a]));

test('every exact route of routes.txt is a page of the sitemap (or an alias of one)', () => {
  const missing = rules
    .filter((rule) => rule.kind === 'exact')
    .filter((rule) => !SITEMAP.has(rule.route) && !(aliases.has(rule.route) && SITEMAP.has(aliases.get(rule.route)!.to)))
    .map((rule) => `routes.txt:${rule.line}: ${rule.route}`);
  assert.deepEqual(missing, []);
});

test('every exact route is built as a page with one h1 and a "… | Lakestone" title', () => {
  const problems: string[] = [];
  for (const rule of rules) {
    if (rule.kind !== 'exact') continue;
    const file = htmlFileOf(rule.route);
    if (!existsSync(file)) {
      problems.push(`routes.txt:${rule.line}: ${rule.route} has no ${path.relative(BUILD, file)}`);
      continue;
    }
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const h1 = $('h1');
    if (h1.length !== 1 || h1.text().trim().length < 3) problems.push(`routes.txt:${rule.line}: ${rule.route} has ${h1.length} h1 element(s) ("${h1.text().trim()}")`);
    if (!/^\S.* \| Lakestone$/.test($('title').text())) problems.push(`routes.txt:${rule.line}: ${rule.route} is titled "${$('title').text()}"`);
  }
  assert.deepEqual(problems, []);
});

test('every "at-least" rule of routes.txt has enough pages in the sitemap', () => {
  const problems: string[] = [];
  for (const rule of rules) {
    if (rule.kind !== 'at-least') continue;
    const under = [...SITEMAP].filter((p) => p.startsWith(rule.prefix) && p !== rule.prefix);
    if (under.length < rule.count) problems.push(`routes.txt:${rule.line}: ${under.length} page(s) under ${rule.prefix}, at least ${rule.count} needed`);
  }
  assert.deepEqual(problems, []);
});

test('the sitemap lists the whole site: every built page but the not-found page, test pages and aliases', () => {
  assert.ok(SITEMAP.size > 190, `${SITEMAP.size} pages`);
  for (const route of SITEMAP) assert.ok(existsSync(htmlFileOf(route)), `${route} is in the sitemap but not built`);
});
