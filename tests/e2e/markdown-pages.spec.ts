import {axeViolations, inLightAndDarkMode} from '../support/axe';
import type {Page} from '@playwright/test';
import {cspViolations, recordCspViolations} from '../support/csp';
import {test, expect} from '../support/fixtures';

// "Copy page", the link to a page's Markdown and the heading links that copy a section's URL
// (src/components/PageMarkdown, src/plugins/markdown-pages), behind the gate (opened by the fixture).
const DOC = {route: '/product/compute/clusters', md: '/product/compute/clusters.md', title: 'Clusters'};
const POST = {route: '/blog/mdx-blog-post', md: '/blog/mdx-blog-post.md', title: 'How this documentation site is built'};

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const announcer = (page: Page) => page.locator('#lakestone-announcer');
const actions = (page: Page) => page.getByRole('group', {name: 'This page in Markdown'});

for (const item of [DOC, POST]) {
  test(`${item.route}: Copy page puts the page's Markdown on the clipboard and says so`, async ({page}) => {
    await recordCspViolations(page);
    await page.goto(item.route);
    const markdown = await (await page.request.get(item.md)).text();
    expect(markdown.startsWith(`# ${item.title}\n`)).toBe(true);

    const button = actions(page).getByRole('button', {name: 'Copy page'});
    await button.click();
    await expect(actions(page).getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect.poll(() => clipboard(page)).toBe(markdown);
    await expect(announcer(page)).toHaveText('The page was copied as Markdown');
    await expect(announcer(page)).toHaveAttribute('role', 'status');
    // The label comes back, and a second copy works too.
    await expect(actions(page).getByRole('button', {name: 'Copy page'})).toBeVisible({timeout: 5000});
    expect(await cspViolations(page)).toEqual([]);
  });
}

test("View Markdown links to the page's .md on the same origin, served as UTF-8 Markdown", async ({page, baseURL}) => {
  await page.goto(DOC.route);
  const link = actions(page).getByRole('link', {name: 'View Markdown'});
  await expect(link).toHaveAttribute('href', DOC.md);
  const response = await page.request.get(await link.getAttribute('href').then((href) => new URL(href!, baseURL).href));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await response.text()).toMatch(/^# Clusters\n\n/);
  // The root page's Markdown is /index.md.
  await page.goto('/');
  await expect(actions(page).getByRole('link', {name: 'View Markdown'})).toHaveAttribute('href', '/index.md');
});

test("a heading's # link copies the section's URL from the keyboard, and says so", async ({page, baseURL}) => {
  await recordCspViolations(page);
  await page.goto(DOC.route);
  const heading = page.locator('h2#the-model');
  const link = heading.locator('a.hash-link');
  await expect(link).toHaveAccessibleName('Copy link to The model');
  // Focus what comes before the link in the tab order, then Tab onto it and press Enter.
  await link.evaluate((target) => {
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')).filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0);
    focusable[focusable.indexOf(target as HTMLElement) - 1].focus();
  });
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => clipboard(page)).toBe(`${baseURL}${DOC.route}#the-model`);
  await expect(announcer(page)).toHaveText('Link to the section The model copied');
  await expect(page).toHaveURL(`${baseURL}${DOC.route}#the-model`);
  expect(await cspViolations(page)).toEqual([]);
});

test.describe('when the Markdown cannot be fetched', () => {
  // The browser's own line for the failed request; the page itself logs only a warning.
  test.use({allowedConsoleErrors: [/the server responded with a status of 503/]});
  test('a failed copy says so, and logs a warning, not an error', async ({page}) => {
    await page.goto(DOC.route);
    await page.route(`**${DOC.md}`, (route) => route.fulfill({status: 503, body: 'unavailable'}));
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await actions(page).getByRole('button', {name: 'Copy page'}).click();
    await expect(actions(page).getByRole('button', {name: 'Copy failed'})).toBeVisible();
    await expect(announcer(page)).toHaveText('The page could not be copied');
    expect(warnings.some((w) => w.includes('503'))).toBe(true);
  });
});

test('axe passes on the Copy page group and a heading link in light and dark mode', async ({page}) => {
  await page.goto(DOC.route);
  // axe checks what is there: the group and the named link must be, or there is nothing to check.
  await expect(actions(page).getByRole('button', {name: 'Copy page'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Copy link to The model'})).toBeAttached();
  await inLightAndDarkMode(page, async (mode) => {
    await page.locator('h2#the-model a.hash-link').focus();
    const include = ['.theme-doc-markdown h2#the-model', '[role="group"][aria-label="This page in Markdown"]'];
    expect(await axeViolations(page, {include}), `${mode} mode`).toEqual([]);
  });
});
