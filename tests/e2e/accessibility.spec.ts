import {axeViolations, inLightAndDarkMode} from '../support/axe';
import {test, expect} from '../support/fixtures';

// One page of each type; together they hold code blocks, admonitions, tabs, tables, diagrams, the
// announcement bar, the footer, generated indexes and the error pages.
const PAGE_TYPES: Record<string, string> = {
  'home (overview doc)': '/',
  'concept page with tables and admonitions': '/product/compute/clusters',
  'SQL command page with code blocks': '/api/sql-command-reference/create-stream-capture',
  'API page with HTTP samples': '/api/getting-started/sql-command-api',
  guide: '/guides/cdc-tutorials/postgres-to-lakestone',
  'category page': '/category/ingest-data',
  glossary: '/glossary',
  'blog list': '/blog',
  'MDX blog post with tabs': '/blog/mdx-blog-post',
  'tag page': '/blog/tags/hello',
  'authors page': '/blog/authors',
  'markdown page': '/markdown-page',
  'search page': '/search?q=cluster',
  'page with diagrams': '/product/ingest-data/flows/sync-process',
};

// Each page is checked in light mode, then switched to dark mode as a reader does and checked again:
// one load for both modes.
for (const [type, route] of Object.entries(PAGE_TYPES)) {
  test(`${type} (${route}) has no serious or critical axe violations in light or dark mode`, async ({page}) => {
    // Two axe runs over the longest pages: allow for a busy 2-core machine.
    test.slow();
    await page.goto(route);
    await page.waitForLoadState('load');
    await inLightAndDarkMode(page, async (mode) => {
      expect(await axeViolations(page, {impact: 'serious'}), `${mode} mode`).toEqual([]);
    });
  });
}

test.describe('the not-found page', () => {
  test.use({allowedConsoleErrors: [/status of 404 \(Not Found\)/]});
  test('has no serious or critical axe violations', async ({page}) => {
    await page.goto('/no/such/page');
    expect(await axeViolations(page, {impact: 'serious'})).toEqual([]);
  });
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/product/compute/clusters');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: /skip to main content/i});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Docusaurus focuses <main> and then lets the focus ring go; what a keyboard user notices is
  // that the next Tab lands in the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});
