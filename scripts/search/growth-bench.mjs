#!/usr/bin/env node
// `npm run bench:growth [-- --scale N]`: builds a copy of the site whose docs are N times as many
// (each sidebar's pages copied N-1 times into folders of their own), cold, and measures what
// growth costs: pages, build time, peak build memory, every search file's gzipped size, and the
// bytes a reader downloads before the first result from the home page and from an API page, for
// every query of tests/fixtures/search-queries.json. Compares them with bench/budgets.json
// ("growth"), writes bench/growth-results.md and .json, and exits 1 when a budget is missed.
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {timed} from '../lib/timed.mjs';
import {SearchEngine} from '../../src/search/engine.ts';
import {sectionOfPath} from '../../src/search/format.ts';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8')).growth;
const scaleArg = process.argv.indexOf('--scale');
const scale = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : budgets.scale;
if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale must be a whole number of at least 1, not "${process.argv[scaleArg + 1]}"`);
const SECTIONS = ['product', 'api', 'guides'];
const SKIP = new Set(['node_modules', '.git', 'build', '.test-build', '.bench-build', '.docusaurus', 'test-results', 'playwright-report']);

/** The copy of the site, with node_modules linked, not copied. */
const work = mkdtempSync(path.join(os.tmpdir(), 'lakestone-growth-'));
cpSync(ROOT, work, {recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== ROOT});
symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');

function walk(dir, fn) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, fn);
    else fn(full);
  }
}
for (const section of SECTIONS) {
  const dir = path.join(work, 'docs', section);
  const originals = readdirSync(dir);
  for (let n = 2; n <= scale; n += 1) {
    const copy = path.join(dir, `copy-${n}`);
    for (const name of originals) cpSync(path.join(dir, name), path.join(copy, name), {recursive: true});
    writeFileSync(path.join(copy, '_category_.json'), JSON.stringify({label: `Copy ${n}`, position: 1000 + n}));
    // Generated index pages and explicit slugs would collide with the originals' routes.
    walk(copy, (file) => {
      if (file.endsWith('_category_.json')) {
        const category = JSON.parse(readFileSync(file, 'utf8'));
        if (category.link?.slug) category.link.slug = `${category.link.slug}-copy-${n}`;
        writeFileSync(file, JSON.stringify(category));
      } else if (/\.mdx?$/.test(file)) {
        const text = readFileSync(file, 'utf8');
        writeFileSync(file, text.replace(/^(slug:\s*)(\S+)/m, `$1$2-copy-${n}`));
      }
    });
  }
}

const settings = JSON.parse(readFileSync(path.join(ROOT, 'tests/support/test-settings.json'), 'utf8'));
console.log(`Building the site with its docs ×${scale} in ${work} (cold)...`);
const out = path.join(work, 'build');
// No persistent cache: the build is cold, and the site's own cache under node_modules is left alone.
const buildEnv = {...process.env, ...settings, LAKESTONE_TEST_PAGES: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
const build = await timed(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', out], buildEnv, work);

const gz = (file) => zlib.gzipSync(readFileSync(file), {level: 9}).length;
const primaryPath = path.join(out, 'search-data/index.json');
const primary = JSON.parse(readFileSync(primaryPath, 'utf8'));
const dataDir = path.join(out, primary.dir);
const files = readdirSync(dataDir).map((f) => ({file: f, gzip: gz(path.join(dataDir, f))}));
const postings = files.filter((f) => f.file.startsWith('t')).map((f) => f.gzip);
const texts = files.filter((f) => f.file.startsWith('p')).map((f) => f.gzip);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const {queries} = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/search-queries.json'), 'utf8'));
const sizes = new Map();
const sizeOf = (file) => (sizes.has(file) ? sizes.get(file) : sizes.set(file, gz(file)).get(file));
const firstResult = {};
for (const [start, route] of [['home page', '/'], ['API page', '/api/sql-command-reference/grant-role']]) {
  const bytes = [];
  for (const q of queries) {
    const fetched = new Set();
    const engine = new SearchEngine(async (file) => {
      fetched.add(path.join(out, file));
      return JSON.parse(readFileSync(path.join(out, file), 'utf8'));
    });
    await engine.boxHits(q.query, 8, {prefer: sectionOfPath(route)});
    bytes.push(sum([...fetched].map(sizeOf)));
  }
  firstResult[start] = {max: Math.max(...bytes), median: median(bytes)};
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
let missed = 0;
const row = (measure, value, budget, show) => {
  const ok = budget === undefined || value <= budget;
  if (!ok) missed += 1;
  rows.push(`| ${measure} | ${show(value)} | ${budget === undefined ? '' : show(budget)} | ${budget === undefined ? '' : ok ? 'ok' : 'MISSED'} |`);
};
row('pages indexed (docs and posts)', primary.pages.length, undefined, String);
row('cold build', build.ms, budgets.coldMs, (v) => `${(v / 1000).toFixed(1)} s`);
row('peak build memory', build.peak, budgets.peakMemoryBytes, (v) => `${(v / 1e9).toFixed(2)} GB`);
row('primary file, gzipped', gz(primaryPath), undefined, kb);
row(`postings files: ${postings.length}, largest / total gzipped`, Math.max(...postings), undefined, (v) => `${kb(v)} / ${kb(sum(postings))}`);
row(`page text files: ${texts.length}, largest / total gzipped`, Math.max(...texts), undefined, (v) => `${kb(v)} / ${kb(sum(texts))}`);
for (const [start, b] of Object.entries(firstResult)) {
  row(`bytes before the first result from the ${start}, largest of ${queries.length} queries`, b.max, budgets.firstResultGzipBytes, kb);
  row(`the same, median`, b.median, undefined, kb);
}
const table = [`Docs ×${scale}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node}`, '', '| measure | value | budget | |', '| --- | --- | --- | --- |', ...rows].join('\n');
console.log(`\n${table}\n`);
writeFileSync(path.join(ROOT, 'bench/growth-results.md'), `# Growth bench\n\n${table}\n`);
writeFileSync(path.join(ROOT, 'bench/growth-results.json'), `${JSON.stringify({scale, pages: primary.pages.length, build, primaryGzip: gz(primaryPath), postings, texts: {count: texts.length, max: Math.max(...texts), total: sum(texts)}, firstResult}, null, 2)}\n`);
if (existsSync(work)) rmSync(work, {recursive: true, force: true});
console.log(missed === 0 ? 'Every growth budget met.' : `${missed} growth budget(s) missed.`);
process.exit(missed === 0 ? 0 : 1);
