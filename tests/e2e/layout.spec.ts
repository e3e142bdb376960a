import {test, expect} from '../support/fixtures';
import settings from '../support/test-settings.json';

test.describe('page title', () => {
  test('a doc page is titled "<page> | Lakestone"', async ({page}) => {
    await page.goto('/glossary');
    await expect(page).toHaveTitle('Glossary | Lakestone');
  });

  test('the home page carries the tagline in its description', async ({page}) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Lakestone documentation | Lakestone');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /control plane/);
  });
});

test.describe('navbar', () => {
  test('shows the title and a logo with a dark variant', async ({page}) => {
    await page.goto('/glossary');
    const brand = page.locator('.navbar__brand');
    await expect(brand).toContainText('Lakestone');
    await expect(brand.locator('img[class*="themedComponent--light"]')).toHaveAttribute('src', '/img/logo.svg');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(brand.locator('img[class*="themedComponent--dark"]')).toHaveAttribute('src', '/img/logo-dark.svg');
  });

  test('Docs, API and Guides open the overview doc and the two other sidebars', async ({page}) => {
    await page.goto('/glossary');
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.locator('a.navbar__link')).toHaveText(['Docs', 'API', 'Guides']);

    await left.getByRole('link', {name: 'API'}).click();
    await expect(page).toHaveURL(/\/api\/overview$/);
    await expect(page.locator('h1')).toHaveText('API overview');
    await expect(page.locator('.theme-doc-sidebar-menu')).toContainText('Overview');

    await left.getByRole('link', {name: 'Guides'}).click();
    await expect(page).toHaveURL(/\/guides\/guide-overview$/);
    await expect(page.locator('h1')).toHaveText('Guides');

    await left.getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toHaveText('Lakestone documentation');
  });

  test('the sign-in links of the navbar and the footer come from SIGN_IN_URL', async ({page}) => {
    await page.goto('/');
    const signIn = page.locator('.navbar__items--right').getByRole('link', {name: /sign in/i});
    await expect(signIn).toHaveAttribute('href', settings.SIGN_IN_URL);
    await expect(page.locator('footer').getByRole('link', {name: 'Sign in'})).toHaveAttribute('href', settings.SIGN_IN_URL);
  });

  test('the right side has the version dropdown, the locale dropdown and the search box', async ({page}) => {
    await page.goto('/glossary');
    const right = page.locator('.navbar__items--right');
    const version = right.locator('.dropdown').filter({hasText: 'Next'});
    await version.hover();
    await expect(version.locator('.dropdown__menu')).toContainText('Release notes');
    const locale = right.locator('.dropdown').filter({hasText: 'English'});
    await expect(locale).toHaveCount(1);
    await expect(right.locator('input.navbar__search-input')).toHaveCount(1);
  });

  test('a dropdown opens on Enter', async ({page}) => {
    await page.goto('/glossary');
    const link = page.locator('.navbar__items--right .dropdown > .navbar__link').filter({hasText: 'Next'});
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(link.locator('xpath=..')).toHaveClass(/dropdown--show/);
  });
});

test.describe('footer', () => {
  test('has the Learn More links, a themed logo and the exact copyright line', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const learnMore = footer.locator('.footer__col').filter({hasText: 'Learn More'});
    await expect(learnMore.locator('a')).toHaveText(['Company website', 'Company blog', 'LinkedIn', 'X']);
    await expect(learnMore.getByRole('link', {name: 'Company website'})).toHaveAttribute('href', 'https://lakestone.example');
    await expect(learnMore.getByRole('link', {name: 'LinkedIn'})).toHaveAttribute('href', /linkedin\.com/);
    await expect(learnMore.getByRole('link', {name: 'X'})).toHaveAttribute('href', /^https:\/\/x\.com\//);
    await expect(footer.locator('.footer__copyright')).toHaveText('Copyright © 2025 Lakestone. All rights reserved.');
    await expect(footer.locator('img[class*="themedComponent--light"]')).toHaveAttribute('src', '/img/logo-footer.svg');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await expect(footer.locator('img[class*="themedComponent--dark"]')).toHaveAttribute('src', '/img/logo-footer-dark.svg');
  });
});

test.describe('skip link', () => {
  test('the first Tab reaches "Skip to main content"', async ({page}) => {
    await page.goto('/glossary');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/skip to main content/i);
  });
});
