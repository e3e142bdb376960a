import {axeViolations, inLightAndDarkMode} from '../support/axe';
import type {Page} from '@playwright/test';
import {cspViolations, recordCspViolations} from '../support/csp';
import {test, expect} from '../support/fixtures';
import {openGate} from '../support/gate';
import {makeStorageThrow} from '../support/storage';

// Synced tabs (src/theme/Tabs, src/plugins/synced-tabs): a choice holds across the pages of a
// group and across reloads, a query string picks a tab, and a returning reader's choice is what
// the server's HTML shows before React starts (so hydration does not switch panels under them).
const CLUSTER = '/product/compute/create-cluster';
const FLOW = '/product/ingest-data/flows/create-flow';
const QUICKSTART = '/product/quickstart';
const SUBMIT = '/api/getting-started/sql-command-api';

// What each tab of Create a cluster shows, read from the page's source.
const CONSOLE_STEP = 'Under Cluster type, choose the type';
const SQL_STATEMENT = "CREATE CLUSTER ingest_main TYPE = 'INGESTION'";
const API_REQUEST = 'POST /v1/projects/prj_4k7m2q/statements HTTP/1.1';

const tab = (page: Page, name: string) => page.getByRole('tab', {name, exact: true}).first();
const panelText = (page: Page, text: string) => page.locator('[role="tabpanel"]').filter({hasText: text}).first();

test('choosing a tab selects it on another page of the group, and after a reload', async ({page}) => {
  await recordCspViolations(page);
  await page.goto(CLUSTER);
  await expect(tab(page, 'Console')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, CONSOLE_STEP)).toBeVisible();
  await tab(page, 'SQL').click();
  await expect(tab(page, 'SQL')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, SQL_STATEMENT)).toBeVisible();
  await expect(panelText(page, CONSOLE_STEP)).toBeHidden();
  await expect(page).toHaveURL(/[?&]interface=sql\b/);

  // Another page of the group, opened without a query string: the stored choice.
  await page.goto(FLOW);
  await expect(tab(page, 'SQL')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, 'CREATE STREAM CAPTURE orders_capture')).toBeVisible();
  await tab(page, 'API').click();
  await page.goto(CLUSTER);
  await expect(tab(page, 'API')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, API_REQUEST)).toBeVisible();
  await page.reload();
  await expect(tab(page, 'API')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, API_REQUEST)).toBeVisible();
  await expect(panelText(page, CONSOLE_STEP)).toBeHidden();
  // Groups are independent: the interface choice leaves the cloud tabs alone.
  await page.goto(QUICKSTART);
  await expect(tab(page, 'AWS')).toHaveAttribute('aria-selected', 'true');
  expect(await cspViolations(page)).toEqual([]);
});

test('a query string selects a tab in each group', async ({page}) => {
  await recordCspViolations(page);
  await page.goto(`${CLUSTER}?interface=sql`);
  await expect(tab(page, 'SQL')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, SQL_STATEMENT)).toBeVisible();
  await page.goto(`${QUICKSTART}?cloud=gcp`);
  for (const selected of await page.getByRole('tab', {name: 'Google Cloud', exact: true}).all()) await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, "'gcs.bucket' = 'lakestone-samples-us-central1'")).toBeVisible();
  await page.goto(`${SUBMIT}?language=java`);
  await expect(tab(page, 'Java')).toHaveAttribute('aria-selected', 'true');
  await expect(panelText(page, 'HttpClient.newHttpClient()')).toBeVisible();
  // A value the group does not have is ignored.
  await page.goto(`${FLOW}?interface=terraform`);
  await expect(tab(page, 'Console')).toHaveAttribute('aria-selected', 'true');
  expect(await cspViolations(page)).toEqual([]);
});

test.describe('before React starts', () => {
  // The gate is opened here by hand: without the bundles, only its inline listener runs. The
  // blocked bundles are reported by the browser as failed loads.
  test.use({gate: 'locked', allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/]});

  test('a returning reader\'s choice is what the page shows before React starts, and React keeps it', async ({page}) => {
    await page.goto(CLUSTER);
    await openGate(page);
    await tab(page, 'SQL').click();
    await expect(tab(page, 'SQL')).toHaveAttribute('aria-selected', 'true');

    // Only the inline scripts run: what the server's HTML shows before React starts. The gate
    // stays closed without the bundles, so the panels' own display is read.
    const site = new URL(page.url()).origin;
    const bundles = (url: URL) => url.origin === site && url.pathname.startsWith('/assets/js/');
    await page.route(bundles, (route) => route.abort());
    await page.goto(FLOW);
    await expect(page.locator('html')).toHaveAttribute('data-synced-tab-interface', 'sql');
    const display = () => page.locator('[data-tab-group="interface"] [data-tab-value]').evaluateAll((items) => items.map((item) => `${item.getAttribute('data-tab-value')}: ${getComputedStyle(item.querySelector('[role="tabpanel"]')!).display}`));
    expect(await display()).toEqual(['console: none', 'sql: block', 'api: none']);
    await page.unroute(bundles);

    await page.goto(FLOW);
    await openGate(page);
    await expect(tab(page, 'SQL')).toHaveAttribute('aria-selected', 'true');
    // React now owns the panels: the early mark is gone and a click still switches tabs.
    await expect(page.locator('html')).not.toHaveAttribute('data-synced-tab-interface', /.*/);
    await tab(page, 'Console').click();
    await expect(panelText(page, 'Open Flows > Create flow')).toBeVisible();
    await expect(panelText(page, 'CREATE STREAM CAPTURE orders_capture')).toBeHidden();
  });
});

test('hidden panels keep their text in the served HTML', async ({request}) => {
  const html = await (await request.get(CLUSTER)).text();
  // The build minifies the HTML: attribute values may be unquoted.
  const panels = [...html.matchAll(/<div role="?tabpanel"?[^>]*>/g)].map((m) => m[0]);
  expect(panels.length).toBe(3);
  expect(panels.filter((p) => /\shidden(=""|\s|>)/.test(p)).length).toBe(2);
  const text = html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&gt;/g, '>');
  for (const shown of ['Under Cluster type, choose the type', SQL_STATEMENT, API_REQUEST]) expect(text).toContain(shown);
});

test('a tabbed page passes axe in light and dark mode, with a hidden tab chosen', async ({page}) => {
  test.slow();
  await page.goto(`${FLOW}?interface=api`);
  await expect(tab(page, 'API')).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('load');
  await inLightAndDarkMode(page, async (mode) => {
    expect(await axeViolations(page, {impact: 'serious'}), `${mode} mode`).toEqual([]);
  });
});

test.describe('when browser storage throws', () => {
  test.beforeEach(async ({page}) => {
    await makeStorageThrow(page);
  });

  test('tabs still switch and sync on the page, with only a warning', async ({page, consoleLog}) => {
    await page.goto(CLUSTER);
    await tab(page, 'API').click();
    await expect(tab(page, 'API')).toHaveAttribute('aria-selected', 'true');
    await expect(panelText(page, API_REQUEST)).toBeVisible();
    await page.goto(`${FLOW}?interface=sql`);
    await expect(tab(page, 'SQL')).toHaveAttribute('aria-selected', 'true');
    expect(consoleLog.warnings.join('\n')).toMatch(/storage is not available/i);
  });
});
