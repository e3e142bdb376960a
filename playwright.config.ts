import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium';

// Browser tests run against the production build in `.test-build`, made by `npm test`
// (scripts/test.mjs) with the settings in tests/support/test-settings.ts.
const port = Number(process.env.TEST_SITE_PORT ?? 4173);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve.mjs --dir .test-build --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
