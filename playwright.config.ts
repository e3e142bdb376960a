import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium';
import settings from './tests/support/test-settings.json';

// Browser tests run against the production build in `.test-build`, made by `npm test`
// (scripts/test.mjs) with the settings in tests/support/test-settings.json.
const port = Number(process.env.TEST_SITE_PORT ?? 4173);
// The stand-in authentication page runs on a second loopback address: a different origin.
const auth = new URL(settings.AUTH_PAGE_URL);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  // Two workers on 2 cores: the headless shell leaves one core idle a third of the time with one
  // worker (tests/support/chromium.ts); 143 tests took 433 s with two.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: process.env.TRACE ? 'retain-on-failure' : 'off',
  },
  webServer: [
    {
      command: `node scripts/serve.mjs --dir .test-build --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      command: `node scripts/auth-stand-in.mjs --host ${auth.hostname} --port ${auth.port} --docs-origin http://127.0.0.1:${port} --docs-origin http://127.0.0.1:${port + 2}`,
      url: settings.AUTH_PAGE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
  ],
});
