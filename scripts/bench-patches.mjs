#!/usr/bin/env node
// `npm run bench:patches`: what each edit of src/plugins/docusaurus-patches is worth. Builds the
// site with all patches and once without each (LAKESTONE_SKIP_PATCHES), then runs Lighthouse's
// mobile preset on the home and SQL command pages, alternating the builds run by run so that a
// busy moment of the host weighs on all of them alike. Writes bench/patches-results.md.
import {rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {startStaticServer} from './lib/static-server.mjs';
import {startAuthStandIn} from './auth-stand-in.mjs';
import {timed} from './lib/timed.mjs';
import {median, score, startLighthouse} from './lib/lighthouse.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const AUTH = {host: '127.0.0.1', name: 'localhost', port: 4291};
const PAGES = {home: '/', 'SQL command': '/api/sql-command-reference/create-stream-capture'};
const VARIANTS = [
  {name: 'all patches', skip: ''},
  {name: 'without collator-free-sort', skip: 'collator-free-sort'},
  {name: 'without lazy-route-components', skip: 'lazy-route-components'},
];

const servers = [];
for (const [i, variant] of VARIANTS.entries()) {
  const out = `.bench-build-patches-${i}`;
  rmSync(out, {recursive: true, force: true});
  console.log(`Building ${variant.name}...`);
  const env = {...process.env, AUTH_PAGE_URL: `http://${AUTH.name}:${AUTH.port}/docs-auth`, LAKESTONE_SKIP_PATCHES: variant.skip};
  await timed(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', out], env);
  servers.push({variant, out, server: await startStaticServer({root: out, port: 4292 + i})});
}
const stand = await startAuthStandIn({host: AUTH.host, port: AUTH.port, docsOrigins: servers.map((s) => s.server.url), signedInAs: 'bench@example.com'});

const lh = await startLighthouse();
const {benchmarkIndex, cpuSlowdown} = await lh.calibrate(servers[0].server.url + PAGES.home, 5);
console.log(`host benchmark index ${benchmarkIndex}: CPU slowdown ${cpuSlowdown}x`);
const results = new Map();
for (let round = 0; round < RUNS; round++) {
  for (const [page, route] of Object.entries(PAGES)) {
    for (const {variant, server} of servers) {
      const lhr = await lh.throttled(server.url + route, cpuSlowdown);
      const key = `${page}|${variant.name}`;
      const list = results.get(key) ?? [];
      list.push({
        performance: score(lhr.categories.performance),
        tbt: lhr.audits['total-blocking-time'].numericValue,
        scripting: lhr.audits['bootup-time'].numericValue,
        mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
      });
      results.set(key, list);
    }
  }
  console.log(`round ${round + 1} of ${RUNS} done`);
}
await lh.kill();
await stand.close();
for (const {server, out} of servers) {
  await server.close();
  rmSync(out, {recursive: true, force: true});
}

const rows = ['| page | build | performance (median) | TBT ms (median) | script evaluation ms (median) | main-thread work ms (median) | performance, each run |', '| --- | --- | --- | --- | --- | --- | --- |'];
for (const page of Object.keys(PAGES)) {
  for (const {name} of VARIANTS) {
    const runs = results.get(`${page}|${name}`);
    const m = (k) => median(runs.map((r) => r[k]));
    rows.push(`| ${page} | ${name} | ${m('performance')} | ${m('tbt').toFixed(0)} | ${m('scripting').toFixed(0)} | ${m('mainThread').toFixed(0)} | ${runs.map((r) => r.performance).join(' / ')} |`);
  }
}
const report = `# What each Docusaurus patch is worth\n\nMeasured ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0].model.trim()}) with \`npm run bench:patches\`: Lighthouse mobile preset, CPU slowdown ${cpuSlowdown}x (host benchmark index ${benchmarkIndex}), ${RUNS} runs per page and build, the builds alternated run by run.\n\n${rows.join('\n')}\n`;
writeFileSync('bench/patches-results.md', report);
console.log(`\n${report}`);
