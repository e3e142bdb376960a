import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

// Debian's headless shell (package chromium-headless-shell): the same Blink as /usr/bin/chromium
// without the full browser around it. On 2 cores the browser stage took 433 s with it and two
// workers, against 716 s with the full browser and one worker (the full browser left no idle core
// for a second worker). Lighthouse and the diagram drawings keep the full browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/** The binary the tests drive: CHROME_PATH, else Debian's headless shell, else Debian's Chromium. */
export function chromiumExecutable(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';
}

/** Chromium for the browser tests, headless and kept off the network. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumExecutable(),
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
