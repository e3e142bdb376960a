#!/usr/bin/env node
// `npm test`: type check, unit tests, the production build with its link checks, and the
// browser tests against that build. Stops at the first failing stage; ends with one summary.
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const settings = JSON.parse(readFileSync(new URL('../tests/support/test-settings.json', import.meta.url)));
const results = [];
const notes = [];

function run(command, args, {env = {}, capture = false, quiet = false} = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {env: {...process.env, ...env}, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
    let output = '';
    if (capture) {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk;
          if (!quiet) process.stdout.write(chunk);
        });
      }
    }
    child.on('close', (code) => resolve({code, output}));
  });
}

async function stage(name, fn) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const {passed, failed} = await fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({name, passed, failed, seconds});
  console.log(`◀ ${name}: ${passed} passed, ${failed} failed (${seconds}s)`);
  if (failed > 0) finish(1);
}

function finish(code) {
  console.log('\nSummary');
  for (const note of notes) console.log(`  ${note}`);
  console.log('');
  for (const r of results) console.log(`  ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds}s`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code || (failed > 0 ? 1 : 0));
}

const npx = (bin) => `node_modules/.bin/${bin}`;

await stage('type check', async () => {
  const {code} = await run(npx('tsc'), ['--pretty']);
  return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1};
});

/**
 * Runs each node:test file in its own process, without --test: in one run of three, Node 20's
 * --test runner lost the second half of a file's results (31 of dialect-sql's 110) and still
 * reported success. Each file's own TAP totals are read instead, and a file that exits early fails.
 */
async function nodeTests(dir, {parallel = Math.min(2, os.availableParallelism())} = {}) {
  const files = readdirSync(dir).filter((f) => f.endsWith('.test.ts')).map((f) => `${dir}/${f}`);
  const tapDir = mkdtempSync(path.join(os.tmpdir(), 'lakestone-node-tests-'));
  let passed = 0;
  let failed = 0;
  // Most of a file's time is starting Node and tsx, so files run `parallel` at a time; each file's
  // output is printed whole when it ends, so files never interleave.
  const runFile = async (file) => {
    const tapFile = path.join(tapDir, `${path.basename(file)}.tap`);
    const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`];
    const {code, output} = await run(process.execPath, ['--import', 'tsx', ...reporters, file], {capture: true, quiet: true});
    process.stdout.write(output);
    const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
    const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
    const fileFailed = count('fail') + count('cancelled');
    passed += count('pass');
    if (fileFailed > 0) failed += fileFailed;
    else if (code !== 0 || count('tests') === 0) {
      console.log(`✖ ${file}: exited with ${code} after ${count('tests')} tests`);
      failed += 1;
    }
  };
  const queue = [...files];
  await Promise.all(Array.from({length: parallel}, async () => {
    while (queue.length) await runFile(queue.shift());
  }));
  rmSync(tapDir, {recursive: true, force: true});
  return {passed, failed};
}

await stage('unit tests', () => nodeTests('tests/unit'));

await stage('content checks', async () => {
  const {code, output} = await run(process.execPath, ['scripts/check-content.mjs'], {capture: true});
  const samples = /code samples: (.*)/.exec(output)?.[1];
  const checked = /Checked (.*)\./.exec(output)?.[1];
  if (checked) notes.push(`content checks: ${checked}`);
  if (samples) notes.push(`code samples checked: ${samples}`);
  const problems = output.split('\n').filter((line) => /^\S+:\d+:\d+: \[/.test(line)).length;
  return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : Math.max(problems, 1)};
});

for (const [name, script] of [['spelling (cspell)', 'lint:spelling'], ['Markdown style (markdownlint)', 'lint:markdown']]) {
  await stage(name, async () => {
    const {code, output} = await run('npm', ['run', '--silent', script], {capture: true});
    const problems = output.split('\n').filter((line) => /:\d+(:\d+)?\s/.test(line)).length;
    return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : Math.max(problems, 1)};
  });
}

await stage('production build + link checks', async () => {
  rmSync('.test-build', {recursive: true, force: true});
  // The test settings set BROKEN_LINKS=throw: a broken link, anchor or markdown link, or a
  // duplicate route, fails this build (the site's default build keeps them as warnings).
  const {code} = await run(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', '.test-build'], {env: settings});
  return {passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1};
});

// The built site without a browser: the spec's routes against the sitemap and the pages' HTML, and
// the content checks' routes and heading ids against the build's.
await stage('built site (no browser)', () => nodeTests('tests/build'));

await stage('search relevance + bytes', async () => {
  const {code, output} = await run(process.execPath, ['--no-warnings', '--import', 'tsx', 'scripts/search/relevance.mjs', '.test-build'], {capture: true});
  const m = /search: (\d+) passed, (\d+) failed/.exec(output);
  const rate = /Search relevance: (.*?) queries/.exec(output)?.[1];
  const classes = [...output.matchAll(/^ {2}([a-z-]+): (\d+\/\d+ \([\d.]+%\))$/gm)].map((c) => `${c[1]} ${c[2]}`);
  const bytes = /largest of all: ([\d.]+ KB)/.exec(output)?.[1];
  if (rate) notes.push(`search relevance (top 3): ${rate}; ${classes.join(', ')}`);
  if (bytes) notes.push(`search: largest download before a first result ${bytes} gzipped`);
  return m ? {passed: Number(m[1]), failed: Number(m[2])} : {passed: 0, failed: code === 0 ? 0 : 1};
});

await stage('browser tests (Chromium)', async () => {
  const {code} = await run(npx('playwright'), ['test'], {env: {PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json'}});
  let stats = {expected: 0, unexpected: code === 0 ? 0 : 1, flaky: 0};
  try {
    stats = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats;
  } catch {
    // No report: the run failed before any test ran; the exit code speaks for it.
  }
  const sitemap = readFileSync('.test-build/sitemap.xml', 'utf8');
  notes.push(`pages crawled in Chromium: ${(sitemap.match(/<loc>/g) ?? []).length} (console errors, CSP violations, h1, alt text, sidebar)`);
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected || (code === 0 ? 0 : 1)};
});

await stage('nginx (deploy/nginx.conf)', async () => {
  // deploy/nginx.conf on Debian's nginx, serving the test build with the precompressed copies a
  // deploy writes (scripts/precompress.mjs): plain HTTP and Chromium (tests/nginx).
  const compressed = await run(process.execPath, ['scripts/precompress.mjs', '.test-build'], {capture: true});
  if (compressed.code !== 0) return {passed: 0, failed: 1};
  const line = /^precompressed .*/m.exec(compressed.output)?.[0];
  if (line) notes.push(line);
  rmSync('test-results/nginx.json', {force: true});
  const {code} = await run(npx('playwright'), ['test', '-c', 'playwright.nginx.config.ts']);
  let stats = {expected: 0, unexpected: code === 0 ? 0 : 1, flaky: 0};
  try {
    stats = JSON.parse(readFileSync('test-results/nginx.json', 'utf8')).stats;
  } catch {
    // No report: nginx or the run failed before any test ran; the exit code speaks for it.
  }
  return {passed: stats.expected + stats.flaky, failed: stats.unexpected || (code === 0 ? 0 : 1)};
});

finish(0);
