import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {startStaticServer} from '../../scripts/lib/static-server.mjs';

const box = (page: Page) => page.locator('.navbar__items--right input.navbar__search-input');
const indexRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/search-index[^/]*\.json/.test(r.url())) urls.push(r.url());
  });
  return urls;
};

test('no index request at page load; the first hover requests it', async ({page}) => {
  const urls = indexRequests(page);
  await page.goto('/product/compute/clusters');
  await page.waitForLoadState('networkidle');
  expect(urls).toEqual([]);
  await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
  await box(page).hover();
  await expect.poll(() => urls.length).toBe(1);
  expect(urls[0]).toMatch(/\/search-index\.json/);
});

test('the API sidebar downloads only its own index', async ({page}) => {
  const urls = indexRequests(page);
  await page.goto('/api/overview');
  await box(page).hover();
  await expect.poll(() => urls.length).toBe(1);
  expect(urls[0]).toMatch(/\/search-index-api\.json/);
});

test.describe('while the index downloads', () => {
  // A second server of the same build that holds the index back for 1.5 s.
  const port = Number(process.env.TEST_SITE_PORT ?? 4173) + 2;
  let close: () => Promise<void>;
  test.beforeAll(async () => {
    ({close} = await startStaticServer({root: '.test-build', port, delays: [[/\/search-index[^/]*\.json$/, 1500]]}));
  });
  test.afterAll(async () => close());

  test("the box reads 'Loading...' and is disabled, then 'Search Ctrl+K' with the reader's focus", async ({page}) => {
    await page.goto(`http://127.0.0.1:${port}/glossary`);
    await box(page).focus();
    await expect(box(page)).toHaveAttribute('placeholder', 'Loading...');
    await expect(box(page)).toBeDisabled();
    await expect(box(page)).toBeEnabled({timeout: 10_000});
    await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
    await expect(box(page)).toBeFocused();
  });
});

test('Ctrl+K focuses the box; typing shows hits; Enter opens the first hit with the words marked', async ({page}) => {
  await page.goto('/product/compute/clusters');
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toBeEnabled();
  // One input event: with key-by-key typing, Enter could land on the hits of a partial query.
  await box(page).fill('replication slot');
  const hits = page.locator('.navbar__search [role="listbox"] [role="option"]');
  await expect(hits.first()).toContainText(/replication|slot/i);
  expect(await hits.count()).toBeLessThanOrEqual(8);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/ingest-data\/sources\/postgres-cdc\?_highlight=replic/);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect((await page.locator('article mark').allTextContents()).map((t) => t.toLowerCase())).toContain('slot');
});

test.describe('on a Mac', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', {get: () => ({platform: 'macOS', mobile: false, brands: []})});
      Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'});
    });
  });

  test("the placeholder reads 'Search ⌘+K' and ⌘+K focuses the box", async ({page}) => {
    await page.goto('/glossary');
    await expect(box(page)).toHaveAttribute('placeholder', 'Search ⌘+K');
    await page.keyboard.press('Meta+k');
    await expect(box(page)).toBeFocused();
  });
});

test('the search page lists results for a query', async ({page}) => {
  await page.goto('/search?q=compaction');
  await expect(page.locator('h1')).toHaveText(/compaction/i);
  await expect(page.locator('article a[href^="/product/manage-data/compaction"]').first()).toBeVisible();
});
