import {test, expect} from '../support/fixtures';

for (const route of ['/blog/long-blog-post', '/markdown-page']) {
  test(`the table of contents of ${route} lists exactly its h2 and h3 headings`, async ({page}) => {
    await page.goto(route);
    const article = page.locator('article, main').first();
    const expected = await article.locator('h2[id], h3[id]').evaluateAll((nodes) =>
      nodes.filter((n) => !n.closest('.table-of-contents')).map((n) => `#${n.id}`),
    );
    const h4 = await article.locator('h4[id]').evaluateAll((nodes) => nodes.map((n) => `#${n.id}`));
    expect(expected.length).toBeGreaterThan(3);
    expect(h4.length).toBeGreaterThan(0);
    const tocLinks = await page.locator('.table-of-contents').first().locator('a').evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    expect(tocLinks).toEqual(expected);
    for (const anchor of h4) expect(tocLinks).not.toContain(anchor);
  });
}
