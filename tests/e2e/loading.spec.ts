import {test, expect} from '../support/fixtures';
import {prismLoaded} from '../support/prism';

// What start-up defers (Prism in src/theme/CodeBlock, src/plugins/idle-prefetch) must still happen.
// Client-side visits to code are in code-blocks.spec.ts.

const HIGHLIGHTED: Array<[string, string]> = [
  ['/api/getting-started/sql-command-api', 'bash'],
  ['/product/sql/sql-endpoint', 'java'],
  ['/product/sql/sql-endpoint', 'ini'],
  ['/product/jobs/examples/scala-jar-job', 'scala'],
  ['/product/getting-started/gcp/onboarding-auth', 'hcl'],
  ['/guides/qe-integrations/trino', 'properties'],
  ['/api/overview', 'http'],
  ['/api/sql-command-reference/create-stream-capture', 'sql'],
];

test('code of every highlighted language comes highlighted from the server, and a first visit runs no Prism', async ({page}) => {
  for (const [path, language] of HIGHLIGHTED) {
    await test.step(`${language} on ${path}`, async () => {
      await page.goto(path);
      const block = page.locator(`pre.language-${language}`).first();
      await expect(block).toBeVisible();
      // Prism wraps recognised keywords, strings and punctuation in token spans.
      expect(await block.locator('.token').count()).toBeGreaterThan(2);
      // The copy button is rendered in the browser only: the page has hydrated, still without Prism.
      await block.hover();
      await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
      expect(await prismLoaded(page), 'Prism ran on a first visit').toBe(false);
    });
  }
});

test('the pages a doc links to are prefetched once the page is idle, each file once, and a click still opens them', async ({page}) => {
  await page.goto('/product/compute/clusters');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), {timeout: 15_000}).toBeGreaterThan(10);
  // Each file once, and none the page has already loaded: shared files are not fetched again per link.
  const {prefetched, loaded} = await page.evaluate(() => ({
    prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href),
    loaded: Array.from(document.scripts, (s) => s.src).filter(Boolean),
  }));
  expect(new Set(prefetched).size).toBe(prefetched.length);
  expect(prefetched.filter((href) => loaded.includes(href))).toEqual([]);
  const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/product/"]:not([aria-current])').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('h1')).toBeVisible();
});
