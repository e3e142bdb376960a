#!/usr/bin/env node
// Relevance and size of the built site's search. Runs every query of
// tests/fixtures/search-queries.json through the site's search engine (src/search/engine.ts, the
// code the search box runs) from the page it is typed on, and checks that an expected page is in
// the top three for at least 95% of them; reports the rate by class. Measures the bytes a reader
// downloads before the first result (gzipped) for every query from a cold start, and fails when
// one is over the budget. Usage: node --import tsx scripts/search/relevance.mjs <build dir>
import {readFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {SearchEngine} from '../../src/search/engine.ts';
import {BOX_HITS, sectionOfPath} from '../../src/search/format.ts';

export const MIN_HIT_RATE = 0.95;
export const TOP = 3;
export const MAX_FIRST_RESULT_GZIP_BYTES = 600 * 1024;

const buildDir = path.resolve(process.argv[2] ?? '.test-build');
const {queries} = JSON.parse(readFileSync(new URL('../../tests/fixtures/search-queries.json', import.meta.url), 'utf8'));

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(readFileSync(file), {level: 9}).length);
  return gzipSizes.get(file);
}
/** An engine that reads the build's files and counts the gzipped bytes it asked for. */
function engineFor() {
  const fetched = new Set();
  const engine = new SearchEngine(async (file) => {
    const full = path.join(buildDir, file);
    fetched.add(full);
    return JSON.parse(readFileSync(full, 'utf8'));
  });
  return {engine, bytes: () => [...fetched].reduce((n, f) => n + gzipSize(f), 0)};
}

const shared = engineFor().engine;
const byClass = new Map();
const elsewhere = {hits: 0, total: 0};
const misses = [];
let hits = 0;
let worstBytes = {bytes: 0, query: ''};
const bytesByStart = new Map();
for (const q of queries) {
  const prefer = sectionOfPath(q.from);
  const hitsShown = await shared.boxHits(q.query, BOX_HITS, {prefer, typing: false});
  const pages = [...new Set(hitsShown.map((h) => h.document.u))].slice(0, TOP);
  const ok = pages.some((p) => q.expect.includes(p));
  const c = byClass.get(q.class) ?? {hits: 0, total: 0};
  c.total += 1;
  if (ok) {
    hits += 1;
    c.hits += 1;
  } else misses.push(`  ✖ [${q.class}] "${q.query}" (from ${q.from}): expected ${q.expect.join(' or ')}; top ${TOP}: ${pages.join(', ') || 'nothing'}`);
  byClass.set(q.class, c);
  // Typed on a page of another section than every expected page (or on /search), whatever its class.
  if (prefer === null || q.expect.every((e) => sectionOfPath(e) !== prefer)) {
    elsewhere.total += 1;
    if (ok) elsewhere.hits += 1;
  }

  // Bytes before the first result, from a cold start on that page.
  const cold = engineFor();
  await cold.engine.boxHits(q.query, BOX_HITS, {prefer});
  const bytes = cold.bytes();
  if (bytes > worstBytes.bytes) worstBytes = {bytes, query: q.query};
  const start = q.from === '/' ? 'home' : q.from === '/search' ? 'search page' : (prefer ?? 'Docs');
  bytesByStart.set(start, Math.max(bytesByStart.get(start) ?? 0, bytes));
}
const rate = hits / queries.length;
const pct = (h, t) => `${h}/${t} (${((h / t) * 100).toFixed(1)}%)`;
console.log(`Search relevance: ${pct(hits, queries.length)} queries have an expected page in the top ${TOP}; at least ${MIN_HIT_RATE * 100}% needed.`);
for (const [name, c] of [...byClass].sort()) console.log(`  ${name}: ${pct(c.hits, c.total)}`);
console.log(`  (typed in another section than the expected page, any class: ${pct(elsewhere.hits, elsewhere.total)})`);
for (const m of misses) console.log(m);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const primary = path.join(buildDir, 'search-data/index.json');
console.log(`\nBytes before the first result (gzipped, cold start; budget ${kb(MAX_FIRST_RESULT_GZIP_BYTES)}):`);
console.log(`  primary file: ${kb(gzipSize(primary))}`);
for (const [start, bytes] of [...bytesByStart].sort()) console.log(`  largest from ${start}: ${kb(bytes)}`);
console.log(`  largest of all: ${kb(worstBytes.bytes)} ("${worstBytes.query}")`);
const sizeOk = worstBytes.bytes <= MAX_FIRST_RESULT_GZIP_BYTES;
const passed = (rate >= MIN_HIT_RATE ? 1 : 0) + (sizeOk ? 1 : 0);
console.log(`\nsearch: ${passed} passed, ${2 - passed} failed`);
process.exit(passed === 2 ? 0 : 1);
