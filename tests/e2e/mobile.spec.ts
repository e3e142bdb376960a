import {test, expect} from '../support/fixtures';

test.use({viewport: {width: 800, height: 900}});

const sidebar = (page: import('@playwright/test').Page) => page.locator('.navbar-sidebar');
const isOpen = (page: import('@playwright/test').Page) => page.locator('nav.navbar-sidebar--show');

test('below 996 px the hamburger opens the mobile sidebar with the doc sidebar and "Back to main menu"', async ({page}) => {
  await page.goto('/glossary');
  await expect(page.locator('.navbar__items--right input.navbar__search-input')).toBeVisible();
  // The desktop links are hidden; the hamburger carries them.
  for (const link of await page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__link').all()) {
    await expect(link).toBeHidden();
  }
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(isOpen(page)).toHaveCount(1);
  // On a doc page the secondary menu (the doc sidebar) shows first.
  await expect(sidebar(page).locator('.navbar-sidebar__item.menu').last()).toContainText('Glossary');
  await sidebar(page).getByRole('button', {name: /back to main menu/i}).click();
  await expect(sidebar(page).getByRole('link', {name: 'API'})).toBeVisible();
  await expect(sidebar(page).getByRole('link', {name: 'Guides'})).toBeVisible();
});

test('the mobile sidebar closes on back navigation', async ({page}) => {
  await page.goto('/');
  await page.getByRole('link', {name: 'Glossary', exact: true}).first().click();
  await expect(page).toHaveURL(/\/glossary$/);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(isOpen(page)).toHaveCount(1);
  await page.goBack();
  await expect(isOpen(page)).toHaveCount(0);
});

test('the mobile sidebar closes when the window grows to desktop width', async ({page}) => {
  await page.goto('/glossary');
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(isOpen(page)).toHaveCount(1);
  await page.setViewportSize({width: 1280, height: 900});
  await expect(isOpen(page)).toHaveCount(0);
  await page.setViewportSize({width: 800, height: 900});
  await expect(isOpen(page)).toHaveCount(0);
});

test('at 996 px and wider there is no hamburger', async ({page}) => {
  await page.setViewportSize({width: 1000, height: 900});
  await page.goto('/glossary');
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
});

test('on a phone the desktop sidebars stay hidden and the menu carries them, on docs and on the blog', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/glossary');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(sidebar(page).locator('.navbar-sidebar__item.menu').last()).toContainText('Glossary');
  await page.goto('/blog/long-blog-post');
  await expect(page.getByRole('navigation', {name: 'Blog recent posts navigation'})).toBeHidden();
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  await expect(sidebar(page).getByRole('link', {name: 'Welcome to the Lakestone blog'})).toBeVisible();
});
