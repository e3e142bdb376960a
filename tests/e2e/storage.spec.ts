import {test, expect} from '../support/fixtures';
import {makeStorageThrow} from '../support/storage';

// Private browsing and sandboxed frames make storage access throw.
test.beforeEach(async ({page}) => {
  await makeStorageThrow(page);
});

test('the site works when localStorage and sessionStorage throw, with only a warning', async ({page, consoleLog}) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveText('Lakestone documentation');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('link', {name: 'Glossary', exact: true}).first().click();
  await expect(page.locator('h1')).toHaveText('Glossary');
  await page.locator('[class*="announcementBar_"] button[aria-label="Close"]').click();
  await expect(page.locator('[class*="announcementBar_"][role="banner"]')).toHaveCount(0);
  expect(consoleLog.warnings.join('\n')).toMatch(/storage is not available/i);
});
