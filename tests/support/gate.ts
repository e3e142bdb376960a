import {expect, type Frame, type Page} from '@playwright/test';

export const GATE_FRAME_TITLE = 'Sign in to read the Lakestone documentation';

// Whether the gate opens is what the tests check; how fast is the bench's (npm run bench), so a busy
// machine gets longer than expect's 5 s.
const GATE_TIMEOUT = 15_000;

export const gateState = (page: Page) => page.locator('[data-lakestone-gate]');

/**
 * Opens the gate the way a reader does: sign in on the (stand-in) authentication page in the
 * frame. After the first sign-in the stand-in remembers the reader and answers on its own.
 */
export async function openGate(page: Page): Promise<void> {
  const state = gateState(page);
  await expect(state).toHaveAttribute('data-lakestone-gate', /open|locked/, {timeout: GATE_TIMEOUT});
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
  await expect(state).toHaveAttribute('data-lakestone-gate', 'open', {timeout: GATE_TIMEOUT});
}

/** The message the authentication page posts for a signed-in reader. */
export const GOOD = {type: 'lakestone:auth', userId: 'reader@example.com'};

export async function gateFrame(page: Page): Promise<Frame> {
  const handle = await page.locator(`iframe[title="${GATE_FRAME_TITLE}"]`).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no gate frame');
  await frame.waitForLoadState();
  return frame;
}

export type Post = (message: unknown) => Promise<unknown>;

/**
 * Posts the message, then a sentinel from the same sender. Messages from one sender arrive in
 * order, and the recorder below listens after the gate's inline listener: once it has seen the
 * sentinel, the gate has handled the message, so "still locked" is a verdict, not a guess.
 */
export async function expectIgnored(page: Page, post: Post, message: unknown) {
  const id = `sentinel-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(() => {
    const w = window as unknown as {sentinels?: string[]};
    if (w.sentinels) return;
    w.sentinels = [];
    window.addEventListener('message', (event) => {
      if (event.data?.type === 'lakestone:test-sentinel') w.sentinels!.push(event.data.id);
    });
  });
  await post(message);
  await post({type: 'lakestone:test-sentinel', id});
  await page.waitForFunction((sentinel) => (window as unknown as {sentinels: string[]}).sentinels.includes(sentinel), id);
  // What the gate's listener does at once when it accepts a message (src/plugins/gate-listener/listener.js).
  expect(await page.evaluate(() => ({reader: '__lakestoneReader' in window, attribute: document.documentElement.getAttribute('data-lakestone-reader')}))).toEqual({
    reader: false,
    attribute: null,
  });
  await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'locked');
  await expect(page.locator('h1')).toBeHidden();
}

export const postToSelf = (page: Page): Post => (message) => page.evaluate((m) => window.postMessage(m, '*'), message);

export const BAD_PAYLOADS: Array<[string, unknown]> = [
  ['a string', 'lakestone:auth'],
  ['null', null],
  ['no userId', {type: 'lakestone:auth'}],
  ['an empty userId', {type: 'lakestone:auth', userId: ''}],
  ['a number as userId', {type: 'lakestone:auth', userId: 12345}],
  ['a 300-character userId', {type: 'lakestone:auth', userId: 'u'.repeat(300)}],
  ['another type', {type: 'lakestone:signed-in', userId: 'reader@example.com'}],
];

