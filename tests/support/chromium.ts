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
    ],
  };
}
