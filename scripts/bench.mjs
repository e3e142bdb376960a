#!/usr/bin/env node
// `npm run bench`: measures build time and memory, the bytes a first visit downloads, the search
// index and its first results, Lighthouse (mobile) and the gate's latency; compares each figure
// with bench/budgets.json, writes bench/results.md and bench/results.json, and exits non-zero when
// a budget is missed. Run it on an idle machine: it times things.
import {readFileSync, writeFileSync, rmSync} from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import {chromium} from 'playwright-core';
import {startStaticServer} from './lib/static-server.mjs';
import {startAuthStandIn} from './auth-stand-in.mjs';
import {timed} from './lib/timed.mjs';
import {markdownOutputSizes} from './lib/markdown-output.mjs';
import {CHROME, CHROME_FLAGS, computeMedianRun, median, score, startLighthouse} from './lib/lighthouse.mjs';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));

/**
 * How long this host takes to write 256 MiB of memory the process never touched, against writing
 * it again (README, "Performance"). A fresh renderer maps new memory for every page Lighthouse
 * loads, and Lighthouse multiplies that time by the slowdown, while its benchmark index, a
 * JavaScript loop, does not see it. Median of 3.
 */
function newMemoryCost() {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const buffer = Buffer.allocUnsafeSlow(256 * 1024 * 1024);
    buffer.fill(1);
    const first = performance.now();
    buffer.fill(2);
    runs.push({firstMs: first - start, againMs: performance.now() - first});
  }
  return {firstMs: median(runs.map((r) => r.firstMs)), againMs: median(runs.map((r) => r.againMs))};
}

// `npm run bench -- --only writer-check`: only the writer's one-page check (about 20 seconds).
if (process.argv.includes('--only')) {
  const only = process.argv[process.argv.indexOf('--only') + 1];
  if (only !== 'writer-check') throw new Error(`--only ${only}: the measures that run alone are: writer-check`);
  const {main} = await import('./bench-writer-check.mjs');
  process.exit(await main());
}
const OUT = '.bench-build';
const PORT = 4190;
// The stand-in is served as http://localhost, another origin than the docs (127.0.0.1): browsers and
// Lighthouse count localhost as a secure context, as the real https authentication page is.
const AUTH = {host: '127.0.0.1', name: 'localhost', port: 4191};
const env = {...process.env, AUTH_PAGE_URL: `http://${AUTH.name}:${AUTH.port}/docs-auth`};
const VISITS = 5;
const LIGHTHOUSE_RUNS = 5;

const docusaurus = ['node_modules/@docusaurus/core/bin/docusaurus.mjs'];
console.log('Cold build (caches cleared)...');
rmSync('node_modules/.cache', {recursive: true, force: true});
rmSync(OUT, {recursive: true, force: true});
await timed(process.execPath, [...docusaurus, 'clear'], env);
const cold = await timed(process.execPath, [...docusaurus, 'build', '--out-dir', OUT], env);
console.log('Warm build...');
const warm = await timed(process.execPath, [...docusaurus, 'build', '--out-dir', OUT], env);
const markdownOutput = markdownOutputSizes(OUT);

console.log('Writer check (one page, cold and warm)...');
const {measureWriterCheck, writerCheckRows} = await import('./bench-writer-check.mjs');
const writerCheck = await measureWriterCheck();

const server = await startStaticServer({root: OUT, port: PORT});
// Every page opens as for a reader whose cloud session is open: the stand-in answers at once.
const stand = await startAuthStandIn({host: AUTH.host, port: AUTH.port, docsOrigins: [server.url], signedInAs: 'bench@example.com'});
const browser = await chromium.launch({executablePath: CHROME, args: CHROME_FLAGS});

async function signedInPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  return {context, page};
}

/** Bytes of HTML, JS and CSS a first visit downloads, gzip as served. */
async function firstVisitBytes(route) {
  const {context, page} = await signedInPage();
  const bytes = {html: 0, js: 0, css: 0};
  const pending = [];
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(server.url)) return;
    pending.push(
      request.sizes().then((s) => {
        const type = request.resourceType();
        const key = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
        if (key) bytes[key] += s.responseBodySize + s.responseHeadersSize;
      }),
    );
  });
  await page.goto(server.url + route, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  await context.close();
  return bytes;
}

// The fifth page has two diagrams, drawn at build time (a sequence and a state diagram).
const PAGES = {home: '/', doc: '/product/compute/clusters', 'SQL command': '/api/sql-command-reference/create-stream-capture', 'blog post': '/blog/long-blog-post', 'page with diagrams': '/product/ingest-data/flows/sync-process'};
const pageBytes = {};
for (const [name, route] of Object.entries(PAGES)) pageBytes[name] = await firstVisitBytes(route);

// Search, on a page that has finished loading: hover, type, and time the first results, from the
// hover and from the moment the primary file arrives; count the search files' bytes (gzip as
// served) before the first result. The median of fresh visits, from the home page and an API page.
const SEARCH_FROM = {home: '/', 'API page': '/api/sql-command-reference/grant-role'};
async function searchTiming(route) {
  const {context, page} = await signedInPage();
  await page.goto(`${server.url}${route}`, {waitUntil: 'load'});
  await page.locator('[data-lakestone-gate="open"]').waitFor();
  await page.waitForTimeout(1000);
  let primaryDone = 0;
  const sizes = [];
  page.on('requestfinished', (r) => {
    if (!/\/search-data\//.test(r.url())) return;
    if (/\/search-data\/index\.json/.test(r.url())) primaryDone = performance.now();
    sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  const hoverAt = performance.now();
  await page.locator('input.navbar__search-input').hover();
  await page.locator('input.navbar__search-input:not([disabled])').waitFor();
  await page.locator('input.navbar__search-input').fill('replication slot');
  await page.locator('.navbar__search [role="option"]').first().waitFor();
  const resultsAt = performance.now();
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return {fromHover: resultsAt - hoverAt, fromIndex: primaryDone ? resultsAt - primaryDone : Infinity, bytes};
}
const searchRuns = {};
for (const [name, route] of Object.entries(SEARCH_FROM)) {
  searchRuns[name] = [];
  for (let i = 0; i < VISITS; i++) searchRuns[name].push(await searchTiming(route));
}
const primaryFile = readFileSync(`${OUT}/search-data/index.json`);
const indexFiles = [{file: 'search-data/index.json (primary)', raw: primaryFile.length, gzip: zlib.gzipSync(primaryFile, {level: 9}).length}];

// Gate: from the authentication page's message to the first frame that shows the heading. The
// probe is installed before any page script, so its listener hears the message first.
async function gateTiming() {
  const {context, page} = await signedInPage();
  await page.addInitScript(() => {
    window.addEventListener(
      'message',
      () => {
        const sent = performance.now();
        const frame = () => {
          const h1 = document.querySelector('h1');
          if (h1 && getComputedStyle(h1).visibility === 'visible') window.__gateMs = performance.now() - sent;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      {capture: true, once: true},
    );
  });
  await page.goto(`${server.url}/glossary`);
  const ms = await page.waitForFunction(() => window.__gateMs, null, {timeout: 10000}).then((h) => h.jsonValue());
  await context.close();
  return ms;
}
const gateRuns = [];
for (let i = 0; i < VISITS; i++) gateRuns.push(await gateTiming());
await browser.close();

// Lighthouse, mobile preset (simulated slow 4G, 4x CPU), each page LIGHTHOUSE_RUNS times; the
// median run (Lighthouse's own pick) is reported, at the CPU slowdown cpuSlowdownFor() gives this host.
console.log('Lighthouse...');
const memory = newMemoryCost();
console.log(`  host: first write to 256 MiB of new memory ${memory.firstMs.toFixed(0)} ms, the same bytes again ${memory.againMs.toFixed(0)} ms`);
const lh = await startLighthouse();
const {benchmarkIndex, indexes: calibration, cpuSlowdown} = await lh.calibrate(server.url + PAGES.home, LIGHTHOUSE_RUNS);
console.log(`  host benchmark index ${benchmarkIndex} (runs: ${calibration.join(', ')}): CPU slowdown ${cpuSlowdown}x`);
const lighthouseResults = {};
for (const [name, route] of Object.entries(PAGES)) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lh.throttled(server.url + route, cpuSlowdown));
  const lhr = computeMedianRun(runs);
  lighthouseResults[name] = {
    performanceRuns: runs.map((r) => score(r.categories.performance)),
    scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, score(c)])),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
  };
}
await lh.kill();
await server.close();
await stand.close();

const rows = [];
const check = (name, value, budget, unit) => rows.push({name, value, budget, unit, ok: value <= budget});
const atLeast = (name, value, budget, unit) => rows.push({name, value, budget, unit, ok: value >= budget, atLeast: true});
const info = (name, value, unit) => rows.push({name, value, budget: null, unit, ok: true});
check('cold build', cold.ms, budgets.build.coldMs, 'ms');
check('warm build', warm.ms, budgets.build.warmMs, 'ms');
check('peak memory (build)', Math.max(cold.peak, warm.peak), budgets.build.peakMemoryBytes, 'bytes');
for (const [name, b] of Object.entries(pageBytes)) {
  check(`${name}: JS gzipped`, b.js, budgets.pages.docJsGzipBytes, 'bytes');
  check(`${name}: CSS gzipped`, b.css, budgets.pages.cssGzipBytes, 'bytes');
  info(`${name}: HTML gzipped`, b.html, 'bytes');
}
for (const f of indexFiles) info(`search ${f.file} gzipped`, f.gzip, 'bytes');
info(`Markdown pages: ${markdownOutput.md.files} .md files`, markdownOutput.md.bytes, 'bytes');
info('Markdown pages: gzipped', markdownOutput.md.gzip, 'bytes');
info('llms.txt and llms-full.txt', markdownOutput.llms.bytes, 'bytes');
info(`full text: ${markdownOutput.full.files} files of llms-full/`, markdownOutput.full.bytes, 'bytes');
for (const [name, runs] of Object.entries(searchRuns)) {
  check(`search from the ${name}: bytes before the first result (median of ${VISITS})`, median(runs.map((r) => r.bytes)), budgets.search.firstResultGzipBytes, 'bytes');
  info(`search from the ${name}: first hover to first results (median of ${VISITS})`, median(runs.map((r) => r.fromHover)), 'ms');
  check(`search from the ${name}: primary file arrived to first results (median of ${VISITS})`, median(runs.map((r) => r.fromIndex)), budgets.search.resultsAfterIndexMs, 'ms');
}
check(`gate: message to readable content (median of ${VISITS})`, median(gateRuns), budgets.gate.messageToContentMs, 'ms');
rows.push(...writerCheckRows(writerCheck, budgets));
info('host: first write to 256 MiB of new memory (median of 3)', memory.firstMs, 'ms');
info('host: the same 256 MiB written again', memory.againMs, 'ms');
info('Lighthouse: host benchmark index (median)', benchmarkIndex, 'index');
info('Lighthouse: CPU slowdown applied', cpuSlowdown, 'x');
const lb = budgets.lighthouse;
for (const [name, r] of Object.entries(lighthouseResults)) {
  atLeast(`${name}: Lighthouse performance`, r.scores.performance, lb.performanceMin, 'score');
  atLeast(`${name}: Lighthouse accessibility`, r.scores.accessibility, lb.accessibilityMin, 'score');
  atLeast(`${name}: Lighthouse best practices`, r.scores['best-practices'], lb.bestPracticesMin, 'score');
  atLeast(`${name}: Lighthouse SEO`, r.scores.seo, lb.seoMin, 'score');
  info(`${name}: Lighthouse performance, each run`, r.performanceRuns.join(' / '), 'text');
  info(`${name}: FCP`, r.fcp, 'ms');
  info(`${name}: LCP`, r.lcp, 'ms');
  info(`${name}: TBT`, r.tbt, 'ms');
  check(`${name}: CLS`, r.cls, lb.clsMax, 'cls');
}

const fmt = (v, unit) => (unit === 'bytes' ? `${(v / 1024).toFixed(1)} KB` : unit === 'ms' ? `${v.toFixed(0)} ms` : unit === 'cls' ? v.toFixed(3) : unit === 'x' ? `${v}x` : unit === 'index' ? v.toFixed(0) : String(v));
const table = ['| measure | value | budget | |', '| --- | --- | --- | --- |', ...rows.map((r) => `| ${r.name} | ${fmt(r.value, r.unit)} | ${r.budget === null ? '' : `${r.atLeast ? '≥' : '≤'} ${fmt(r.budget, r.unit)}`} | ${r.budget === null ? '' : r.ok ? 'ok' : 'MISSED'} |`)].join('\n');
writeFileSync('bench/results.md', `# Benchmark\n\nMeasured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0].model.trim()}) with \`npm run bench\`.\n\n${table}\n`);
writeFileSync('bench/results.json', JSON.stringify(rows, null, 2) + '\n');
console.log(`\n${table}`);
const missed = rows.filter((r) => !r.ok);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : '\nAll budgets met.');
process.exit(missed.length ? 1 : 0);
