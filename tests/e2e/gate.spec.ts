import {test, expect} from '../support/fixtures';
import {BAD_PAYLOADS, GATE_FRAME_TITLE, GOOD, expectIgnored, gateFrame, gateState, openGate, postToSelf} from '../support/gate';
import settings from '../support/test-settings.json';
import {standInPage} from '../../scripts/lib/stand-in-page.mjs';

test.use({gate: 'locked'});

const AUTH = settings.AUTH_PAGE_URL;

test('locked: the frame shows the authentication page and the heading cannot be seen', async ({page}) => {
  await page.goto('/glossary');
  const frame = page.locator(`iframe[title="${GATE_FRAME_TITLE}"]`);
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', AUTH);
  await expect(page.frameLocator(`iframe[title="${GATE_FRAME_TITLE}"]`).getByRole('heading', {name: 'Sign in to Lakestone'})).toBeVisible();
  // Hidden, not removed: the content is in the page for search and link checks.
  await expect(page.locator('h1')).toHaveText('Glossary');
  await expect(page.locator('h1')).toBeHidden();
  const box = await frame.boundingBox();
  expect(box?.width).toBe(page.viewportSize()?.width);
  expect(box?.height).toBe(page.viewportSize()?.height);
});

test.describe('without the JavaScript bundles', () => {
  test.use({allowedConsoleErrors: [/net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/assets\/js\/[\w~.-]+\.js\)$/]});

  test('no flash of content: the static HTML is locked before any JavaScript runs', async ({page}) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/glossary');
  await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'locked');
  await expect(page.locator('h1')).toBeHidden();
  await expect(page.locator(`iframe[title="${GATE_FRAME_TITLE}"]`)).toBeVisible();
  });

  test('the authentication page opens the gate before any bundle has run; a message the page posts to itself does not', async ({page}) => {
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/glossary');
    await expectIgnored(page, postToSelf(page), GOOD);
    await page.frameLocator(`iframe[title="${GATE_FRAME_TITLE}"]`).getByRole('button', {name: 'Continue'}).click();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator(`iframe[title="${GATE_FRAME_TITLE}"]`)).toBeHidden();
  });
});

test('an open session opens the gate on every full page load, with no click', async ({page, baseURL}) => {
  // The authentication page answers as soon as it loads, usually before React has hydrated: no
  // message may be lost. (Playwright's contexts block third-party storage, so the stand-in's own
  // memory cannot be used here; this serves the stand-in as it answers for an open session.)
  await page.route(AUTH, (route) => route.fulfill({contentType: 'text/html', body: standInPage([new URL(baseURL!).origin], 'reader@example.com')}));
  for (const path of ['/glossary', '/api/overview', '/blog', '/glossary']) {
    await page.goto(path);
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
    await expect(page.locator('h1')).toBeVisible();
  }
  await page.reload();
  await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
});

test('a locked page downloads its bundles but runs none; once the reader is known, the content is on screen before React starts', async ({page}) => {
  const bundleRequests: string[] = [];
  page.on('request', (request) => /\/assets\/js\/main\.\w+\.js$/.test(request.url()) && bundleRequests.push(request.url()));
  // When the main bundle's script element is added, measured on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      if (records.some((r) => Array.from(r.addedNodes).some((n) => n instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(n.src)))) {
        (window as unknown as {mainBundleAddedAt: number}).mainBundleAddedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  const bundleArrived = page.waitForResponse(/\/assets\/js\/main\.\w+\.js$/);
  await page.goto('/glossary', {waitUntil: 'load'});
  await bundleArrived;
  expect(bundleRequests, 'the bundle is downloaded while the reader signs in').toHaveLength(1);
  expect(await page.evaluate(() => 'docusaurus' in window), 'no bundle has run').toBe(false);
  await openGate(page);
  await expect(page.locator('h1')).toBeVisible();
  const {addedAt, contentfulPaint} = await page.evaluate(() => ({
    addedAt: (window as unknown as {mainBundleAddedAt?: number}).mainBundleAddedAt,
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(contentfulPaint, 'the content was painted').toBeGreaterThan(0);
  expect(addedAt, 'React started after the content was painted').toBeGreaterThan(contentfulPaint!);
  expect(bundleRequests, 'the preloaded copy is the one that runs').toHaveLength(1);
});

test('once the reader is known, the content can be used by keyboard before React starts', async ({page}) => {
  // The main bundle never arrives, as on a phone still downloading it: only the inline listener runs.
  await page.route(/\/assets\/js\/main\.\w+\.js$/, (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  await page.goto('/glossary');
  const link = page.locator('main article a[href]').first();
  await link.focus();
  expect(await link.evaluate((a) => document.activeElement === a), 'a locked page cannot be reached by keyboard').toBe(false);
  await page.frameLocator(`iframe[title="${GATE_FRAME_TITLE}"]`).getByRole('button', {name: 'Continue'}).click();
  await expect(page.locator('h1')).toBeVisible();
  await link.focus();
  expect(await link.evaluate((a) => document.activeElement === a), 'the link takes the focus').toBe(true);
  expect(await page.evaluate(() => 'docusaurus' in window), 'React has not started').toBe(false);
});

test('ignored: a message the page posts to itself', async ({page}) => {
  await page.goto('/glossary');
  await expectIgnored(page, postToSelf(page), GOOD);
});

test('ignored: the right message from a second frame of the authentication origin', async ({page}) => {
  await page.goto('/glossary');
  const gate = await gateFrame(page);
  await page.evaluate((src) => {
    const other = document.createElement('iframe');
    other.src = src;
    other.title = 'A second frame of the authentication origin';
    document.body.append(other);
  }, AUTH);
  const handle = await page.locator('iframe[title="A second frame of the authentication origin"]').elementHandle();
  const impostor = await handle?.contentFrame();
  if (!impostor || impostor === gate) throw new Error('no second frame');
  await impostor.waitForLoadState();
  await expectIgnored(page, (m) => impostor.evaluate((message) => window.parent.postMessage(message, '*'), m), GOOD);
});

test('ignored: the right message from a window of another origin (window.open)', async ({page, context}) => {
  await page.goto('/glossary');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.evaluate((src) => window.open(src, 'auth-popup'), AUTH)]);
  await popup.waitForLoadState();
  await expectIgnored(page, (m) => popup.evaluate((message) => window.opener.postMessage(message, '*'), m), GOOD);
  await popup.close();
});

test('ignored: malformed messages from the real frame, then opened by the right one', async ({page}) => {
  await page.goto('/glossary');
  const frame = await gateFrame(page);
  for (const [what, payload] of BAD_PAYLOADS) {
    await test.step(what, () => expectIgnored(page, (m) => frame.evaluate((message) => window.parent.postMessage(message, '*'), m), payload));
  }
  await frame.evaluate((m) => window.parent.postMessage(m, '*'), GOOD);
  await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
});

test('opened by the authentication page; stays open across client-side navigation; the frame is gone', async ({page}) => {
  await page.goto('/');
  await openGate(page);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator(`iframe[title="${GATE_FRAME_TITLE}"]`)).toHaveCount(0);
  await page.getByRole('link', {name: 'Glossary', exact: true}).first().click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.locator('h1')).toHaveText('Glossary');
  await expect(page.locator('h1')).toBeVisible();
  await page.locator('.navbar').getByRole('link', {name: 'API'}).click();
  await expect(page.locator('h1')).toHaveText('API overview');
  await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
  await expect(page.locator(`iframe[title="${GATE_FRAME_TITLE}"]`)).toHaveCount(0);
});

test('the not-found page works inside the gate', async ({page}) => {
  await page.goto('/glossary');
  await openGate(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page.locator('h1')).toBeVisible();
});

test.describe('a page that crashes', () => {
  // React reports the error it caught; the page must show the error screen instead of a blank page.
  test.use({allowedConsoleErrors: [/The table preview failed to render/]});

  test("shows 'This page crashed.' with the error, its cause and 'Try again', inside the gate", async ({page}) => {
    await page.goto('/__tests__/crash');
    await openGate(page);
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.locator('main, body').first()).toContainText('The table preview failed to render.');
    await expect(page.locator('main, body').first()).toContainText('Column "order_total" has an unknown type.');
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Crash this page'})).toBeVisible();
  });
});
