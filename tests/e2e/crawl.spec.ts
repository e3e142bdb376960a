import {readFileSync} from 'node:fs';
import path from 'node:path';
import {recordCspViolations} from '../support/csp';
import {test, expect} from '../support/fixtures';

// Every page of the built site, from its sitemap, opened once as a signed-in reader: one readable
// h1, a "… | Lakestone" title, no console error, no uncaught error, no CSP violation, every image
// with a text alternative. That routes.txt's routes are all in the sitemap is checked without a
// browser (tests/build/routes.test.ts).
const sitemap = readFileSync(path.join(__dirname, '../../.test-build/sitemap.xml'), 'utf8');
const ROUTES = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
const CHUNK = 25;

for (let start = 0; start < ROUTES.length; start += CHUNK) {
  const routes = ROUTES.slice(start, start + CHUNK);
  test(`pages ${start + 1}-${start + routes.length} of ${ROUTES.length}`, async ({page, consoleLog}) => {
    test.setTimeout(routes.length * 15_000);
    await recordCspViolations(page);
    const problems: string[] = [];
    for (const route of routes) {
      const errorsBefore = consoleLog.errors.length;
      const response = await page.goto(route);
      if (response?.status() !== 200) problems.push(`${route}: HTTP ${response?.status()}`);
      // One round trip per page: what a reader would see, read in the page.
      const seen = await page.evaluate(() => {
        const h1s = Array.from(document.querySelectorAll('h1'));
        const h1 = h1s[0] as HTMLElement | undefined;
        const visible = !!h1 && h1.checkVisibility({visibilityProperty: true, opacityProperty: true}) && h1.getBoundingClientRect().height > 0;
        return {
          h1Count: h1s.length,
          h1Text: visible ? h1.innerText.trim() : '',
          title: document.title,
          outsideSidebars: document.documentElement.classList.contains('docs-doc-page') && !document.querySelector('.theme-doc-sidebar-menu .menu__link--active'),
          noAlt: document.querySelectorAll('main img:not([alt]), article img:not([alt])').length,
          violations: (window as unknown as {cspViolations: string[]}).cspViolations,
        };
      });
      if (seen.h1Count !== 1) problems.push(`${route}: ${seen.h1Count} h1 elements`);
      else if (seen.h1Text.length < 3) problems.push(`${route}: the h1 is not readable`);
      if (!/^\S.* \| Lakestone$/.test(seen.title)) problems.push(`${route}: the title is "${seen.title}"`);
      // A doc page is in a sidebar: the sidebar shows it as the current page.
      if (seen.outsideSidebars) problems.push(`${route}: a doc page outside every sidebar`);
      if (seen.noAlt) problems.push(`${route}: ${seen.noAlt} image(s) without alt text`);
      for (const v of seen.violations) problems.push(`${route}: CSP violation: ${v}`);
      for (const e of consoleLog.errors.slice(errorsBefore)) problems.push(`${route}: console: ${e}`);
    }
    expect(problems).toEqual([]);
  });
}
