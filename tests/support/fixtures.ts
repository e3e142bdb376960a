import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

export type ConsoleLog = {
  errors: string[];
  warnings: string[];
};

/**
 * Every browser test fails on a console error or an uncaught exception in the page, as on
 * Docusaurus's own site. Warnings are recorded for the tests that assert on them.
 */
export const test = base.extend<{consoleLog: ConsoleLog; allowedConsoleErrors: RegExp[]}>({
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
