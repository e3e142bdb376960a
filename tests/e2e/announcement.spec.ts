import {test, expect} from '../support/fixtures';

const bar = (page: import('@playwright/test').Page) => page.locator('[class*="announcementBar_"][role="banner"]');

test('the announcement bar shows its message with a link to the release notes', async ({page}) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page).getByRole('link', {name: 'Read the release notes'})).toHaveAttribute('href', '/release-notes#2025-11-18');
});

test('a dismissed bar stays dismissed after a reload, and comes back when its id changes', async ({page}) => {
  await page.goto('/');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  // A reader who dismissed an earlier announcement: the stored id differs from the current one.
  await page.evaluate(() => {
    const idKey = Object.keys(localStorage).find((key) => key.startsWith('docusaurus.announcement.id'));
    if (!idKey) throw new Error('no announcement id in localStorage');
    localStorage.setItem(idKey, 'release-2025-10-delta-metadata');
  });
  await page.reload();
  await expect(bar(page)).toBeVisible();
});
