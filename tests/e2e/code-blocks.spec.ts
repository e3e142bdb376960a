import {test, expect} from '../support/fixtures';
import {openGate} from '../support/gate';
import {prismLoaded} from '../support/prism';

// Code blocks are highlighted on the server; a first visit hydrates them without Prism
// (src/theme/CodeBlock/Content), and their colors are CSS (src/plugins/code-highlighting-on-demand).

const SQL_PAGE = '/api/sql-command-reference/create-stream-capture';

test.describe('first visit', () => {
  test.use({gate: 'locked'});

  test('hydration keeps the server-highlighted lines as they are, without loading Prism', async ({page}) => {
    await page.goto(SQL_PAGE);
    // While the gate is locked no script has run: mark the server's first token element.
    await page.evaluate(() => {
      (document.querySelector('pre.language-sql .token.keyword') as HTMLElement & {serverNode?: boolean}).serverNode = true;
    });
    await openGate(page);
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    // The copy button is rendered in the browser only, so it proves the block has hydrated.
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
    const sameNode = await page.evaluate(
      () => (document.querySelector('pre.language-sql .token.keyword') as HTMLElement & {serverNode?: boolean}).serverNode === true,
    );
    expect(sameNode, 'the token element the server sent is still in the page').toBe(true);
    expect(await page.locator('pre.language-sql .token').count()).toBeGreaterThan(20);
    expect(await prismLoaded(page)).toBe(false);
  });
});

test('the copy button copies the block\'s code', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SQL_PAGE);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const shown = await block.locator('code').textContent();
  expect(copied.split('\n').length).toBeGreaterThan(3);
  expect(copied.replace(/\n/g, '')).toBe(shown);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('a block wider than the screen offers word wrap, and wrapping ends its horizontal scroll', async ({page}) => {
    await page.goto(SQL_PAGE);
    const pre = page.locator('pre.language-sql').first();
    const scrolls = () => pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await scrolls(), 'the first SQL block is wider than a phone').toBe(true);
    const block = page.locator('.theme-code-block').first();
    const wrap = block.getByRole('button', {name: 'Toggle word wrap'});
    await block.hover();
    await wrap.click();
    await expect.poll(scrolls).toBe(false);
  });
});

test('code colors follow the color mode at once, with no reload', async ({page}) => {
  await page.goto(SQL_PAGE);
  const keyword = page.locator('pre.language-sql .token.keyword').first();
  const comment = page.locator('pre.language-sql .token.comment').first();
  const pre = page.locator('pre.language-sql').first();
  await expect(keyword).toHaveCSS('color', 'rgb(160, 17, 31)');
  await expect(pre).toHaveCSS('background-color', 'rgb(246, 248, 250)');
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(keyword).toHaveCSS('color', 'rgb(255, 148, 146)');
  await expect(pre).toHaveCSS('background-color', 'rgb(27, 31, 36)');
  if (await comment.count()) await expect(comment).toHaveCSS('font-style', 'italic');
});

test('after a client-side visit, Prism loads and highlights the new page\'s code', async ({page}) => {
  await page.goto('/glossary');
  expect(await prismLoaded(page)).toBe(false);
  await page.locator('.navbar').getByRole('link', {name: 'API'}).click();
  await expect(page.locator('h1')).toHaveText('API overview');
  await expect.poll(() => page.locator('pre.language-http .token').count()).toBeGreaterThan(2);
  expect(await prismLoaded(page)).toBe(true);
});

test('a page lists its route chunks in its HTML, and each script is downloaded once', async ({page, request}) => {
  const html = await (await request.get('/product/compute/clusters')).text();
  const preloaded = [...html.matchAll(/<link rel=preload as=script[^>]*href=([^\s>]+)/g)].map((m) => m[1]);
  // runtime and main, then the page's own chunks (the doc, its sidebar, the doc layout...).
  expect(preloaded.length).toBeGreaterThan(4);
  const downloads: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && downloads.push(new URL(r.url()).pathname));
  await page.goto('/product/compute/clusters');
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  await page.locator('.theme-code-block').first().hover();
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeVisible();
  for (const file of preloaded) expect(downloads.filter((d) => d === file), file).toHaveLength(1);
});
