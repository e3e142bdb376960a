import {test, expect, onlyHeading} from '../support/fixtures';
import {readRouteRules} from '../support/routes';
import {routeAliases} from '../../config/route-aliases';

const rules = readRouteRules();

for (const rule of rules) {
  if (rule.kind !== 'exact') continue;
  test(`${rule.route} renders a page with one readable h1 (routes.txt:${rule.line})`, async ({page}) => {
    const response = await page.goto(rule.route);
    expect(response?.status(), 'HTTP status').toBe(200);
    const heading = await onlyHeading(page);
    expect(heading.length).toBeGreaterThan(2);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page).toHaveTitle(/^\S.* \| Lakestone$/);
  });
}

test('every "at-least" rule of routes.txt has enough pages in the sitemap', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const rule of rules) {
    if (rule.kind !== 'at-least') continue;
    const under = paths.filter((p) => p.startsWith(rule.prefix) && p !== rule.prefix);
    expect(under.length, `routes.txt:${rule.line}: pages under ${rule.prefix}`).toBeGreaterThanOrEqual(rule.count);
  }
});

for (const alias of routeAliases) {
  test(`${alias.from} reaches ${alias.to}`, async ({page}) => {
    await page.goto(alias.from);
    await expect(page).toHaveURL(new RegExp(`${alias.to.replace(/[/-]/g, '\\$&')}$`));
    await expect(page.locator('h1')).toHaveText(alias.title);
  });
}
