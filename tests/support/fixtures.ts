import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {openGate, rememberSignedInReader} from './gate';

export type ConsoleLog = {
  errors: string[];
  warnings: string[];
};

/**
 * Every browser test fails on a console error or an uncaught exception in the page, as on
 * Docusaurus's own site. Warnings are recorded for the tests that assert on them.
 */
type Fixtures = {consoleLog: ConsoleLog; allowedConsoleErrors: RegExp[]; gate: 'open' | 'locked'};

export const test = base.extend<Fixtures>({
  /**
   * 'open': the reader has an open session, and every goto and reload ends with the gate opened and
   * React started, so tests see the page. 'locked': the page is left as a visitor first sees it.
   */
  gate: ['open', {option: true}],
  page: async ({page, gate}, use) => {
    if (gate === 'open') {
      await rememberSignedInReader(page);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await openGate(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await openGate(page);
        return response;
      };
    }
    await use(page);
  },
  /** Console errors a test expects, such as the browser's own line for a 404 document. */
  allowedConsoleErrors: [[], {option: true}],
  consoleLog: [
    async ({page, allowedConsoleErrors}, use, testInfo) => {
      const log: ConsoleLog = {errors: [], warnings: []};
      const onConsole = (message: ConsoleMessage) => {
        const where = message.location().url ? ` (${message.location().url})` : '';
        const text = `${message.text()}${where}`;
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(text))) log.errors.push(text);
        if (message.type() === 'warning') log.warnings.push(message.text());
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => log.errors.push(`uncaught: ${error.message}`));
      await use(log);
      expect(log.errors, `console errors on ${testInfo.title}`).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** The text of the page's single h1, asserting there is exactly one. */
export async function onlyHeading(page: Page): Promise<string> {
  const headings = page.locator('h1');
  await expect(headings).toHaveCount(1);
  return (await headings.textContent())?.trim() ?? '';
}
