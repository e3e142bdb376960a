import {execFileSync} from 'node:child_process';
import {axeViolations, inLightAndDarkMode} from '../support/axe';
import {test, expect} from '../support/fixtures';
import settings from '../support/test-settings.json';

// The foot of a doc page: "Last updated" from git, "Edit this page" from EDIT_URL, and
// "Was this page helpful?" opening the cloud app's feedback form (FEEDBACK_URL, its default here).
const PAGE = {route: '/product/compute/clusters', source: 'docs/product/compute/clusters.mdx', title: 'Clusters'};
const FEEDBACK_URL = 'https://app.lakestone.example/feedback';

test('a doc page shows the date of the last commit that changed its source', async ({page}) => {
  const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', PAGE.source], {encoding: 'utf8'}).trim());
  expect(seconds, `${PAGE.source} has a commit`).toBeGreaterThan(0);
  const committed = new Date(seconds * 1000);
  const written = committed.toLocaleDateString('en-US', {month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC'});
  await page.goto(PAGE.route);
  const footer = page.locator('article footer');
  await expect(footer).toContainText(`Last updated on ${written}`);
  await expect(footer.locator('time')).toHaveAttribute('datetime', committed.toISOString());
});

test("Edit this page links to the page's source under EDIT_URL, in a new tab", async ({page}) => {
  await page.goto(PAGE.route);
  const edit = page.getByRole('link', {name: 'Edit this page'});
  await expect(edit).toHaveAttribute('href', `${settings.EDIT_URL}${PAGE.source}`);
  await expect(edit).toHaveAttribute('target', '_blank');
  await expect(edit).toHaveAttribute('rel', /\bnoopener\b/);
  // A page in another sidebar, whose route differs from its file's path.
  await page.goto('/api/sql-command-reference/create-stream-capture');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', new RegExp(`^${settings.EDIT_URL}docs/api/.+/create-stream-capture\\.mdx$`));
});

test.describe('Was this page helpful?', () => {
  test('Yes and No carry the page path, title and answer, and are named for screen readers', async ({page}) => {
    await page.goto(PAGE.route);
    const group = page.getByRole('group', {name: 'Was this page helpful?'});
    await expect(group).toBeVisible();
    await expect(group.locator('h1, h2, h3, h4, h5, h6')).toHaveCount(0);
    for (const [answer, name] of [['yes', 'Yes, this page was helpful (opens a feedback form in a new tab)'], ['no', 'No, this page was not helpful (opens a feedback form in a new tab)']] as const) {
      const link = group.getByRole('link', {name, exact: true});
      await expect(link).toHaveText(new RegExp(`^${answer === 'yes' ? 'Yes' : 'No'}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      const url = new URL((await link.getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe(FEEDBACK_URL);
      expect(Object.fromEntries(url.searchParams)).toEqual({path: PAGE.route, title: PAGE.title, helpful: answer});
    }
  });

  test('a keyboard user reaches No and opens the form in a new tab, with no way back to the docs window', async ({page, context}) => {
    // The cloud app is not part of the test: answer its form's URL with a stand-in.
    const requested: string[] = [];
    await context.route(`${FEEDBACK_URL}?**`, (route) => {
      requested.push(route.request().url());
      return route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Feedback</title><p>Thanks</p>'});
    });
    await page.goto(PAGE.route);
    const no = page.getByRole('link', {name: /^No, this page was not helpful/});
    await page.getByRole('link', {name: /^Yes, this page was helpful/}).focus();
    await page.keyboard.press('Tab');
    await expect(no).toBeFocused();
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).searchParams.get('helpful')).toBe('no');
    expect(requested).toHaveLength(1);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // The docs stay where they were.
    expect(new URL(page.url()).pathname).toBe(PAGE.route);
    await tab.close();
  });

  test('a page from a client-side visit gets its own path and title', async ({page}) => {
    await page.goto(PAGE.route);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(`${PAGE.route}$`));
    const path = new URL(page.url()).pathname;
    const title = (await page.title()).replace(/ \| Lakestone$/, '');
    const href = await page.getByRole('link', {name: /^Yes, this page was helpful/}).getAttribute('href');
    const params = new URL(href!).searchParams;
    expect(path).not.toBe(PAGE.route);
    expect(params.get('path')).toBe(path);
    expect(params.get('title')).toBe(title);
  });

  test('the foot of the page passes axe in light and dark mode', async ({page}) => {
    await page.goto(PAGE.route);
    await inLightAndDarkMode(page, async (mode) => {
      expect(await axeViolations(page, {include: ['.theme-doc-footer', '.theme-doc-feedback']}), `${mode} mode`).toEqual([]);
    });
  });
});
