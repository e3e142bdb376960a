import {test, expect, onlyHeading} from '../support/fixtures';
import {readRouteRules} from '../support/routes';

// Sections of routes.txt whose pages are delivered by open issues; each is removed from this
// list by the change that writes its pages.
const NOT_YET_DELIVERED: Record<string, string> = {
  'Category index pages (site-spec.md section 2)': 'issues 5-8',
  'API sidebar': 'issue 5',
  'Guides sidebar': 'issue 8',
  'Product sidebar': 'issues 6 and 7',
};
const HUBS = new Set(['/api/overview', '/guides/guide-overview']);

const rules = readRouteRules();
const exact = rules.filter(
  (rule) => rule.kind === 'exact' && (!(rule.section in NOT_YET_DELIVERED) || HUBS.has(rule.route)),
);

for (const rule of exact) {
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
