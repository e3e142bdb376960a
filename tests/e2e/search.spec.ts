import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {startStaticServer} from '../../scripts/lib/static-server.mjs';
import {SearchEngine} from '../../src/search/engine';
import {BOX_HITS, sectionOfPath} from '../../src/search/format';

type Query = {query: string; from: string; class: string; expect: string[]};
const {queries} = JSON.parse(readFileSync('tests/fixtures/search-queries.json', 'utf8')) as {queries: Query[]};
// The primary search file of the test build names every page: URL -> title.
const titles = new Map<string, string>(
  (JSON.parse(readFileSync('.test-build/search-data/index.json', 'utf8')) as {pages: Array<[string, string]>}).pages.map(([url, title]) => [url, title]),
);

const box = (page: Page) => page.locator('.navbar__items--right input.navbar__search-input');
const options = (page: Page) => page.locator('.navbar__search [role="listbox"] [role="option"]');
const searchRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (/\/search-data\//.test(r.url())) urls.push(new URL(r.url()).pathname);
  });
  return urls;
};

/**
 * The pages of the box's hits, in order: each page's hits are shown together, the first without
 * the branch icon, and each of those names its page's title (as the hit's title or in its path).
 */
async function pagesShown(page: Page): Promise<string[]> {
  const firsts = await options(page).evaluateAll((els) =>
    els.filter((el) => !el.querySelector('[class*="hitTree"]')).map((el) => el.textContent ?? ''),
  );
  return firsts;
}

test('no search file is requested at page load; the first hover requests the primary file only', async ({page}) => {
  const urls = searchRequests(page);
  await page.goto('/product/compute/clusters');
  await page.waitForLoadState('networkidle');
  expect(urls).toEqual([]);
  await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
  await box(page).hover();
  await expect(box(page)).toBeEnabled();
  await expect.poll(() => urls).toEqual(['/search-data/index.json']);
});

test('a query downloads only the postings of its words and the texts of the hits shown', async ({page}) => {
  const urls = searchRequests(page);
  await page.goto('/api/overview');
  await box(page).click();
  await box(page).fill('compaction');
  await expect(options(page).first()).toBeVisible();
  const files = urls.filter((u) => u !== '/search-data/index.json');
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) expect(f).toMatch(/^\/search-data\/[0-9a-f]{12}\/[tp]\d+\.json$/);
  // Far fewer than the whole set: a handful of postings files and at most one text per hit.
  expect(files.length).toBeLessThanOrEqual(12);
});

test.describe('while the index downloads', () => {
  // One worker runs both tests: they share the second server's port.
  test.describe.configure({mode: 'serial'});
  // A second server of the same build that holds the search files back for 1.5 s.
  const port = Number(process.env.TEST_SITE_PORT ?? 4173) + 2;
  let close: () => Promise<void>;
  test.beforeAll(async () => {
    ({close} = await startStaticServer({root: '.test-build', port, delays: [[/\/search-data\//, 1500]]}));
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

  test('results do not reorder while further files arrive', async ({page}) => {
    await page.goto(`http://127.0.0.1:${port}/`);
    await box(page).focus();
    await expect(box(page)).toBeEnabled({timeout: 10_000});
    await box(page).fill('snapshot expiry');
    await expect(options(page).first()).toBeVisible({timeout: 10_000});
    const first = await options(page).allTextContents();
    // Every file the query needs (postings, page texts) has arrived once the network is idle.
    await page.waitForLoadState('networkidle');
    expect(await options(page).allTextContents()).toEqual(first);
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
  await expect(options(page).first()).toContainText(/replicat|slot/i);
  expect(await options(page).count()).toBeLessThanOrEqual(8);
  await page.keyboard.press('Enter');
  // The source page and the tutorial both explain slots.
  await expect(page).toHaveURL(/\/(product\/ingest-data\/sources\/postgres-cdc|guides\/cdc-tutorials\/postgres-to-lakestone)\?_highlight=/);
  await expect(page.locator('article mark').first()).toBeVisible();
  expect((await page.locator('article mark').allTextContents()).map((t) => t.toLowerCase())).toContain('slot');
});

test('each hit names its section', async ({page}) => {
  await page.goto('/');
  await box(page).click();
  await box(page).fill('grant role');
  await expect(options(page).first()).toBeVisible();
  const firsts = await pagesShown(page);
  expect(firsts[0]).toMatch(/^\s*GRANT ROLE/);
  expect(firsts[0]).toContain('API › SQL command reference');
  await box(page).fill('cluster states');
  await expect(options(page).first()).toBeVisible();
  expect((await pagesShown(page)).some((text) => text.includes('Docs › '))).toBe(true);
});

test.describe('every section from every page, through the navbar box', () => {
  // The Node stage runs all the queries through the engine for relevance; here the box must show,
  // from each section's pages, the pages the same engine ranks first, in its order.
  const cross = queries.filter((q) => q.class === 'cross-section' && q.from !== '/search');
  const sample = cross.filter((_, k) => k % Math.floor(cross.length / 12) === 0).slice(0, 12);
  test(`${sample.length} cross-section queries show the engine's top three pages, in order`, async ({page}) => {
    test.setTimeout(120_000);
    const engine = new SearchEngine(async (file: string) => JSON.parse(readFileSync(path.join('.test-build', file), 'utf8')));
    expect(new Set(sample.map((q) => sectionOfPath(q.from))).size).toBeGreaterThanOrEqual(4);
    let current = '';
    for (const q of sample) {
      if (q.from !== current) {
        await page.goto(q.from);
        current = q.from;
        await box(page).click();
        await expect(box(page)).toBeEnabled();
      }
      const ranked = await engine.boxHits(q.query, BOX_HITS, {prefer: sectionOfPath(q.from)});
      const wanted = [...new Set(ranked.map((h) => h.document.u))].slice(0, 3).map((u) => titles.get(u)!);
      expect(wanted.length, `"${q.query}": the engine finds pages`).toBeGreaterThan(0);
      await box(page).fill(q.query);
      await expect
        .poll(async () => (await pagesShown(page)).slice(0, 3).map((text, k) => text.includes(wanted[k] ?? '\u0000')), {message: `"${q.query}" from ${q.from}: ${wanted.join(' | ')}`})
        .toEqual(wanted.map(() => true));
      await box(page).fill('');
    }
  });
});

test.describe('when the index cannot be loaded', () => {
  // The browser logs each refused request; that is the fault under test.
  test.use({allowedConsoleErrors: [/Failed to load resource: .*\/search-data\//]});
  test('the box says so and offers to try again; trying again after the fault is gone finds results', async ({page}) => {
    await page.goto('/guides/guide-overview');
    await page.route('**/search-data/**', (route) => route.abort('connectionrefused'));
    await box(page).click();
    const alert = page.getByRole('alert').filter({hasText: 'Search is unavailable'});
    await expect(alert).toBeVisible();
    await expect(box(page)).toBeEnabled();
    // Typing while the fault lasts keeps the message up; it never falls back to a silent box.
    await box(page).fill('duckdb');
    await expect(alert).toBeVisible();
    await page.unroute('**/search-data/**');
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(alert).toHaveCount(0);
    await expect(box(page)).toBeFocused();
    await expect(options(page).first()).toContainText(/duckdb/i);
  });

  test('a postings file that fails mid-search is reported too', async ({page}) => {
    await page.goto('/');
    await box(page).hover();
    await expect(box(page)).toBeEnabled();
    await page.route(/\/search-data\/[0-9a-f]+\/t\d+\.json/, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await box(page).click();
    await box(page).fill('kafka');
    await expect(page.getByRole('alert').filter({hasText: 'Search is unavailable'})).toBeVisible();
  });
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

test.describe('the search page', () => {
  test('its controls are labelled in the served HTML, with All and each section', async ({request}) => {
    const html = await (await request.get('/search')).text();
    expect(html).toMatch(/<label for="?search-page-query"?>Search for<\/label>/);
    expect(html).toMatch(/<label for="?search-page-section"?>Section<\/label>/);
    // The minifier drops the optional </option>.
    for (const option of ['All sections', 'Docs', 'API', 'Guides', 'Blog']) expect(html).toMatch(new RegExp(`<option[^>]*>${option}<`));
  });

  test('it searches every section by default and narrows to one', async ({page}) => {
    await page.goto('/search?q=compaction');
    await expect(page.locator('h1')).toHaveText(/compaction/i);
    await expect(page.locator('article a[href^="/product/manage-data/compaction"]').first()).toBeVisible();
    const sections = await page.locator('main article p[class*="path"]').allTextContents();
    expect(new Set(sections.map((s) => s.split(' › ')[0])).size).toBeGreaterThan(1);
    await page.getByLabel('Section', {exact: true}).selectOption('API');
    await expect(page).toHaveURL(/section=API/);
    await expect(page.locator('main article').first()).toBeVisible();
    const narrowed = await page.locator('main article p[class*="path"]').allTextContents();
    expect(narrowed.length).toBeGreaterThan(0);
    for (const s of narrowed) expect(s.startsWith('API')).toBe(true);
  });

  test('typing on the page updates the results and the address', async ({page}) => {
    await page.goto('/search');
    await page.getByLabel('Search for').fill('starrocks');
    await expect(page).toHaveURL(/q=starrocks/);
    await expect(page.locator('main article a[href^="/guides/qe-integrations/starrocks"]').first()).toBeVisible();
  });

  test.describe('when the index cannot be loaded', () => {
    test.use({allowedConsoleErrors: [/Failed to load resource: .*\/search-data\//]});
    test('a failed index load says so and offers to try again', async ({page}) => {
    await page.route('**/search-data/**', (route) => route.abort('connectionrefused'));
    await page.goto('/search?q=trino');
    const alert = page.locator('main').getByRole('alert').filter({hasText: 'Search is unavailable'});
    await expect(alert).toBeVisible();
    await page.unroute('**/search-data/**');
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('main article').first()).toBeVisible();
    });
  });
});
