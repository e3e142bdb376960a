import type {Page} from '@playwright/test';
import {switchColorMode} from '../support/axe';
import {recordCspViolations} from '../support/csp';
import {test, expect} from '../support/fixtures';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

// Diagrams drawn at build time (src/plugins/diagrams), on every built page that has one (the build
// test tests/build/diagrams.test.ts checks that these are the pages whose sources have them): each
// is shown in the current color mode with readable text, adds no layout shift, and the page has no
// console error or CSP violation. A page without diagrams downloads nothing of them; no page
// downloads Mermaid.
const BUILD = path.join(__dirname, '../../.test-build');
function diagramPages(dir = BUILD, found: {route: string; diagrams: number}[] = []) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !['assets', 'search-data', '__tests__'].includes(entry.name)) diagramPages(full, found);
    else if (entry.name === 'index.html') {
      const diagrams = (readFileSync(full, 'utf8').match(/<figure[^>]*data-diagram/g) ?? []).length;
      const route = `/${path.relative(BUILD, path.dirname(full))}`.replace(/\/$/, '') || '/';
      if (diagrams) found.push({route, diagrams});
    }
  }
  return found;
}
const PAGES = diagramPages();
// A page with two diagrams (tests/e2e/accessibility.spec.ts checks it with axe).
const DIAGRAM_PAGE = '/product/ingest-data/flows/sync-process';
// Strings of Mermaid's own code that survive minification; the component's marker.
const MERMAID_CODE = /securityLevel|startOnLoad/;
const DIAGRAM_COMPONENT = 'data-diagram';

async function watch(page: Page) {
  await recordCspViolations(page);
  await page.addInitScript(() => {
    const w = window as unknown as {layoutShift: number};
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.layoutShift += (entry as unknown as {value: number}).value;
    }).observe({type: 'layout-shift', buffered: true});
  });
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

test('the build has at least 12 diagrams on at least 10 pages', () => {
  expect(PAGES.length).toBeGreaterThanOrEqual(10);
  expect(PAGES.reduce((n, p) => n + p.diagrams, 0)).toBeGreaterThanOrEqual(12);
});

/** What a reader would notice about the page's diagrams in the current color mode. */
async function diagramProblems(page: Page, route: string, diagrams: number, mode: string): Promise<string[]> {
  const problems: string[] = [];
  const figures = page.locator('article figure[data-diagram]');
  await expect(figures, route).toHaveCount(diagrams);
  for (let i = 0; i < diagrams; i += 1) {
    const image = figures.nth(i).getByRole('img');
    const name = (await image.getAttribute('aria-label')) ?? '';
    if (name.split(/\s+/).length < 8) problems.push(`${route} (${mode}): diagram ${i + 1} has the text alternative "${name}"`);
    const visible = image.locator('svg:visible');
    if ((await visible.count()) !== 1) {
      problems.push(`${route} (${mode}): diagram ${i + 1} shows ${await visible.count()} drawings`);
      continue;
    }
    await visible.scrollIntoViewIfNeeded();
    const box = await visible.boundingBox();
    if (!box || box.width < 100 || box.height < 50) problems.push(`${route} (${mode}): diagram ${i + 1} is drawn at ${box?.width}x${box?.height}`);
    // Every label against the page's background: dark text in light mode, light text in dark mode.
    const colors = await visible.evaluate((svg) => {
      // The color painted behind the diagram: the first ancestor with a background, else the canvas.
      let background = 'rgb(255, 255, 255)';
      for (let node: Element | null = svg; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (!/^rgba\(.*, 0\)$|^transparent$/.test(color)) {
          background = color;
          break;
        }
      }
      // The elements that paint glyphs: those with text of their own (a <text> may only hold <tspan>s).
      const texts = Array.from(svg.querySelectorAll('text, tspan')).filter((t) => Array.from(t.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()));
      return {background, fills: [...new Set(texts.map((t) => getComputedStyle(t).fill))]};
    });
    for (const fill of colors.fills) {
      if (contrast(fill, colors.background) < 4.5) problems.push(`${route} (${mode}): diagram ${i + 1} has text in ${fill} on ${colors.background}`);
    }
  }
  return problems;
}

// Each page is checked in the color mode it opens in, then switched to the other mode as a reader
// does and checked again: every diagram in both modes, one load per page.
test('every diagram shows in light and dark mode with readable text, no layout shift, no CSP violation', async ({page}) => {
  test.setTimeout(PAGES.length * 20_000);
  await watch(page);
  const problems: string[] = [];
  for (const {route, diagrams} of PAGES) {
    await page.goto(route);
    const first = (await page.locator('html').getAttribute('data-theme')) as 'light' | 'dark';
    problems.push(...(await diagramProblems(page, route, diagrams, first)));
    await page.waitForLoadState('load');
    const {cspViolations, layoutShift} = await page.evaluate(() => {
      const w = window as unknown as {cspViolations: string[]; layoutShift: number};
      return {cspViolations: w.cspViolations, layoutShift: w.layoutShift};
    });
    if (cspViolations.length) problems.push(`${route}: ${cspViolations.join('; ')}`);
    if (layoutShift > 0) problems.push(`${route}: layout shift ${layoutShift}`);
    problems.push(...(await diagramProblems(page, route, diagrams, await switchColorMode(page))));
  }
  expect(problems).toEqual([]);
});

test('a page without diagrams requests no diagram or Mermaid code; a page with diagrams requests no Mermaid', async ({page}) => {
  // The scripts each page requests, read from the build (a preloaded script's body is not always
  // available to Playwright).
  let scripts = new Set<string>();
  page.on('request', async (request) => {
    const url = new URL(request.url());
    // Linked pages' files, prefetched in idle time, are those pages' downloads, not this one's.
    const prefetch = /prefetch/.test((await request.allHeaders())['sec-purpose'] ?? '');
    if (url.pathname.startsWith('/assets/js/') && !prefetch) scripts.add(url.pathname);
  });
  const body = (script: string) => readFileSync(path.join(BUILD, script), 'utf8');
  await page.goto('/api/sql-command-reference/create-cluster');
  await expect(page.locator('figure[data-diagram]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(body(script).includes(DIAGRAM_COMPONENT), `${script} holds the diagram component`).toBe(false);
    expect(MERMAID_CODE.test(body(script)), `${script} holds Mermaid`).toBe(false);
  }
  scripts = new Set();
  await page.goto(DIAGRAM_PAGE);
  await expect(page.locator('figure[data-diagram]')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect([...scripts].some((script) => body(script).includes(DIAGRAM_COMPONENT)), 'the page with diagrams loads the component').toBe(true);
  for (const script of scripts) expect(MERMAID_CODE.test(body(script)), `${script} holds Mermaid`).toBe(false);
});
