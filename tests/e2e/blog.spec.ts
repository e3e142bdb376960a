import {test, expect, onlyHeading} from '../support/fixtures';

test('the blog list shows every post with its reading time', async ({page}) => {
  await page.goto('/blog');
  expect(await onlyHeading(page)).toBe('Lakestone blog');
  const posts = page.locator('article');
  await expect(posts).toHaveCount(4);
  for (const post of await posts.all()) await expect(post).toContainText(/\d+ min read/);
});

test('a post shows its reading time, authors and tags', async ({page}) => {
  await page.goto('/blog/long-blog-post');
  await expect(page.locator('article header')).toContainText(/\d+ min read/);
  await expect(page.locator('article header')).toContainText('Tomas Okafor');
  await expect(page.locator('article footer').getByRole('link', {name: 'Hello'})).toHaveAttribute('href', '/blog/tags/hello');
});

test('the MDX post renders its imported component, admonitions and tabs', async ({page}) => {
  await page.goto('/blog/mdx-blog-post');
  // The post's component is <StateDiagram of="flow" />: a drawing with a text alternative.
  const diagram = page.getByRole('img', {name: /^The states of a flow \(stream capture\), starting in PROVISIONING/});
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('svg')).toBeVisible();
  await expect(page.locator('.theme-admonition')).toHaveCount(3);
  await page.getByRole('tab', {name: 'Google Cloud'}).click();
  await expect(page.getByRole('tabpanel')).toContainText('gs://northwind-lakestone-sales/');
});

test('there is no feed: no feed files and no feed links', async ({page, request}) => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']) {
    expect((await request.get(feed)).status(), feed).toBe(404);
  }
  await page.goto('/blog');
  await expect(page.locator('link[rel="alternate"][type*="rss"], link[rel="alternate"][type*="atom"]')).toHaveCount(0);
});

test('the tags page lists the four tags, and a tag page shows its description and posts', async ({page}) => {
  await page.goto('/blog/tags');
  await onlyHeading(page);
  const tags = page.locator('main a[href^="/blog/tags/"]');
  await expect(tags).toHaveCount(4);
  await page.goto('/blog/tags/facebook');
  await onlyHeading(page);
  await expect(page.locator('main')).toContainText('began at Facebook');
  await expect(page.locator('article h2')).toHaveText(['How this documentation site is built']);
});

test('the authors page lists every author, each with a page of their posts', async ({page}) => {
  await page.goto('/blog/authors');
  await onlyHeading(page);
  for (const name of ['Mara Lindqvist', 'Tomas Okafor', 'Priya Raman']) await expect(page.locator('main')).toContainText(name);
  const avatars = page.locator('main img');
  for (const src of await avatars.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
    expect(src).toMatch(/^\/img\/authors\//);
  }
  await page.goto('/blog/authors/tomas');
  await expect(page.locator('article h2')).toHaveText(['Inside a flow: from a Kafka record to an Iceberg commit']);
});

test('the archive lists every post', async ({page}) => {
  await page.goto('/blog/archive');
  await onlyHeading(page);
  await expect(page.locator('main a[href^="/blog/"]').filter({hasNotText: /^$/})).toHaveCount(4);
});
