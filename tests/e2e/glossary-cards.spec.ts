import {readFileSync} from 'node:fs';
import path from 'node:path';
import {axeViolations, inLightAndDarkMode} from '../support/axe';
import * as cheerio from 'cheerio';
import type {Page, Request} from '@playwright/test';
import {test, expect} from '../support/fixtures';

// Glossary hover cards: a link to /glossary#term shows the entry's definition on hover and on
// keyboard focus (src/theme/MDXComponents/A.tsx). The clusters page links to a dozen entries.
const PAGE = '/product/compute/clusters';
const DEFINITIONS = '/glossary.json';
// A string of @floating-ui/react's code that survives minification (its data attributes' prefix).
const FLOATING_UI = 'data-floating-ui-';

// What the built glossary page shows for an entry, to compare with the card.
const glossaryPage = cheerio.load(readFileSync('.test-build/glossary/index.html', 'utf8'));
function shownOnGlossary(id: string): {term: string; definition: string} {
  const heading = glossaryPage(`h3#${id}`).clone();
  heading.find('.hash-link').remove();
  const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
  return {term: clean(heading.text()), definition: clean(glossaryPage(`h3#${id}`).next('p').text())};
}

const link = (page: Page, id: string) => page.locator(`article .markdown a[href="/glossary#${id}"]`).first();
const card = (page: Page) => page.getByRole('tooltip');

/** The scripts and the definitions file the page requests. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const paths = () => requests.map((r) => new URL(r.url()).pathname);
  return {
    scripts: () => paths().filter((p) => p.startsWith('/assets/js/')),
    definitions: () => paths().filter((p) => p === DEFINITIONS).length,
  };
}
const holdsFloatingUi = (script: string) => readFileSync(path.join('.test-build', script), 'utf8').includes(FLOATING_UI);

test('nothing of the cards loads with the page; the first hover loads the card code and the definitions once', async ({page}) => {
  const requests = recordRequests(page);
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(requests.scripts().length, 'the page ran its scripts').toBeGreaterThan(0);
  expect(requests.definitions()).toBe(0);
  expect(requests.scripts().filter(holdsFloatingUi)).toEqual([]);
  // The link is the theme's plain link until then.
  await expect(link(page, 'lcu')).toHaveAttribute('href', '/glossary#lcu');
  await expect(link(page, 'lcu')).not.toHaveAttribute('aria-describedby', /./);

  const beforeHover = requests.scripts().length;
  await link(page, 'lcu').hover();
  await expect(card(page)).toBeVisible();
  expect(requests.scripts().filter(holdsFloatingUi)).toHaveLength(1);
  expect(requests.definitions()).toBe(1);
  const cardScripts = requests.scripts().slice(beforeHover);
  // Another term's card reuses both: nothing the first card fetched is fetched again (links the
  // page prefetches in idle time may still arrive meanwhile).
  const before = requests.scripts().length;
  await page.mouse.move(0, 0);
  await expect(card(page)).toHaveCount(0);
  await link(page, 'cluster').hover();
  await expect(card(page)).toContainText(shownOnGlossary('cluster').definition);
  const later = requests.scripts().slice(before);
  expect(later.filter((script) => cardScripts.includes(script) || holdsFloatingUi(script))).toEqual([]);
  expect(requests.definitions()).toBe(1);
});

test('hover shows the entry, beside the link, as its accessible description, with no layout shift', async ({page}) => {
  await page.goto(PAGE);
  await page.evaluate(() => {
    const w = window as unknown as {shifts: number};
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifts += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift'});
  });
  const lcu = link(page, 'lcu');
  const {term, definition} = shownOnGlossary('lcu');
  expect(definition).toMatch(/^The unit of compute and of billing/);
  await lcu.hover();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(term);
  await expect(card(page)).toContainText(definition);
  await expect(lcu).toHaveAccessibleDescription(new RegExp(definition.slice(0, 40)));
  // The card never covers the link.
  const a = (await lcu.boundingBox())!;
  const b = (await card(page).boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, `link ${JSON.stringify(a)}, card ${JSON.stringify(b)}`).toBe(false);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
});

test('moving the pointer from the link onto the card keeps it open; leaving both closes it', async ({page}) => {
  await page.goto(PAGE);
  await link(page, 'lcu').hover();
  await expect(card(page)).toBeVisible();
  const box = (await card(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 8});
  await page.waitForTimeout(400);
  await expect(card(page)).toBeVisible();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200, {steps: 4});
  await expect(card(page)).toHaveCount(0);
});

test('keyboard focus (Tab) shows the card; Escape closes it and leaves the focus on the link', async ({page}) => {
  await page.goto(PAGE);
  const lcu = link(page, 'lcu');
  // Focus what comes before the link in the tab order, then Tab onto the link.
  await lcu.evaluate((target) => {
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')).filter((e) => e.tabIndex >= 0 && e.offsetParent !== null);
    focusable[focusable.indexOf(target as HTMLElement) - 1].focus();
  });
  await page.keyboard.press('Tab');
  await expect(lcu).toBeFocused();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).toContainText(shownOnGlossary('lcu').definition);
  await expect(lcu).toHaveAccessibleDescription(/The unit of compute and of billing/);
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await expect(lcu).toBeFocused();
  await expect(lcu).not.toHaveAttribute('aria-describedby', /./);
});

test("the card's link opens the full entry", async ({page}) => {
  await page.goto(PAGE);
  await link(page, 'auto-suspend').hover();
  const full = card(page).getByRole('link', {name: 'Full entry in the glossary'});
  await expect(full).toHaveAttribute('href', '/glossary#auto-suspend');
  await full.click();
  await expect(page).toHaveURL(/\/glossary#auto-suspend$/);
  await expect(page.locator('h3#auto-suspend')).toBeInViewport();
});

test('a click on the link follows it', async ({page}) => {
  await page.goto(PAGE);
  await link(page, 'lcu').hover();
  await expect(card(page)).toBeVisible();
  await link(page, 'lcu').click();
  await expect(page).toHaveURL(/\/glossary#lcu$/);
  await expect(page.locator('h3#lcu')).toBeInViewport();
});

test.describe('on a touch screen', () => {
  test.use({hasTouch: true, isMobile: true, viewport: {width: 390, height: 844}});
  test('a tap follows the link and shows no card', async ({page}) => {
    await page.goto(PAGE);
    await link(page, 'cluster').tap();
    await expect(page).toHaveURL(/\/glossary#cluster$/);
    await expect(card(page)).toHaveCount(0);
  });
});

test('an open card passes axe in light and dark mode', async ({page}) => {
  await page.goto(PAGE);
  await inLightAndDarkMode(page, async (mode) => {
    // An entry with code and links in its definition.
    await link(page, 'flow').hover();
    await expect(card(page)).toContainText(shownOnGlossary('flow').definition);
    expect(await axeViolations(page, {include: ['[role="tooltip"]', 'article .markdown a[href="/glossary#flow"]']}), `${mode} mode`).toEqual([]);
    await expect(card(page)).toBeVisible();
  });
});

test.describe('when the definitions cannot be loaded', () => {
  // The browser logs the refused request; that is the fault under test.
  test.use({allowedConsoleErrors: [/Failed to load resource: .*\/glossary\.json/]});
  test('the card says so and still links to the entry; only a warning is logged', async ({page, consoleLog}) => {
    await page.route(`**${DEFINITIONS}`, (route) => route.abort('connectionrefused'));
    await page.goto(PAGE);
    await link(page, 'lcu').hover();
    await expect(card(page)).toContainText('The definition could not be loaded.');
    await expect(card(page).getByRole('link', {name: 'Full entry in the glossary'})).toHaveAttribute('href', '/glossary#lcu');
    expect(consoleLog.warnings.some((w) => w.startsWith('Glossary cards: the definitions (/glossary.json) could not be loaded'))).toBe(true);
    // Once the file can be read again, the next opening shows the definition.
    await page.unroute(`**${DEFINITIONS}`);
    await page.mouse.move(0, 0);
    await expect(card(page)).toHaveCount(0);
    await link(page, 'lcu').hover();
    await expect(card(page)).toContainText(shownOnGlossary('lcu').definition);
  });
});
