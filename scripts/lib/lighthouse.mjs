// Lighthouse as the benchmarks run it: Debian's Chromium, the mobile preset, and a CPU slowdown
// scaled to this host's benchmark index (README, "Performance").
import lighthouse from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import {fullChromium} from './chromium.mjs';

export const CHROME = fullChromium();
export const CHROME_FLAGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// The preset's 4x suits a host with a benchmark index near 1750; scale it so a faster host emulates the same phone.
export const cpuSlowdownFor = (benchmarkIndex) => Math.max(4, Math.round(((4 * benchmarkIndex) / 1750) * 10) / 10);
export const score = (category) => Math.round(category.score * 100);
export {computeMedianRun};

/** Starts Chromium for Lighthouse; `run(url, flags)` returns a run's report, `calibrate(url, n)` the slowdown for this host. */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({chromePath: CHROME, chromeFlags: ['--headless=new', ...CHROME_FLAGS]});
  const run = async (url, flags = {}) => {
    const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', ...flags});
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  };
  const calibrate = async (url, runs) => {
    const indexes = [];
    for (let i = 0; i < runs; i++) indexes.push((await run(url, {onlyAudits: ['first-contentful-paint']})).environment.benchmarkIndex);
    const benchmarkIndex = median(indexes);
    return {benchmarkIndex, indexes, cpuSlowdown: cpuSlowdownFor(benchmarkIndex)};
  };
  /** A run at the given slowdown, checking that Lighthouse applied it. */
  const throttled = async (url, cpuSlowdown) => {
    const lhr = await run(url, {throttling: {cpuSlowdownMultiplier: cpuSlowdown}});
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== cpuSlowdown) throw new Error(`Lighthouse ran with a ${applied}x CPU slowdown, not the ${cpuSlowdown}x asked for`);
    return lhr;
  };
  return {run, calibrate, throttled, kill: () => chrome.kill()};
}
