import {test, expect} from '../support/fixtures';
import {routeAliases} from '../../config/route-aliases';

// Alias routes are not in the sitemap, so the crawl does not open them; each is opened here.
for (const alias of routeAliases) {
  test(`${alias.from} reaches ${alias.to}`, async ({page}) => {
    await page.goto(alias.from);
    await expect(page).toHaveURL(new RegExp(`${alias.to.replace(/[/-]/g, '\\$&')}$`));
    await expect(page.locator('h1')).toHaveText(alias.title);
  });
}
