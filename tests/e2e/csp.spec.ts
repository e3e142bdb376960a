import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {cspViolations, recordCspViolations} from '../support/csp';
import {test, expect} from '../support/fixtures';
import {parsePolicy} from '../../src/plugins/csp/policy';

const BUILD = path.join(__dirname, '../../.test-build');

// Every page of the sitemap is opened in Chromium with zero CSP violations and zero console errors
// by tests/e2e/crawl.spec.ts; the pages below are those outside the sitemap, or without bundles.

test.describe('the not-found page', () => {
  test.use({allowedConsoleErrors: [/status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/no-such-page\)$/]});
  test('zero CSP violations', async ({page}) => {
    await recordCspViolations(page);
    await page.goto('/no-such-page');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    expect(await cspViolations(page)).toEqual([]);
  });
});

test.describe('without the JavaScript bundles', () => {
  test.use({gate: 'locked', allowedConsoleErrors: [/net::ERR_FAILED \(http:\/\/127\.0\.0\.1:\d+\/assets\/js\/[\w~.-]+\.js\)$/]});

  test("a reader's stored dark theme is applied by the inline script before React starts", async ({page}) => {
  const html = readFileSync(path.join(BUILD, 'glossary/index.html'), 'utf8');
  const key = /localStorage\.getItem\("(theme[^"]*)"\)|localStorage\.getItem\('(theme[^']*)'\)/.exec(html);
  const themeKey = key?.[1] ?? key?.[2];
  expect(themeKey, 'the theme key in the inline script').toBeTruthy();
  await recordCspViolations(page);
  await page.addInitScript((k) => {
    if (window === window.top) window.localStorage.setItem(k, 'dark');
  }, themeKey!);
  // No bundle: only the inline scripts, allowed by their hashes, can set the theme.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/glossary', {waitUntil: 'load'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await cspViolations(page)).toEqual([]);
  });
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

test('every page of the build carries the policy before any script, allowing exactly its inline scripts', () => {
  const files = htmlFiles(BUILD);
  expect(files.length).toBeGreaterThan(15);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html);
    expect(meta, path.relative(BUILD, file)).toBeTruthy();
    expect(meta!.index, `${path.relative(BUILD, file)}: policy before the first script`).toBeLessThan(html.indexOf('<script'));
    const d = parsePolicy(meta![1].replace(/&quot;/g, '"'));
    const scriptSrc = d.get('script-src') ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    for (const source of scriptSrc.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/g)].length;
    expect(scriptSrc.length - 1, `${path.relative(BUILD, file)}: one hash per inline script`).toBe(new Set(scriptSrc.slice(1)).size);
    expect(scriptSrc.length - 1).toBeLessThanOrEqual(inline);
  }
});

test('the policy text keeps every rule of the spec and lets no other host serve scripts', async ({request}) => {
  const html = await (await request.get('/')).text();
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1];
  const d = parsePolicy(policy);
  expect(d.get('default-src')).toEqual(["'self'"]);
  expect(d.get('script-src')).not.toContain("'unsafe-inline'");
  expect(d.get('script-src')).not.toContain("'unsafe-eval'");
  expect((d.get('script-src') ?? []).filter((s) => !/^'(self|sha256-.+)'$/.test(s))).toEqual([]);
  expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'self'"]);
  expect(d.get('form-action')).toEqual(["'self'"]);
  expect(d.get('frame-src')).toEqual([
    'http://127.0.0.2:4174',
    'https://app.lakestone.example',
    'https://app.staging.lakestone.example',
    'https://drive.google.com',
  ]);
  expect(d.has('style-src')).toBe(true);
  expect(d.has('font-src')).toBe(true);
  expect(d.has('block-all-mixed-content')).toBe(true);
  expect(d.has('upgrade-insecure-requests')).toBe(true);
});
