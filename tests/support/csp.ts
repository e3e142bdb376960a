import type {Page} from '@playwright/test';

type Recorded = {cspViolations: string[]};

/**
 * Records every CSP violation the page reports, from the first script on, as
 * `window.cspViolations`: directive, blocked URL and the source line that tried.
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as Recorded).cspViolations = log;
    document.addEventListener('securitypolicyviolation', (e) => log.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
}

/** The violations recorded on the current document (see `recordCspViolations`). */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as Recorded).cspViolations);
