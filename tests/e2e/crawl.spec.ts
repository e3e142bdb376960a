import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

// Every page of the built site, from its sitemap, opened once as a signed-in reader: one readable
// h1, a "… | Lakestone" title, no console error, no uncaught error, no CSP violation, every image
// with a text alternative. That routes.txt's routes are all in the sitemap is checked without a
// browser (tests/build/routes.test.ts).
const sitemap = readFileSync(path.join(__dirname, '../../.test-build/sitemap.xml'), 'utf8');
const ROUTES = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const CHUNK = 25;

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = log;
    document.addEventListener('securitypolicyviolation', (e) => log.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
  });
}

for (let start = 0; start < ROUTES.length; start += CHUNK) {
  const routes = ROUTES.slice(start, start + CHUNK);
  test(`pages ${start + 1}-${start + routes.length} of ${ROUTES.length}`, async ({page, consoleLog}) => {
    test.setTimeout(routes.length * 15_000);
    await recordViolations(page);
    const problems: string[] = [];
    for (const route of routes) {
      const errorsBefore = consoleLog.errors.length;
      const response = await page.goto(route);
      if (response?.status() !== 200) problems.push(`${route}: HTTP ${response?.status()}`);
      const h1 = page.locator('h1');
      if ((await h1.count()) !== 1) problems.push(`${route}: ${await h1.count()} h1 elements`);
      else if (!(await h1.isVisible()) || (await h1.innerText()).trim().length < 3) problems.push(`${route}: the h1 is not readable`);
      const title = await page.title();
      if (!/^\S.* \| Lakestone$/.test(title)) problems.push(`${route}: the title is "${title}"`);
      // A doc page is in a sidebar: the sidebar shows it as the current page.
      if ((await page.locator('html.docs-doc-page').count()) && !(await page.locator('.theme-doc-sidebar-menu .menu__link--active').count())) {
        problems.push(`${route}: a doc page outside every sidebar`);
      }
      const noAlt = await page.locator('main img:not([alt]), article img:not([alt])').count();
      if (noAlt) problems.push(`${route}: ${noAlt} image(s) without alt text`);
      const violations = await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
      for (const v of violations) problems.push(`${route}: CSP violation: ${v}`);
      for (const e of consoleLog.errors.slice(errorsBefore)) problems.push(`${route}: console: ${e}`);
    }
    expect(problems).toEqual([]);
  });
}
