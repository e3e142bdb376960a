import type {Page} from '@playwright/test';

/** Whether a module holding Prism's grammars has run in the page (webpack records each chunk it runs). */
export const prismLoaded = (page: Page) =>
  page.evaluate(() => {
    const chunks = (window as unknown as Record<string, Array<[unknown, Record<string, () => void>]>>).webpackChunklakestone_docs ?? [];
    return chunks.some(([, modules]) => Object.values(modules).some((factory) => String(factory).includes('Prism.languages')));
  });
