import {test, expect} from '../support/fixtures';

test.describe('a 404 document', () => {
  // The browser itself logs the 404 status of the document; nothing else may be logged.
  test.use({allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/product\/no-such-page\)$/]});

  test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto('/product/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('.navbar')).toBeVisible();
  });
});

test('client-side navigation to an unknown path shows the not-found page', async ({page}) => {
  await page.goto('/glossary');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere/at-all');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Page Not Found');
});

for (const path of ['/api/overview.html', '/api/overview/index.html', '/api/overview/index']) {
  test(`${path} shows the API overview at its clean path`, async ({page}) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/api\/overview$/);
    await expect(page.locator('h1')).toHaveText('API overview');
    await expect(page.locator('.menu__link--active').first()).toHaveText('Overview');
  });
}
