import type {Page} from '@playwright/test';

/** Makes localStorage and sessionStorage throw on access, as private browsing and sandboxed frames do. */
export async function makeStorageThrow(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is disabled`, 'SecurityError');
        },
      });
    }
  });
}
