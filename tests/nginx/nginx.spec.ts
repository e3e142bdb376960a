import {readdirSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {GATE_FRAME_TITLE, gateState} from '../support/gate';

// deploy/nginx.conf on a real nginx (scripts/nginx-test-server.mjs), serving the test build:
// plain HTTP first, as any client meets it, then the browser.
const BUILD = path.join(__dirname, '../../.test-build');
const ORIGIN = `http://127.0.0.1:${Number(process.env.NGINX_TEST_PORT ?? 4180)}`;

type Answer = {status: number; headers: http.IncomingHttpHeaders; body: Buffer};

/** One request, no redirect followed, no decompression: the response exactly as nginx sends it. */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${ORIGIN}${pathname}`, {method, headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}));
    });
    request.on('error', reject);
    request.end();
  });
}

const text = (a: Answer) => a.body.toString('utf8');
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '').trim();

/** A file of the build by pattern, as its URL path. */
function buildFile(dir: string, pattern: RegExp): string {
  const name = readdirSync(path.join(BUILD, dir)).find((n) => pattern.test(n));
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return `/${dir}/${name}`;
}

const HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
};

/** Every security header, on any response: pages, assets, redirects and errors alike. */
function expectSecurityHeaders(a: Answer, what: string) {
  for (const [name, value] of Object.entries(HEADERS)) expect(a.headers[name], `${name} on ${what}`).toBe(value);
}

function record(what: string, a: Answer) {
  const line = `${what}: ${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ''}${a.headers['cache-control'] ? `, Cache-Control: ${a.headers['cache-control']}` : ''}${a.headers['content-encoding'] ? `, ${a.headers['content-encoding']}` : ''}`;
  test.info().annotations.push({type: 'served', description: line});
  console.log(`  ${line}`);
}

test.describe('plain HTTP', () => {
  test('a page is served at its clean URL, with its own h1 and status 200', async () => {
    for (const [pathname, heading] of [
      ['/', undefined],
      ['/glossary', 'Glossary'],
      ['/api/overview', 'API overview'],
      ['/product/compute/clusters', undefined],
      ['/blog', undefined],
    ] as const) {
      const a = await get(pathname);
      record(`GET ${pathname}`, a);
      expect(a.status, pathname).toBe(200);
      expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(text(a)).not.toContain('Page Not Found');
      if (heading) expect(h1(text(a))).toBe(heading);
      expectSecurityHeaders(a, pathname);
    }
  });

  test('every other spelling of a page redirects to its clean URL, keeping the query, and never shows the not-found page', async () => {
    const cases: Array<[string, string]> = [
      ['/glossary/', '/glossary'],
      ['/glossary.html', '/glossary'],
      ['/glossary/index.html', '/glossary'],
      ['/glossary/index', '/glossary'],
      ['/api/overview/', '/api/overview'],
      ['/api/overview.html', '/api/overview'],
      ['/api/overview/index.html', '/api/overview'],
      ['/api/overview/index', '/api/overview'],
      ['/index.html', '/'],
      ['/index', '/'],
      ['/glossary.html?from=old-link#t', '/glossary?from=old-link'],
      ['/api/overview/index.html?q=1', '/api/overview?q=1'],
    ];
    for (const [from, to] of cases) {
      const a = await get(from);
      record(`GET ${from}`, a);
      expect(a.status, from).toBe(301);
      // A path, not a URL: right behind any proxy that terminates TLS.
      expect(a.headers.location, from).toBe(to);
      expect(text(a)).not.toContain('Page Not Found');
      expectSecurityHeaders(a, from);
      const landed = await get(a.headers.location!);
      expect(landed.status, `${from} lands on a page`).toBe(200);
      expect(text(landed)).not.toContain('Page Not Found');
    }
  });

  test("a page's Markdown and the llms files are served as UTF-8 text, revalidated, never redirected", async () => {
    for (const [pathname, type, start] of [
      ['/product/compute/clusters.md', 'text/markdown; charset=utf-8', '# Clusters\n'],
      ['/index.md', 'text/markdown; charset=utf-8', '# '],
      ['/llms.txt', 'text/plain; charset=utf-8', '# Lakestone\n'],
      ['/llms-full/api.txt', 'text/plain; charset=utf-8', '# Lakestone: API\n'],
    ] as const) {
      const a = await get(pathname);
      record(`GET ${pathname}`, a);
      expect(a.status, pathname).toBe(200);
      expect(a.headers['content-type'], pathname).toBe(type);
      expect(a.headers['cache-control'], pathname).toBe('no-cache');
      expect(text(a).startsWith(start), `${pathname} starts with ${JSON.stringify(start)}`).toBe(true);
      expect(text(a), `${pathname} is the file`).toBe(readFileSync(path.join(BUILD, pathname), 'utf8'));
      expectSecurityHeaders(a, pathname);
    }
    // The precompressed copy, as for the pages.
    const br = await get('/product/compute/clusters.md', {'accept-encoding': 'br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(readFileSync(path.join(BUILD, 'product/compute/clusters.md'), 'utf8'));
    // A Markdown file that does not exist is the not-found page, not a redirect.
    const missing = await get('/product/compute/no-such-page.md');
    expect(missing.status).toBe(404);
  });

  test('unknown paths get the site not-found page with status 404, never cached for good', async () => {
    for (const pathname of ['/no/such/page', '/glossary-typo', '/404.html', '/assets/js/main.0123abcd.js', '/search-data/index-old.json']) {
      const a = await get(pathname);
      record(`GET ${pathname}`, a);
      expect(a.status, pathname).toBe(404);
      expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(h1(text(a))).toBe('Page Not Found');
      expect(a.headers['cache-control'], pathname).toBe('no-cache');
      expectSecurityHeaders(a, pathname);
    }
  });

  test('hashed assets are immutable for a year; HTML, the search index and files without a hash are revalidated', async () => {
    const immutable = [
      buildFile('assets/js', /^main\.[0-9a-f]{8}\.js$/),
      buildFile('assets/js', /^runtime~main\.[0-9a-f]{8}\.js$/),
      buildFile('assets/css', /^styles\.[0-9a-f]{8}\.css$/),
      `${buildFile('search-data', /^[0-9a-f]{8,}$/)}/t0.json`,
    ];
    for (const pathname of immutable) {
      const a = await get(pathname);
      record(`GET ${pathname}`, a);
      expect(a.status, pathname).toBe(200);
      expect(a.headers['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(a, pathname);
    }
    for (const pathname of ['/', '/glossary', '/search-data/index.json', '/img/logo.svg', '/sitemap.xml']) {
      const a = await get(pathname);
      record(`GET ${pathname}`, a);
      expect(a.status, pathname).toBe(200);
      expect(a.headers['cache-control'], pathname).toBe('no-cache');
      // Revalidation works: the same ETag answers 304 with no body.
      expect(a.headers.etag, pathname).toBeTruthy();
      const again = await get(pathname, {'if-none-match': a.headers.etag!});
      expect(again.status, `${pathname} revalidated`).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  test('precompressed brotli and gzip copies are served to clients that accept them, and decode to the file', async () => {
    const files = ['/glossary/index.html', buildFile('assets/js', /^main\.[0-9a-f]{8}\.js$/), buildFile('assets/css', /^styles\.[0-9a-f]{8}\.css$/), '/search-data/index.json'];
    for (const file of files) {
      const original = readFileSync(path.join(BUILD, file));
      const url = file.replace(/\/index\.html$/, '');
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const a = await get(url, {'accept-encoding': encoding});
        record(`GET ${url} (Accept-Encoding: ${encoding})`, a);
        expect(a.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        expect(a.headers.vary).toBe('Accept-Encoding');
        // The file written by scripts/precompress.mjs, not compressed on the fly.
        expect(Number(a.headers['content-length'])).toBe(statSync(path.join(BUILD, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).size);
        expect(decode(a.body).equals(original), `${url} decodes to the file`).toBe(true);
      }
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    }
  });
});

test.describe('in the browser', () => {
  test.use({gate: 'locked'});

  /** Records every CSP violation, from the first script on, in the page and its frames. */
  async function recordViolations(page: Page) {
    await page.addInitScript(() => {
      (window as unknown as {cspViolations: string[]}).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as {cspViolations: string[]}).cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`);
      });
    });
  }

  test('a page opens through the gate with no CSP violation under the header and the meta policy together', async ({page}) => {
    await recordViolations(page);
    const response = await page.goto('/glossary.html');
    // The redirect is the server's: the first page the browser renders is the right one.
    expect(response!.request().redirectedFrom()?.url()).toBe(`${ORIGIN}/glossary.html`);
    expect(page.url()).toBe(`${ORIGIN}/glossary`);
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await page.frameLocator(`iframe[title="${GATE_FRAME_TITLE}"]`).getByRole('button', {name: 'Continue'}).click();
    await expect(gateState(page)).toHaveAttribute('data-lakestone-gate', 'open');
    await expect(page.locator('h1')).toHaveText('Glossary');
    await expect(page.locator('h1')).toBeVisible();
    // Client-side navigation and search load more chunks and the search index under both policies.
    await page.getByRole('link', {name: 'API', exact: true}).first().click();
    await expect(page.locator('h1')).toHaveText('API overview');
    const box = page.locator('.navbar__items--right input.navbar__search-input');
    // The first focus loads search-data/index.json; the box is enabled once it has arrived.
    await box.click();
    await expect(box).toBeEnabled();
    await box.fill('cluster');
    await expect(page.locator('.navbar__search [role="listbox"] [role="option"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
  });

  test.describe('framed by another origin', () => {
    // One pattern: test.use reads an array of two objects as a fixture with options.
    test.use({
      allowedConsoleErrors: [
        new RegExp(
          [
            "frame-ancestors 'none'",
            // In the control below the page is a response Playwright hands over, which has no address, so
            // Chromium counts it as public and refuses the gate's probe of the loopback stand-in (Local
            // Network Access). Deployed, both origins are public; the probe is covered in tests/e2e.
            'blocked by CORS policy: Permission was denied for this request to access the `loopback` address space',
            String.raw`net::ERR_FAILED \(http://127\.0\.0\.2:4174/docs-auth\)$`,
          ].join('|'),
        ),
      ],
    });

    test('the site cannot be framed; the same response without its CSP header can, so the header is what refuses', async ({page}) => {
      const OTHER = 'http://127.0.0.3:4190';
      await page.route(`${OTHER}/**`, (route) => {
        const src = new URL(route.request().url()).searchParams.get('src')!;
        return route.fulfill({contentType: 'text/html', body: `<!doctype html><title>Another site</title><iframe title="framed" src="${src}" width="800" height="600"></iframe>`});
      });
      const framed = () => page.frames().find((f) => f !== page.mainFrame());
      await page.goto(`${OTHER}/?src=${encodeURIComponent(`${ORIGIN}/glossary`)}`, {waitUntil: 'load'});
      // Chromium puts its error page in the frame instead of the site.
      await expect.poll(() => framed()?.url()).toMatch(/^chrome-error:/);
      expect(await framed()!.getByText('Glossary').count(), 'none of the site is shown').toBe(0);

      // The control: nginx's own response with the header taken out loads in the same frame.
      await page.route(`${ORIGIN}/glossary`, async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        delete headers['content-security-policy'];
        await route.fulfill({response, headers});
      });
      await page.goto(`${OTHER}/?src=${encodeURIComponent(`${ORIGIN}/glossary`)}`, {waitUntil: 'load'});
      await expect.poll(() => framed()?.url()).toBe(`${ORIGIN}/glossary`);
      await expect(page.frameLocator('iframe[title="framed"]').locator('h1')).toHaveText('Glossary');
    });
  });

  test('the browser caches a hashed asset for good and revalidates the page', async ({page}) => {
    const seen = new Map<string, string>();
    page.on('response', (r) => seen.set(new URL(r.url()).pathname, r.headers()['cache-control'] ?? ''));
    await page.goto('/glossary', {waitUntil: 'load'});
    const main = [...seen.keys()].find((p) => /^\/assets\/js\/main\.[0-9a-f]{8}\.js$/.test(p));
    expect(main, 'the main bundle was downloaded').toBeTruthy();
    expect(seen.get(main!)).toBe('public, max-age=31536000, immutable');
    expect(seen.get('/glossary')).toBe('no-cache');
  });
});
