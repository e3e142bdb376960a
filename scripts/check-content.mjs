#!/usr/bin/env node
// The content checks: `npm run check:content [-- file ...]`. Each check does one thing and names
// the file, line and column of every problem, as `file:line:col: [rule] message`.
//
// Without arguments every page is checked (npm test). With files, only those pages are read and
// checked, plus the links from other pages into them; what the checks need to know about the other
// pages (routes, headings, links, prose) comes from a cache of the last run (lib/site-cache.mjs),
// and markdownlint's rules run on the given pages too, so one command tells a writer everything.
import path from 'node:path';
import {existsSync} from 'node:fs';
import {ROOT, assembleSite} from './lib/content.mjs';
import {loadSources} from './lib/site-cache.mjs';
import {loadCheckers} from './lib/code-checkers.mjs';
import frontMatter from './checks/front-matter.mjs';
import proseLength from './checks/prose-length.mjs';
import links from './checks/links.mjs';
import placeholders from './checks/placeholders.mjs';
import headings from './checks/headings.mjs';
import categories from './checks/categories.mjs';
import codeBlocks from './checks/code-blocks.mjs';
import duplicates from './checks/duplicates.mjs';
import mdxSyntax from './checks/mdx-syntax.mjs';
import sqlReference, {REFERENCE_DIR, GRANT_PAGE} from './checks/sql-reference.mjs';
import apiExamples, {API_DIR} from './checks/api-examples.mjs';
import facts, {GUIDES} from './checks/facts.mjs';
import glossary from './checks/glossary.mjs';
import exampleTables from './checks/example-tables.mjs';
import exampleObjects from './checks/example-objects.mjs';
import diagrams from './checks/diagrams.mjs';
import tabs from './checks/tabs.mjs';

export const CHECKS = [mdxSyntax, frontMatter, proseLength, links, placeholders, headings, categories, codeBlocks, duplicates, sqlReference, apiExamples, facts, glossary, exampleTables, exampleObjects, diagrams, tabs];

const CONTENT = /^(docs|blog|src\/pages)\/.*\.mdx?$/;

/**
 * Runs every check; a check may return a promise of its problems (code-blocks does: other engines'
 * SQL is parsed in child processes). Such checks start first, so that their work overlaps the
 * others'; their time is what they add to the run: their synchronous part, plus the wait for them
 * once every other check is done. Results keep CHECKS' order. With `only`, the
 * problems on the given files or about them (links into them).
 */
export async function runChecks(site, {only} = {}) {
  const counts = new Map();
  const stats = {count: (label) => counts.set(label, (counts.get(label) ?? 0) + 1)};
  const order = [codeBlocks, ...CHECKS.filter((check) => check !== codeBlocks)];
  const keep = (problems) => (only ? problems.filter((p) => only.has(p.rel) || (p.about && only.has(p.about))) : problems);
  const results = new Map();
  const pending = [];
  for (const check of order) {
    const started = performance.now();
    const problems = check.run(site, stats, {only});
    const ms = performance.now() - started;
    if (problems instanceof Promise) pending.push({check, problems, ms});
    else results.set(check, {id: check.id, problems: keep(problems), ms});
  }
  for (const {check, problems, ms} of pending) {
    const waited = performance.now();
    const found = await problems;
    results.set(check, {id: check.id, problems: keep(found), ms: ms + performance.now() - waited});
  }
  return {results: CHECKS.map((check) => results.get(check)), samples: counts};
}

/**
 * The pages to parse in full to check `targets` (paths relative to the root): the targets, and
 * the pages a site-wide check reads line by line (the privilege table, the API schemas). The SQL
 * Command API's request, which the `api` tabs of any page follow, comes from that page's summary.
 */
export function pagesToRead(targets, allRels) {
  const read = new Set(targets.filter((rel) => CONTENT.test(rel)));
  if ([...read].some((rel) => rel.startsWith(REFERENCE_DIR))) read.add(GRANT_PAGE);
  if ([...read].some((rel) => rel.startsWith(API_DIR))) for (const rel of allRels) if (rel.startsWith(API_DIR)) read.add(rel);
  return read;
}

/**
 * Loads the site for a run. `files` (relative paths) empty: every page parsed. Otherwise the pages
 * of pagesToRead in full and the rest from the cache.
 */
export async function loadSiteFor(files, {planned = false} = {}) {
  const everything = !files.length;
  const wanted = new Set(files.map((rel) => path.join(ROOT, rel)));
  const sources = await loadSources(wanted, {full: everything, expand: (rels) => pagesToRead(files, rels)});
  const site = assembleSite({docs: sources.docs, blog: sources.blog, pages: sources.pages, planned});
  // Where a checked page was before the writer moved it (another route), for links to the old route.
  site.movedFrom = new Map();
  for (const source of site.all) {
    const before = sources.previous[source.rel]?.summary?.route?.replace(/(.)\/+$/, '$1');
    if (!source.summary && before && before !== source.route && !site.routes.has(before)) site.movedFrom.set(before, source);
  }
  site.guides = sources.guides(GUIDES);
  if (!everything) site.targets = new Set(files);
  return {site, sources};
}

/**
 * markdownlint on the given pages, with the project's configuration, started at once in a worker
 * thread: [{rel, line, column, rule, message}].
 */
export async function markdownlintProblems(rels) {
  const files = rels.filter((rel) => CONTENT.test(rel));
  if (!files.length) return [];
  const {lintInWorker} = await import('./lib/markdownlint-worker.mjs');
  return lintInWorker(files);
}

export function format(p) {
  return `${p.rel}:${p.line ?? 1}:${p.column ?? 1}: [${p.rule}] ${p.message}`;
}

/** Runs the checks; returns the problems in the order they are printed, and a summary. */
export async function check(files, {planned = false} = {}) {
  const started = performance.now();
  const linting = files.length ? markdownlintProblems(files) : Promise.resolve([]);
  const {site, sources} = await loadSiteFor(files, {planned});
  const only = files.length ? new Set(files) : undefined;
  // Checkers for the languages of the checked pages only: a page read for its tables (the SQL
  // Command API's, for the api tabs) has Java and Python that this run does not check.
  await loadCheckers(new Set(site.all.filter((source) => !only || only.has(source.rel)).flatMap((source) => source.fences.map((fence) => fence.lang))));
  const loaded = performance.now();
  const {results, samples} = await runChecks(site, {only});
  const problems = results.flatMap(({id, problems}) => problems.map((p) => ({...p, rule: p.rule ?? id})));
  problems.push(...(await linting));
  problems.sort((a, b) => a.rel.localeCompare(b.rel) || (a.line ?? 1) - (b.line ?? 1) || (a.column ?? 1) - (b.column ?? 1));
  sources.save(files.length ? [] : site.all);
  return {problems, results, samples, site, stats: sources.stats, ms: {load: loaded - started, total: performance.now() - started}};
}

async function main() {
  const args = process.argv.slice(2);
  // --planned: links to routes that routes.txt promises but no page serves yet are accepted, so
  // writers working on different areas at the same time can link to each other's pages.
  const planned = args.includes('--planned');
  const quiet = args.includes('--quiet');
  const files = args.filter((a) => !a.startsWith('--')).map((a) => path.relative(ROOT, path.resolve(a)));
  for (const rel of files) {
    if (!existsSync(path.join(ROOT, rel))) {
      console.error(`${rel}: no such file`);
      process.exit(2);
    }
  }
  const {problems, results, samples, site, stats, ms} = await check(files, {planned});
  for (const p of problems) console.log(format(p));
  if (!quiet) {
    if (files.length) {
      console.log(`\nChecked ${files.length} file(s) in ${(ms.total / 1000).toFixed(2)} s (${stats.parsed} page(s) parsed, ${stats.cached} from the cache): ${problems.length} problem(s).`);
    } else {
      console.log(`\nChecked ${site.docs.length} docs, ${site.blog.length} blog posts, ${site.pages.length} pages.`);
      for (const {id, problems: found, ms: took} of results) console.log(`  ${id.padEnd(16)} ${String(found.length).padStart(4)} problem(s)  ${took.toFixed(0)} ms`);
      console.log(`  code samples: ${[...samples].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
    }
  }
  process.exit(problems.length ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
