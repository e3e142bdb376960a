#!/usr/bin/env node
// Relevance and size of the built site's search: runs every query of
// tests/fixtures/search-queries.json through the plugin's own ranking and checks that an expected
// page is among the first three results for at least 90% of them; checks that every index file
// a reader downloads is within the budget. Usage: node --import ./scripts/search/register.mjs
// scripts/search/relevance.mjs <build dir>
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createSearchEngine} from './engine.mjs';

export const MIN_HIT_RATE = 0.9;
export const TOP = 3;
export const MAX_INDEX_GZIP_BYTES = 600 * 1024;
const CONTEXT = {product: '', api: 'api', guides: 'guides'};

const buildDir = path.resolve(process.argv[2] ?? '.test-build');
const {queries} = JSON.parse(readFileSync(new URL('../../tests/fixtures/search-queries.json', import.meta.url), 'utf8'));
const engine = await createSearchEngine(buildDir);

let hits = 0;
const misses = [];
for (const {query, from, expect} of queries) {
  const top = (await engine.search(query, CONTEXT[from])).slice(0, TOP);
  if (top.some((page) => expect.includes(page))) hits += 1;
  else misses.push(`  ✖ "${query}" (from ${from}): expected ${expect.join(' or ')}; top ${TOP}: ${top.join(', ') || 'nothing'}`);
}
const rate = hits / queries.length;
console.log(`Search relevance: ${hits}/${queries.length} queries (${(rate * 100).toFixed(1)}%) have an expected page in the top ${TOP}; at least ${MIN_HIT_RATE * 100}% needed.`);
for (const m of misses) console.log(m);

let sizeFailures = 0;
for (const file of readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f))) {
  const raw = readFileSync(path.join(buildDir, file));
  const gz = zlib.gzipSync(raw, {level: 9}).length;
  const ok = gz <= MAX_INDEX_GZIP_BYTES;
  if (!ok) sizeFailures += 1;
  console.log(`${ok ? ' ' : '✖'} ${file}: ${(raw.length / 1024).toFixed(0)} KB raw, ${(gz / 1024).toFixed(0)} KB gzipped (budget ${MAX_INDEX_GZIP_BYTES / 1024} KB)`);
}
const passed = (rate >= MIN_HIT_RATE ? 1 : 0) + (sizeFailures === 0 ? 1 : 0);
console.log(`\nsearch: ${passed} passed, ${2 - passed} failed`);
process.exit(passed === 2 ? 0 : 1);
