import {readFileSync} from 'node:fs';
import path from 'node:path';
import {axeViolations} from '../support/axe';
import type {Page, Route} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {BAD_PAYLOADS, GATE_FRAME_TITLE, GOOD, expectIgnored, gateFrame, gateState, postToSelf} from '../support/gate';
import settings from '../support/test-settings.json';
import {standInPage} from '../../scripts/lib/stand-in-page.mjs';

// The gate's failure panel (issue 20): what a reader sees when sign-in cannot be reached. It is
// server-rendered by AuthGate.tsx and shown by the inline listener, since a locked page runs no bundle.
test.use({gate: 'locked'});

const AUTH = settings.AUTH_PAGE_URL;
const STATUS_URL = 'https://status.lakestone.example/';
const FRAME = `iframe[title="${GATE_FRAME_TITLE}"]`;
// The browser's own lines for a request to the authentication origin that fails.
const AUTH_FAILED = new RegExp(`net::ERR_(FAILED|CONNECTION_REFUSED|INTERNET_DISCONNECTED) \\(${AUTH.replace(/[.?/]/g, '\\$&')}\\)$`);

const panel = (page: Page) => page.locator('[data-lakestone-gate-failure-panel]');
const frame = (page: Page) => page.locator(FRAME);

/**
 * Records, on the page's own clock, when the panel is shown and hidden (the listener's attribute
 * on <html>), and every layout shift, from the first script on.
 */
async function recordPanel(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const w = window as unknown as {panelShownAt: number[]; layoutShift: number; offlineAt?: number};
    w.panelShownAt = [];
    w.layoutShift = 0;
    window.addEventListener('offline', () => (w.offlineAt = performance.now()));
    new MutationObserver(() => {
      const reason = document.documentElement.getAttribute('data-lakestone-gate-failure');
      if (reason && reason !== 'retrying') w.panelShownAt.push(performance.now());
      // The document, not <html>: init scripts run before the root element exists.
    }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-lakestone-gate-failure']});
    // As CLS counts them: shifts right after the reader's own input (here, Tab) are not counted.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
}

const panelShownAt = (page: Page) => page.evaluate(() => (window as unknown as {panelShownAt: number[]}).panelShownAt);
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as {layoutShift: number}).layoutShift);

/** Writes the measured time for the report, in the test's annotations and its output. */
function report(what: string, ms: number) {
  const line = `${what}: ${Math.round(ms)} ms`;
  test.info().annotations.push({type: 'panel', description: line});
  console.log(`  panel timing, ${line}`);
}

/** The panel as a reader meets it: its text, its actions, and the locked content behind it. */
async function expectPanel(page: Page, reason: RegExp) {
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', {name: 'Sign-in could not be reached'})).toBeVisible();
  await expect(panel(page)).toContainText(reason);
  await expect(panel(page).getByRole('button', {name: 'Try again'})).toBeVisible();
  const newTab = panel(page).getByRole('link', {name: 'Sign in in a new tab'});
  await expect(newTab).toHaveAttribute('href', settings.SIGN_IN_URL);
  await expect(newTab).toHaveAttribute('target', '_blank');
  await expect(panel(page).getByRole('link', {name: /service status/})).toHaveAttribute('href', STATUS_URL);
  // The live region that announces it, and the frame's broken page out of sight.
  await expect(page.locator('[aria-live="assertive"] p').filter({visible: true})).toHaveText('Sign-in could not be reached. Try again, or sign in in a new tab.');
  await expect(frame(page)).toBeHidden();
  // The gate is as locked as before: content hidden, inert, unreachable by keyboard.
  await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'locked');
  await expect(gateState(page)).toHaveAttribute('inert', '');
  await expect(page.locator('h1')).toBeHidden();
  expect(await page.evaluate(() => '__lakestoneReader' in window)).toBe(false);
}

/** Tab from the top of the page reaches Try again first, then the two links. */
async function expectKeyboardOrder(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    names.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(names).toEqual(['Try again', 'Sign in in a new tab', 'Check the Lakestone service status']);
}

test.describe('the authentication origin not listening', () => {
  test.use({allowedConsoleErrors: [AUTH_FAILED]});

  test('the panel shows at once; Try again reloads the frame only, and signing in then opens the gate', async ({page}) => {
    await recordPanel(page);
    // As a closed port answers: every request to the origin is refused.
    const refuse = (route: Route) => route.abort('connectionrefused');
    await page.route(AUTH, refuse);
    await page.goto('/glossary');
    await expectPanel(page, /could not connect to the Lakestone sign-in page/);
    report('origin not listening, from navigation start', (await panelShownAt(page))[0]);
    await expectKeyboardOrder(page);
    expect(await layoutShift(page), 'no layout shift').toBe(0);

    // The origin is back. Try again reloads the frame, not the page.
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    const documents: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && documents.push(request.url()));
    await page.unroute(AUTH, refuse);
    await panel(page).getByRole('button', {name: 'Try again'}).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('[aria-live="assertive"] p').filter({visible: true})).toHaveCount(0);
    await expect(frame(page)).toBeVisible();
    await page.frameLocator(FRAME).getByRole('button', {name: 'Continue'}).click();
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
    await expect(page.locator('h1')).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    expect(documents, 'only the frame was loaded again').toEqual([AUTH]);
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  });

  test('Try again while the origin is still down shows the panel again, with the focus on Try again', async ({page}) => {
    await recordPanel(page);
    await page.route(AUTH, (route) => route.abort('connectionrefused'));
    await page.goto('/glossary');
    await expectPanel(page, /could not connect/);
    const retry = panel(page).getByRole('button', {name: 'Try again'});
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await panelShownAt(page)).length).toBe(2);
    await expectPanel(page, /could not connect/);
    await expect(retry).toBeFocused();
    const [first, second] = await panelShownAt(page);
    expect(second).toBeGreaterThan(first);
  });
});

test.describe('an authentication page that answers after 15 s', () => {
  test('the panel shows after 10 s, and the late answer still opens the gate and removes it', async ({page, baseURL}) => {
    await recordPanel(page);
    // The page's timers run on Playwright's clock, so the test does not wait 15 real seconds.
    // Paused: only runFor moves the page's time, however slowly the page loads under load.
    const T0 = new Date('2026-01-05T09:00:00Z').getTime();
    await page.clock.install({time: T0});
    await page.clock.pauseAt(T0 + 1_000);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(AUTH, async (route) => {
      await answered;
      await route.fulfill({contentType: 'text/html', body: standInPage([new URL(baseURL!).origin], 'reader@example.com')});
    });
    await page.goto('/glossary', {waitUntil: 'domcontentloaded'});
    const loadedAt = await page.evaluate(() => performance.now());
    await page.clock.runFor(9_000);
    await expect(frame(page)).toBeVisible();
    expect(await panelShownAt(page), 'no panel before 10 s').toEqual([]);
    await page.clock.runFor(1_500);
    await expectPanel(page, /has not loaded after 10 seconds/);
    const shownAt = (await panelShownAt(page))[0];
    report('page that has not loaded, on the page clock', shownAt - loadedAt);
    expect(shownAt - loadedAt).toBeGreaterThanOrEqual(9_000);
    expect(shownAt - loadedAt).toBeLessThanOrEqual(10_500);
    await page.clock.runFor(4_500);
    answer();
    // The authentication page answers for an open session: the gate opens, the panel goes.
    await expect(page.locator('h1')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-lakestone-gate-failure', /.*/);
    await page.clock.resume();
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
    await expect(panel(page)).toHaveCount(0);
    expect(await layoutShift(page), 'no layout shift').toBe(0);
  });
});

test.describe('an authentication page that loads but never answers', () => {
  test('after 10 s a bar below the page offers the ways out, the page stays usable, and its answer still opens the gate', async ({page}) => {
    await recordPanel(page);
    const T0 = new Date('2026-01-05T09:00:00Z').getTime();
    await page.clock.install({time: T0});
    await page.clock.pauseAt(T0 + 1_000);
    // A page that loads and then hangs: no script, no message.
    await page.route(AUTH, (route) => route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Sign in</title><p>Loading sign-in</p>'}));
    await page.goto('/glossary', {waitUntil: 'domcontentloaded'});
    const auth = await gateFrame(page);
    const loadedAt = await page.evaluate(() => performance.now());
    await page.clock.runFor(9_000);
    expect(await panelShownAt(page), 'no bar while a reader may still be signing in').toEqual([]);
    await page.clock.runFor(1_500);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('heading', {name: 'Sign-in has not answered yet'})).toBeVisible();
    await expect(panel(page)).toContainText(/has not answered after 10 seconds/);
    await expect(panel(page).getByRole('link', {name: 'Sign in in a new tab'})).toHaveAttribute('href', settings.SIGN_IN_URL);
    report('page that loaded but never answered, on the page clock', (await panelShownAt(page))[0] - loadedAt);
    // The bar sits along the bottom: the frame stays visible, and most of it uncovered.
    await expect(frame(page)).toBeVisible();
    const bar = (await panel(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(bar.y + bar.height).toBeCloseTo(viewport.height, 0);
    expect(bar.height).toBeLessThanOrEqual(viewport.height / 2);
    await expect(page.locator('h1')).toBeHidden();
    // axe runs on timers of its own: the page's clock runs again, the bar stays (no message yet).
    await page.clock.resume();
    expect(await axeViolations(page, {include: ['[data-lakestone-gate-failure-panel]']})).toEqual([]);
    await expect(panel(page)).toBeVisible();
    await auth.evaluate((m) => window.parent.postMessage(m, '*'), GOOD);
    await expect(page.locator('h1')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
    expect(await layoutShift(page), 'no layout shift').toBe(0);
  });
});

test.describe('a reader who goes offline', () => {
  test.use({allowedConsoleErrors: [AUTH_FAILED]});

  test('the panel says so at once; Try again while offline keeps it; back online, Try again brings sign-in back', async ({page, context}) => {
    await recordPanel(page);
    await page.goto('/glossary');
    await expect(page.frameLocator(FRAME).getByRole('button', {name: 'Continue'})).toBeVisible();
    await context.setOffline(true);
    await expectPanel(page, /Your browser is offline/);
    const offlineAt = await page.evaluate(() => (window as unknown as {offlineAt: number}).offlineAt);
    report('offline, from the offline event', (await panelShownAt(page))[0] - offlineAt);
    await panel(page).getByRole('button', {name: 'Try again'}).click();
    await expectPanel(page, /Your browser is offline/);
    await context.setOffline(false);
    await panel(page).getByRole('button', {name: 'Try again'}).click();
    await expect(panel(page)).toBeHidden();
    await page.frameLocator(FRAME).getByRole('button', {name: 'Continue'}).click();
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test.use({allowedConsoleErrors: [AUTH_FAILED]});
  const BUILD = path.join(__dirname, '../../.test-build');

  for (const mode of ['light', 'dark'] as const) {
    test(`the panel has no axe violations in ${mode} mode`, async ({page}) => {
      // The theme comes from the inline script, before any bundle, as for a returning reader.
      const key = /localStorage\.getItem\("(theme[^"]*)"\)/.exec(readFileSync(path.join(BUILD, 'glossary/index.html'), 'utf8'))?.[1];
      expect(key, 'the theme key in the inline script').toBeTruthy();
      await page.addInitScript(([k, m]) => window === window.top && window.localStorage.setItem(k, m), [key!, mode] as const);
      await page.route(AUTH, (route) => route.abort('connectionrefused'));
      await page.goto('/glossary');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(panel(page)).toBeVisible();
      expect(await axeViolations(page, {include: ['[data-lakestone-gate-failure-panel]'], mustPass: ['color-contrast']})).toEqual([]);
    });
  }
});

test.describe('every attack case while the panel shows', () => {
  test.use({allowedConsoleErrors: [AUTH_FAILED]});

  test('refused as before; the right message from the gate frame then opens the gate and removes the panel', async ({page, context}) => {
    // The probe fails (the panel shows) while the frame itself loads the stand-in page.
    await page.route(AUTH, (route) => (route.request().method() === 'HEAD' ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/glossary');
    await expectPanel(page, /could not connect/);
    const gate = await gateFrame(page);

    await test.step('a message the page posts to itself', () => expectIgnored(page, postToSelf(page), GOOD));
    await test.step('the right message from a second frame of the authentication origin', async () => {
      await page.evaluate((src) => {
        const other = document.createElement('iframe');
        other.src = src;
        other.title = 'A second frame of the authentication origin';
        document.body.append(other);
      }, AUTH);
      const impostor = await (await page.locator('iframe[title="A second frame of the authentication origin"]').elementHandle())?.contentFrame();
      if (!impostor || impostor === gate) throw new Error('no second frame');
      await impostor.waitForLoadState();
      await expectIgnored(page, (m) => impostor.evaluate((message) => window.parent.postMessage(message, '*'), m), GOOD);
    });
    await test.step('the right message from a window of another origin', async () => {
      const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((src) => window.open(src, 'auth-popup'), AUTH)]);
      await popup.waitForLoadState();
      await expectIgnored(page, (m) => popup.evaluate((message) => window.opener.postMessage(message, '*'), m), GOOD);
      await popup.close();
    });
    for (const [what, payload] of BAD_PAYLOADS) {
      await test.step(what, () => expectIgnored(page, (m) => gate.evaluate((message) => window.parent.postMessage(message, '*'), m), payload));
    }
    await expectPanel(page, /could not connect/);

    await gate.evaluate((m) => window.parent.postMessage(m, '*'), GOOD);
    await expect(page.locator('h1')).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
  });
});
