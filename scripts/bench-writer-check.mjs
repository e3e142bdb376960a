#!/usr/bin/env node
// The writer's check, timed: `npm run bench -- --only writer-check` (or this script alone; part of
// the full `npm run bench`). It times `npm run check:content -- <page>` as a writer runs it, a
// whole process from start to exit: cold (no cache in .cache/content-check: the first run after
// an install or a change to the reader) and warm (median of 5 runs), and the whole site once. The
// budget (bench/budgets.json, writerCheck.onePageMs) is on the warm figure.
import {readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {timed} from './lib/timed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PAGE = 'docs/product/compute/clusters.mdx';
const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const checkContent = (files) => timed(process.execPath, [path.join(ROOT, 'scripts/check-content.mjs'), '--quiet', ...files], process.env, ROOT);

/** {coldMs, warmMs, warmRuns, siteMs} for the writer's check of PAGE. */
export async function measureWriterCheck({site = true} = {}) {
  rmSync(path.join(ROOT, '.cache/content-check'), {recursive: true, force: true});
  const cold = await checkContent([PAGE]);
  const warmRuns = [];
  for (let i = 0; i < RUNS; i += 1) warmRuns.push((await checkContent([PAGE])).ms);
  const siteMs = site ? (await checkContent([])).ms : undefined;
  return {coldMs: cold.ms, warmMs: median(warmRuns), warmRuns, siteMs};
}

/** The rows the bench reports, in its format. */
export function writerCheckRows(result, budgets) {
  return [
    {name: `writer check: one page, warm (${PAGE}, median of ${RUNS})`, value: result.warmMs, budget: budgets.writerCheck.onePageMs, unit: 'ms', ok: result.warmMs <= budgets.writerCheck.onePageMs},
    {name: 'writer check: one page, warm, each run', value: result.warmRuns.map((ms) => `${ms.toFixed(0)} ms`).join(' / '), budget: null, unit: 'text', ok: true},
    {name: 'writer check: one page, cold (no cache)', value: result.coldMs, budget: null, unit: 'ms', ok: true},
    ...(result.siteMs === undefined ? [] : [{name: 'content check: whole site', value: result.siteMs, budget: null, unit: 'ms', ok: true}]),
  ];
}

export async function main() {
  const budgets = JSON.parse(readFileSync(path.join(ROOT, 'bench/budgets.json'), 'utf8'));
  const rows = writerCheckRows(await measureWriterCheck(), budgets);
  for (const r of rows) console.log(`${r.name}: ${r.unit === 'ms' ? `${r.value.toFixed(0)} ms` : r.value}${r.budget === null ? '' : ` (budget ${r.budget} ms: ${r.ok ? 'ok' : 'MISSED'})`}`);
  return rows.every((r) => r.ok) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main());
