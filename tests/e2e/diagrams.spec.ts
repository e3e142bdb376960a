import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {diagramPagesFromSources} from '../support/diagram-pages';

// Diagrams drawn at build time (src/plugins/diagrams), on every page whose source has one: each is
// shown in the current color mode with readable text, adds no layout shift, and the page has no
// console error or CSP violation. A page without diagrams downloads nothing of them; no page
// downloads Mermaid.
const PAGES = diagramPagesFromSources();
// A page with two diagrams, checked with axe.
const AXE_PAGE = '/product/ingest-data/flows/sync-process';
// Strings of Mermaid's own code that survive minification; the component's marker.
const MERMAID_CODE = /securityLevel|startOnLoad/;
const DIAGRAM_COMPONENT = 'data-diagram';

async function watch(page: Page, mode: 'light' | 'dark') {
  await page.addInitScript((theme) => {
    // The theme's own storage key: the page opens in this mode, as after a reader's earlier choice.
    window.localStorage.setItem('theme', theme);
    const w = window as unknown as {cspViolations: string[]; layoutShift: number};
    w.cspViolations = [];
    w.layoutShift = 0;
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  }, mode);
}

/** Contrast ratio of two CSS colors (rgb(...) or rgba(...)), per WCAG. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('the sources have at least 12 diagrams on at least 10 pages', () => {
  expect(PAGES.length).toBeGreaterThanOrEqual(10);
  expect(PAGES.reduce((n, p) => n + p.diagrams, 0)).toBeGreaterThanOrEqual(12);
});

for (const mode of ['light', 'dark'] as const) {
  test(`every diagram shows in ${mode} mode with readable text, no layout shift, no CSP violation`, async ({page}) => {
    test.setTimeout(PAGES.length * 20_000);
    await watch(page, mode);
    const problems: string[] = [];
    for (const {route, diagrams} of PAGES) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const figures = page.locator('article figure[data-diagram]');
      await expect(figures, route).toHaveCount(diagrams);
      for (let i = 0; i < diagrams; i += 1) {
        const image = figures.nth(i).getByRole('img');
        const name = (await image.getAttribute('aria-label')) ?? '';
        if (name.split(/\s+/).length < 8) problems.push(`${route}: diagram ${i + 1} has the text alternative "${name}"`);
        const visible = image.locator('svg:visible');
        if ((await visible.count()) !== 1) {
          problems.push(`${route}: diagram ${i + 1} shows ${await visible.count()} drawings`);
          continue;
        }
        await visible.scrollIntoViewIfNeeded();
        const box = await visible.boundingBox();
        if (!box || box.width < 100 || box.height < 50) problems.push(`${route}: diagram ${i + 1} is drawn at ${box?.width}x${box?.height}`);
        // Every label against the page's background: dark text in light mode, light text in dark mode.
        const colors = await visible.evaluate((svg) => {
          const background = getComputedStyle(document.body).backgroundColor;
          const texts = Array.from(svg.querySelectorAll('text, tspan')).filter((t) => t.textContent?.trim());
          return {background, fills: [...new Set(texts.map((t) => getComputedStyle(t).fill))]};
        });
        for (const fill of colors.fills) {
          if (contrast(fill, colors.background) < 4.5) problems.push(`${route}: diagram ${i + 1} has text in ${fill} on ${colors.background}`);
        }
      }
      await page.waitForLoadState('load');
      const {cspViolations, layoutShift} = await page.evaluate(() => window as unknown as {cspViolations: string[]; layoutShift: number});
      if (cspViolations.length) problems.push(`${route}: ${cspViolations.join('; ')}`);
      if (layoutShift > 0) problems.push(`${route}: layout shift ${layoutShift}`);
    }
    expect(problems).toEqual([]);
  });

  test(`a page with diagrams has no serious or critical axe violations in ${mode} mode`, async ({page}) => {
    await watch(page, mode);
    await page.goto(AXE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('a page without diagrams requests no diagram or Mermaid code; a page with diagrams requests no Mermaid', async ({page}) => {
  const bodies = new Map<string, string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) bodies.set(url.pathname, await response.text().catch(() => ''));
  });
  await page.goto('/api/sql-command-reference/create-cluster');
  await expect(page.locator('figure[data-diagram]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(bodies.size).toBeGreaterThan(0);
  for (const [script, body] of bodies) {
    expect(body.includes(DIAGRAM_COMPONENT), `${script} holds the diagram component`).toBe(false);
    expect(MERMAID_CODE.test(body), `${script} holds Mermaid`).toBe(false);
  }
  bodies.clear();
  await page.goto(AXE_PAGE);
  await expect(page.locator('figure[data-diagram]')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect([...bodies.values()].some((body) => body.includes(DIAGRAM_COMPONENT)), 'the page with diagrams loads the component').toBe(true);
  for (const [script, body] of bodies) expect(MERMAID_CODE.test(body), `${script} holds Mermaid`).toBe(false);
});
