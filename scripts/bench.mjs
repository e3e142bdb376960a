#!/usr/bin/env node
// `npm run bench`: measures build time and memory, the bytes a first visit downloads, the search
// index and its first results, and the gate's latency; compares each figure with
// bench/budgets.json, writes bench/results.md and bench/results.json, and exits non-zero when a
// budget is missed. Run it on an idle machine: it times things.
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, writeFileSync, rmSync} from 'node:fs';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {startStaticServer} from './lib/static-server.mjs';
import {startAuthStandIn} from './auth-stand-in.mjs';

const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8'));
const OUT = '.bench-build';
const PORT = 4190;
const AUTH = {host: '127.0.0.2', port: 4191};
const env = {...process.env, AUTH_PAGE_URL: `http://${AUTH.host}:${AUTH.port}/docs-auth`};

/** Runs a command, sampling the resident memory of its whole process tree every 100 ms. */
function timed(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {env, stdio: ['ignore', 'ignore', 'inherit']});
    let peak = 0;
    const rssOfTree = (pid) => {
      let total = 0;
      try {
        total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
        for (const task of readdirSync(`/proc/${pid}/task`)) {
          for (const c of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean)) total += rssOfTree(c);
        }
      } catch {
        // the process ended between two reads
      }
      return total;
    };
    const sampler = setInterval(() => (peak = Math.max(peak, rssOfTree(child.pid))), 100);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({ms: performance.now() - started, peak});
    });
  });
}

const docusaurus = ['node_modules/@docusaurus/core/bin/docusaurus.mjs'];
console.log('Cold build (caches cleared)...');
rmSync('node_modules/.cache', {recursive: true, force: true});
rmSync(OUT, {recursive: true, force: true});
await timed(process.execPath, [...docusaurus, 'clear']);
const cold = await timed(process.execPath, [...docusaurus, 'build', '--out-dir', OUT]);
console.log('Warm build...');
const warm = await timed(process.execPath, [...docusaurus, 'build', '--out-dir', OUT]);

const server = await startStaticServer({root: OUT, port: PORT});
const stand = await startAuthStandIn({...AUTH, docsOrigins: [server.url]});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function signedInPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  return {context, page};
}

async function openGate(page) {
  await page.frameLocator('iframe').getByRole('button', {name: 'Continue'}).click();
  await page.locator('[data-lakestone-gate="open"]').waitFor();
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

const PAGES = {home: '/', doc: '/product/compute/clusters', 'SQL command': '/api/sql-command-reference/create-stream-capture', 'blog post': '/blog/long-blog-post'};
const pageBytes = {};
for (const [name, route] of Object.entries(PAGES)) pageBytes[name] = await firstVisitBytes(route);

// Search: hover, type, and time the first results from the moment the index response ends.
const {context: sc, page: sp} = await signedInPage();
await sp.goto(`${server.url}/product/compute/clusters`);
await openGate(sp);
let indexDone = 0;
sp.on('requestfinished', (r) => {
  if (/search-index/.test(r.url())) indexDone = performance.now();
});
const hoverAt = performance.now();
await sp.locator('input.navbar__search-input').hover();
await sp.locator('input.navbar__search-input:not([disabled])').waitFor();
await sp.locator('input.navbar__search-input').fill('replication slot');
await sp.locator('.navbar__search [role="option"]').first().waitFor();
const resultsAt = performance.now();
await sc.close();
const indexFiles = readdirSync(OUT).filter((f) => /^search-index.*\.json$/.test(f)).map((f) => {
  const raw = readFileSync(`${OUT}/${f}`);
  return {file: f, raw: raw.length, gzip: zlib.gzipSync(raw, {level: 9}).length};
});

// Gate: from the authentication page's message to visible content.
const {context: gc, page: gp} = await signedInPage();
await gp.goto(`${server.url}/glossary`);
const frame = gp.frameLocator('iframe');
await frame.getByRole('button', {name: 'Continue'}).waitFor();
const gateTiming = gp.evaluate(
  () =>
    new Promise((resolve) => {
      let sent = 0;
      window.addEventListener('message', () => (sent = performance.now()), {capture: true, once: true});
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-lakestone-gate="open"]')) {
          requestAnimationFrame(() => resolve(performance.now() - sent));
          observer.disconnect();
        }
      });
      observer.observe(document.body, {attributes: true, subtree: true, attributeFilter: ['data-lakestone-gate']});
    }),
  null,
);
await frame.getByRole('button', {name: 'Continue'}).click();
const gateMs = await gateTiming;
await gc.close();
await browser.close();
await server.close();
await stand.close();

const rows = [];
const check = (name, value, budget, unit) => rows.push({name, value, budget, unit, ok: value <= budget});
check('cold build', cold.ms, budgets.build.coldMs, 'ms');
check('warm build', warm.ms, budgets.build.warmMs, 'ms');
check('peak memory (build)', Math.max(cold.peak, warm.peak), budgets.build.peakMemoryBytes, 'bytes');
for (const [name, b] of Object.entries(pageBytes)) {
  check(`${name}: JS gzipped`, b.js, budgets.pages.docJsGzipBytes, 'bytes');
  check(`${name}: CSS gzipped`, b.css, budgets.pages.cssGzipBytes, 'bytes');
  rows.push({name: `${name}: HTML gzipped`, value: b.html, budget: null, unit: 'bytes', ok: true});
}
for (const f of indexFiles) {
  check(`search index ${f.file} gzipped`, f.gzip, budgets.search.indexGzipBytes, 'bytes');
  rows.push({name: `search index ${f.file} raw`, value: f.raw, budget: null, unit: 'bytes', ok: true});
}
rows.push({name: 'search: first hover to first results', value: resultsAt - hoverAt, budget: null, unit: 'ms', ok: true});
check('search: index arrived to first results', indexDone ? resultsAt - indexDone : Infinity, budgets.search.resultsAfterIndexMs, 'ms');
if (gateMs !== null) check('gate: message to readable content', gateMs, budgets.gate.messageToContentMs, 'ms');
rows.push({name: 'Lighthouse (mobile)', value: NaN, budget: null, unit: 'not measured yet', ok: true});

const fmt = (v, unit) => (Number.isNaN(v) ? '' : unit === 'bytes' ? `${(v / 1024).toFixed(1)} KB` : unit === 'ms' ? `${v.toFixed(0)} ms` : String(v));
const table = ['| measure | value | budget | |', '| --- | --- | --- | --- |', ...rows.map((r) => `| ${r.name} | ${fmt(r.value, r.unit)} | ${r.budget === null ? '' : fmt(r.budget, r.unit)} | ${r.budget === null ? '' : r.ok ? 'ok' : 'MISSED'} |`)].join('\n');
writeFileSync('bench/results.md', `# Benchmark\n\nMeasured ${new Date().toISOString()} on ${(await import('node:os')).cpus().length} cores.\n\n${table}\n`);
writeFileSync('bench/results.json', JSON.stringify(rows, null, 2) + '\n');
console.log(`\n${table}`);
const missed = rows.filter((r) => !r.ok);
console.log(missed.length ? `\n${missed.length} budget(s) missed.` : '\nAll budgets met.');
process.exit(missed.length ? 1 : 0);
