import {expect, type Page} from '@playwright/test';

export const GATE_FRAME_TITLE = 'Sign in to read the Lakestone documentation';

export const gateState = (page: Page) => page.locator('[data-lakestone-gate]');

/**
 * Opens the gate the way a reader does: sign in on the (stand-in) authentication page in the
 * frame. After the first sign-in the stand-in remembers the reader and answers on its own.
 */
export async function openGate(page: Page): Promise<void> {
  const state = gateState(page);
  await expect(state).toHaveAttribute('data-lakestone-gate', /open|locked/);
  if ((await state.getAttribute('data-lakestone-gate')) === 'open') return;
  const frame = page.frameLocator(`iframe[title="${GATE_FRAME_TITLE}"]`);
  const opened = state.and(page.locator('[data-lakestone-gate="open"]'));
  const button = frame.getByRole('button', {name: 'Continue'});
  // Either the remembered session opens the gate, or the reader signs in.
  await Promise.race([opened.waitFor(), button.waitFor()]);
  if ((await state.getAttribute('data-lakestone-gate')) !== 'open') {
    // The remembered session may open the gate (and remove the frame) while we click: whichever
    // comes first ends the wait; a click on a frame that went away is no failure.
    await Promise.race([button.click().catch(() => undefined), opened.waitFor()]);
  }
  await expect(state).toHaveAttribute('data-lakestone-gate', 'open');
}
