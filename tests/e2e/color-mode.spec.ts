import {test, expect} from '../support/fixtures';

test.use({colorScheme: 'dark'});

test('light by default even when the system prefers dark', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("the reader's choice survives a reload and applies to other pages", async ({page}) => {
  await page.goto('/');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/blog');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
