import type {LaunchOptions} from '@playwright/test';
import {fullChromium, headlessChromium} from '../../scripts/lib/chromium.mjs';

/**
 * Chromium for the browser tests, headless and kept off the network: the headless shell, which took
 * the browser stage from 716 s (full browser, one worker) to 433 s (two workers) on 2 cores.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: headlessChromium() ?? fullChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Site isolation gives the gate's cross-origin frame a renderer process of its own on every
      // page: a third of the browser stage's time on 2 cores. The tests exercise the browser's
      // origin checks (postMessage origins, frame-ancestors), which hold within one process.
      '--disable-features=IsolateOrigins,site-per-process',
      '--disable-site-isolation-trials',
    ],
  };
}
