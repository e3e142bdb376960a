import {axeViolations, inLightAndDarkMode} from '../support/axe';
import type {Locator, Page} from '@playwright/test';
import {cspViolations, recordCspViolations} from '../support/csp';
import {test, expect} from '../support/fixtures';
import {prismLoaded} from '../support/prism';
import {makeStorageThrow} from '../support/storage';

// A reader's own values in code samples (src/own-values, src/theme/CodeBlock). The create-lake page
// has a block with the example lake and bucket, and blocks without any example value.
const PAGE = '/api/sql-command-reference/create-lake';
const STORAGE_KEY = 'lakestone.own-values';
const DIALOG = 'Your values in code samples';

const lakeBlock = (page: Page) => page.locator('.theme-code-block').filter({hasText: 'Orders, returns and revenue'});
const financeBlock = (page: Page) => page.locator('.theme-code-block').filter({hasText: 'CREATE LAKE finance'});
const dialog = (page: Page) => page.getByRole('dialog', {name: DIALOG});
const valuesButton = (block: Locator) => block.getByRole('button', {name: 'Use your values'});

async function openPanel(page: Page, block: Locator): Promise<Locator> {
  await block.hover();
  await valuesButton(block).click();
  await expect(dialog(page)).toBeVisible();
  return dialog(page);
}

async function setValues(page: Page, block: Locator, values: Record<string, string>): Promise<void> {
  const panel = await openPanel(page, block);
  for (const [label, value] of Object.entries(values)) await panel.getByLabel(label, {exact: true}).fill(value);
  await panel.getByRole('button', {name: 'Save'}).click();
  await expect(dialog(page)).toBeHidden();
}

/** Records every CSP violation the page reports, and every layout shift, from the first script on. */
async function recordPage(page: Page) {
  await recordCspViolations(page);
  await page.addInitScript(() => {
    const w = window as unknown as {shifts: number};
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as {shifts: number}).shifts);

test('values set from a block are shown, copied, kept on other pages and after a reload', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordPage(page);
  await page.goto(PAGE);
  const block = lakeBlock(page);
  const untouched = financeBlock(page);
  const financeHtml = await untouched.locator('code').innerHTML();
  const keywordsBefore = await block.locator('.token.keyword').count();

  await setValues(page, block, {Lake: 'shop', 'Bucket (S3 or Cloud Storage)': 'acme-lake-bucket', 'AWS account ID': '444455556666'});
  await expect(valuesButton(block), 'focus returns to the button that opened the panel').toBeFocused();
  const code = block.locator('code');
  await expect(code).toContainText("CREATE LAKE shop LOCATION = 's3://acme-lake-bucket/'");
  await expect(code).not.toContainText('northwind-lakestone-sales');
  // Still the server's highlighted tokens, with the values inside them.
  expect(await block.locator('.token.keyword').count()).toBe(keywordsBefore);
  await expect(block.locator('.token.string').filter({hasText: "'s3://acme-lake-bucket/'"})).toHaveCount(1);
  // The IAM policy and the result block on the same page.
  await expect(page.locator('pre.language-json').first()).toContainText('arn:aws:s3:::acme-lake-bucket');
  await expect(page.locator('pre.language-text').filter({hasText: 'Lake shop created.'})).toHaveCount(1);

  // A block that shows no example value is untouched, and offers no button.
  expect(await untouched.locator('code').innerHTML()).toBe(financeHtml);
  await untouched.hover();
  await expect(untouched.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  await expect(valuesButton(untouched)).toHaveCount(0);

  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe("CREATE LAKE shop LOCATION = 's3://acme-lake-bucket/' COMMENT = 'Orders, returns and revenue; owned by the sales data team';");

  // The server's HTML keeps the example values (search, Markdown copies).
  const served = await (await page.request.get(PAGE)).text();
  expect(served).toContain('northwind-lakestone-sales');

  // A client-side visit (blocks highlighted by Prism in the browser).
  await page.locator('article').getByRole('link', {name: 'CREATE DATABASE', exact: true}).first().click();
  await expect(page.locator('h1')).toHaveText('CREATE DATABASE');
  await expect(page.locator('pre.language-sql').filter({hasText: /CREATE DATABASE shop\.raw (CATALOGS|COMMENT)/})).toHaveCount(1);
  await expect(page.locator('pre.language-sql').filter({hasText: /CREATE DATABASE shop\.curated (CATALOGS|COMMENT)/})).toHaveCount(1);

  // A full load of that page: hydrated from the server's lines, without Prism, then the values.
  await page.reload();
  await expect(page.locator('pre.language-sql').filter({hasText: /CREATE DATABASE shop\.raw (CATALOGS|COMMENT)/})).toHaveCount(1);
  await expect(page.locator('pre.language-sql').filter({hasText: 'sales.raw'})).toHaveCount(0);
  expect(await prismLoaded(page), 'a first visit still runs no Prism').toBe(false);
  expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY)).toEqual({
    awsAccount: '444455556666',
    bucket: 'acme-lake-bucket',
    lake: 'shop',
  });
  expect(await cspViolations(page)).toEqual([]);
});

test('a first visit with stored values shows them without loading Prism and without a layout shift', async ({page}) => {
  // The stand-in authentication frame runs init scripts too, and may not use storage.
  await page.addInitScript((key) => {
    if (window === window.top) localStorage.setItem(key, JSON.stringify({lake: 'shop', bucket: 'acme-lake-bucket'}));
  }, STORAGE_KEY);
  await recordPage(page);
  await page.goto(PAGE);
  await expect(lakeBlock(page).locator('code')).toContainText("CREATE LAKE shop LOCATION = 's3://acme-lake-bucket/'");
  expect(await prismLoaded(page)).toBe(false);
  expect(await layoutShift(page)).toBe(0);
  expect(await cspViolations(page)).toEqual([]);
});

test('reset returns the example values, here and after a reload', async ({page}) => {
  await page.goto(PAGE);
  const block = lakeBlock(page);
  await setValues(page, block, {Lake: 'shop'});
  await expect(block.locator('code')).toContainText('CREATE LAKE shop');
  const panel = await openPanel(page, block);
  await expect(panel.getByLabel('Lake', {exact: true})).toHaveValue('shop');
  await panel.getByRole('button', {name: 'Reset to the example values'}).click();
  await expect(dialog(page)).toBeHidden();
  await expect(block.locator('code')).toContainText("CREATE LAKE sales LOCATION = 's3://northwind-lakestone-sales/'");
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await page.reload();
  await expect(lakeBlock(page).locator('code')).toContainText('CREATE LAKE sales LOCATION');
  const again = await openPanel(page, lakeBlock(page));
  await expect(again.getByLabel('Lake', {exact: true})).toHaveValue('sales');
});

test('a value that breaks its rule is explained, and what the reader typed is kept', async ({page}) => {
  await page.goto(PAGE);
  const block = lakeBlock(page);
  const panel = await openPanel(page, block);
  const account = panel.getByLabel('AWS account ID', {exact: true});
  const bucket = panel.getByLabel('Bucket (S3 or Cloud Storage)', {exact: true});
  const lake = panel.getByLabel('Lake', {exact: true});
  await account.fill('4444-5555');
  await bucket.fill('Acme_Bucket');
  await lake.fill('shop');
  await panel.getByRole('button', {name: 'Save'}).click();
  await expect(dialog(page)).toBeVisible();
  await expect(bucket, 'the first wrong field, in the panel\'s order, gets the focus').toBeFocused();
  await expect(bucket).toHaveAttribute('aria-invalid', 'true');
  await expect(bucket).toHaveAccessibleDescription(/only lower-case letters, digits, dots and hyphens/);
  await expect(account).toHaveAccessibleDescription(/An AWS account ID is 12 digits, with no spaces or dashes/);
  await expect(account).toHaveValue('4444-5555');
  await expect(bucket).toHaveValue('Acme_Bucket');
  await expect(lake).toHaveValue('shop');
  // Nothing was applied.
  await expect(block.locator('code')).toContainText('CREATE LAKE sales LOCATION');
  await account.fill('444455556666');
  await expect(account).not.toHaveAttribute('aria-invalid', 'true');
  await bucket.fill('acme-bucket');
  await panel.getByRole('button', {name: 'Save'}).click();
  await expect(dialog(page)).toBeHidden();
  await expect(block.locator('code')).toContainText("CREATE LAKE shop LOCATION = 's3://acme-bucket/'");
});

test('the panel is reached and used with the keyboard: focus stays in it and returns to the button', async ({page}) => {
  await page.goto(PAGE);
  const button = valuesButton(lakeBlock(page));
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = dialog(page);
  await expect(panel).toBeVisible();
  const first = panel.getByLabel('Project ID', {exact: true});
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(panel.getByRole('button', {name: 'Save'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('the open panel passes axe in light and dark mode, with an error shown', async ({page}) => {
  await page.goto(PAGE);
  await inLightAndDarkMode(page, async (mode) => {
    const panel = await openPanel(page, lakeBlock(page));
    await panel.getByLabel('Lake', {exact: true}).fill('Not a lake');
    await panel.getByRole('button', {name: 'Save'}).click();
    await expect(panel.getByText(/A lake name is 1 to 63/)).toBeVisible();
    expect(await axeViolations(page, {include: ['dialog']}), `${mode} mode`).toEqual([]);
    // The panel is modal: it closes before the color mode toggle can be reached.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});

test.describe('when storage throws', () => {
  // Private browsing and sandboxed frames make storage access throw (as in storage.spec.ts).
  test.beforeEach(async ({page}) => {
    await makeStorageThrow(page);
  });

  test('the values work for the visit, with only a warning', async ({page, consoleLog}) => {
    await page.goto(PAGE);
    const block = lakeBlock(page);
    const panel = await openPanel(page, block);
    await expect(panel).toContainText('they last until you reload or close the tab');
    await panel.getByLabel('Lake', {exact: true}).fill('shop');
    await panel.getByRole('button', {name: 'Save'}).click();
    await expect(dialog(page)).toBeHidden();
    await expect(block.locator('code')).toContainText('CREATE LAKE shop LOCATION');
    await page.locator('article').getByRole('link', {name: 'CREATE DATABASE', exact: true}).first().click();
    await expect(page.locator('pre.language-sql').filter({hasText: /CREATE DATABASE shop\.raw (CATALOGS|COMMENT)/})).toHaveCount(1);
    expect(consoleLog.warnings.join('\n')).toMatch(/Your values in code samples: browser storage is not available/);
  });
});
