// A small static server for the built site, used by the browser tests, `npm run preview` and
// the benchmark. It resolves paths the way a static host with clean URLs does.
import {createServer} from 'node:http';
import {createReadStream, promises as fs} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.md']);
// The same caching as deploy/nginx.conf: hashed bundles and search files for a year, the rest
// revalidated with its ETag. Browsers then keep compiled bundles between the pages of one visit.
const IMMUTABLE = [/^\/assets\/(js|css)\/[^/]+\.[0-9a-f]{8,}\.(js|css)$/, /^\/search-data\/[0-9a-f]{8,}\/[^/]+\.json$/];
export const cacheControlFor = (urlPath) => (IMMUTABLE.some((pattern) => pattern.test(urlPath)) ? 'public, max-age=31536000, immutable' : 'no-cache');

async function isFile(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in `root`: exact file, then `/index.html`, then `.html`. */
export async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.posix.normalize(decoded);
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  const base = path.join(root, clean);
  if (!base.startsWith(path.resolve(root))) return null;
  const candidates = clean.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  // `/page.html` on a site that emits `/page/index.html`: a static host serves the clean page.
  if (clean.endsWith('.html')) candidates.push(path.join(base.slice(0, -'.html'.length), 'index.html'));
  for (const file of candidates) if (await isFile(file)) return file;
  return null;
}

/**
 * Starts the server. `delays` maps a RegExp on the URL path to milliseconds, so tests can
 * hold back a response (for example the search index) and watch the page wait for it.
 */
/**
 * @param {{root: string, port?: number, host?: string, delays?: Array<[RegExp, number]>, headers?: Record<string, string>, log?: boolean}} options
 */
export function startStaticServer({root, port = 0, host = '127.0.0.1', delays = [], headers = {}, log = false}) {
  const absRoot = path.resolve(root);
  // Each file is compressed once per version, not on every request.
  const compressed = new Map();
  const gzipped = async (file, etag) => {
    const hit = compressed.get(file);
    if (hit?.etag === etag) return hit.body;
    const body = zlib.gzipSync(await fs.readFile(file));
    compressed.set(file, {etag, body});
    return body;
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const delay = delays.find(([pattern]) => pattern.test(url.pathname));
    if (delay) await new Promise((r) => setTimeout(r, delay[1]));
    let file = await resolveFile(absRoot, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(absRoot, '404.html');
      if (!(await isFile(file))) {
        res.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
        return;
      }
    }
    const ext = path.extname(file);
    const stat = await fs.stat(file);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const cacheControl = status === 200 ? cacheControlFor(url.pathname) : 'no-cache';
    const head = {'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': cacheControl, etag, ...headers};
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (gzip) {
      head['content-encoding'] = 'gzip';
      head.vary = 'Accept-Encoding';
    }
    if (log) console.log(status, url.pathname);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      delete head['content-encoding'];
      res.writeHead(304, head).end();
      return;
    }
    if (!gzip) {
      res.writeHead(status, head);
      if (req.method === 'HEAD') return res.end();
      createReadStream(file).pipe(res);
      return;
    }
    const body = await gzipped(file, etag);
    res.writeHead(status, {...head, 'content-length': body.length});
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({server, url: `http://${host}:${address.port}`, close: () => new Promise((r) => server.close(r))});
    });
  });
}
