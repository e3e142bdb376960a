import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/chromium';
import settings from './tests/support/test-settings.json';

// The production server configuration (deploy/nginx.conf) on a real nginx, serving the test build
// (`npm test`'s "nginx" stage, after scripts/precompress.mjs has written its .gz and .br files).
const port = Number(process.env.NGINX_TEST_PORT ?? 4180);
const auth = new URL(settings.AUTH_PAGE_URL);

export default defineConfig({
  testDir: './tests/nginx',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', {outputFile: 'test-results/nginx.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node scripts/nginx-test-server.mjs --root .test-build --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      // Always this run's nginx: an earlier server on the port would test something else.
      reuseExistingServer: false,
      timeout: 20_000,
      // TERM lets the script stop nginx and remove its temporary folder.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
    {
      command: `node scripts/auth-stand-in.mjs --host ${auth.hostname} --port ${auth.port} --docs-origin http://127.0.0.1:${port}`,
      url: settings.AUTH_PAGE_URL,
      reuseExistingServer: false,
      timeout: 20_000,
    },
  ],
});
