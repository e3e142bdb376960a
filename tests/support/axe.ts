import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

// WCAG 2.1 A and AA, and axe's best practices: the rules every axe check of the site runs.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeOptions = {
  /** Selectors to check; the whole page when empty. */
  include?: string[];
  /** 'serious': only serious and critical violations count (whole pages); 'any': every one (a feature's own markup). */
  impact?: 'serious' | 'any';
  /** Rules that must have run and passed: axe reports a rule it could not decide as neither. */
  mustPass?: string[];
};

/** axe's violations on the page, one line each with the elements that break the rule. */
export async function axeViolations(page: Page, {include = [], impact = 'any', mustPass = []}: AxeOptions = {}): Promise<string[]> {
  // Only violations carry every node: passes still name their rules, and axe takes half the time.
  let builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).withTags(TAGS);
  for (const selector of include) builder = builder.include(selector);
  // By default axe merges each frame's results in a blank page it opens: 3 to 4.5 s of a 5 to 7 s
  // run here. A page without frames has nothing to merge; one with frames keeps the merge.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  const results = await builder.analyze();
  const passed = new Set(results.passes.map((rule) => rule.id));
  return [
    ...results.violations
      .filter((v) => impact === 'any' || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join(', ')}`),
    ...mustPass.filter((id) => !passed.has(id)).map((id) => `${id}: did not run to a pass`),
  ];
}

export type ColorMode = 'light' | 'dark';

/** Switches the color mode with the navbar's toggle, as a reader does, and waits for it to apply. */
export async function switchColorMode(page: Page): Promise<ColorMode> {
  const html = page.locator('html');
  const to: ColorMode = (await html.getAttribute('data-theme')) === 'dark' ? 'light' : 'dark';
  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(html).toHaveAttribute('data-theme', to);
  return to;
}

/**
 * Runs `check` in light mode, switches to dark mode and runs it again: both modes in one page load.
 * `check` sets up what it checks each time and leaves the toggle reachable (no modal open).
 */
export async function inLightAndDarkMode(page: Page, check: (mode: ColorMode) => Promise<void>): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await check('light');
  await switchColorMode(page);
  await check('dark');
}
