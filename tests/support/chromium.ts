import type {LaunchOptions} from '@playwright/test';

/** Debian's Chromium (or CHROME_PATH), headless, kept off the network. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
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
