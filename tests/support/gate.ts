import {expect, type Frame, type Page} from '@playwright/test';
import settings from './test-settings.json';
import {STAND_IN_SESSION_KEY} from '../../scripts/lib/stand-in-page.mjs';

export const GATE_FRAME_TITLE = 'Sign in to read the Lakestone documentation';

// Whether the gate opens is what the tests check; how fast is the bench's (npm run bench), so a busy
// machine gets longer than expect's 5 s.
const GATE_TIMEOUT = 15_000;

export const gateState = (page: Page) => page.locator('[data-lakestone-gate]');

/**
 * Opens the gate the way a reader does: an open session answers at once (see
 * `rememberSignedInReader`), or the reader signs in on the (stand-in) authentication page in the
 * frame, after which the stand-in remembers them. Returns once React has taken over the page.
 */
export async function openGate(page: Page): Promise<void> {
  // The inline listener marks <html> the moment it accepts the answer (src/plugins/gate-listener).
  const accepted = page.locator('html[data-lakestone-reader="signed-in"]');
  if ((await accepted.count()) === 0) {
    const button = page.frameLocator(`iframe[title="${GATE_FRAME_TITLE}"]`).getByRole('button', {name: 'Continue'});
    await Promise.race([accepted.waitFor({state: 'attached', timeout: GATE_TIMEOUT}), button.waitFor({timeout: GATE_TIMEOUT})]);
    // The session may answer (and the frame go away) while we click: whichever comes first ends
    // the wait; a click on a frame that went away is no failure.
    if ((await accepted.count()) === 0) await Promise.race([button.click().catch(() => undefined), accepted.waitFor({state: 'attached', timeout: GATE_TIMEOUT})]);
  }
  // AuthGate.tsx sets this once React has hydrated: the page is ready for a reader's input.
  await page.locator('[data-lakestone-gate="open"]').waitFor({state: 'attached', timeout: GATE_TIMEOUT});
}

/**
 * Gives the page's reader an open session in the cloud app: the stand-in authentication page finds
 * it in its own storage and answers at once, as the real page does for a signed-in reader.
 */
export async function rememberSignedInReader(page: Page): Promise<void> {
  await page.addInitScript(
    ({origin, key, userId}) => {
      if (window.location.origin !== origin) return;
      try {
        window.localStorage.setItem(key, userId);
      } catch {
        // Storage that throws (tests/support/storage.ts): the reader signs in instead.
      }
    },
    {origin: new URL(settings.AUTH_PAGE_URL).origin, key: STAND_IN_SESSION_KEY, userId: GOOD.userId},
  );
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

