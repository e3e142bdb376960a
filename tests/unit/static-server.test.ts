import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {startStaticServer} from '../../scripts/lib/static-server.mjs';

// The test and preview server caches as deploy/nginx.conf does, so browser tests see what readers see.
function site(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lakestone-static-'));
  mkdirSync(path.join(root, 'assets/js'), {recursive: true});
  mkdirSync(path.join(root, 'search-data/0a1b2c3d4e'), {recursive: true});
  mkdirSync(path.join(root, 'guide'));
  writeFileSync(path.join(root, 'assets/js/main.1a2b3c4d.js'), 'console.log("main");'.repeat(50));
  writeFileSync(path.join(root, 'search-data/0a1b2c3d4e/docs.json'), '{"docs":[]}');
  writeFileSync(path.join(root, 'search-data/index.json'), '{"files":[]}');
  writeFileSync(path.join(root, 'guide/index.html'), '<h1>Guide</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>Not found</h1>');
  return root;
}

test('hashed bundles and search files are immutable; pages, the search index and errors are revalidated', async () => {
  const server = await startStaticServer({root: site()});
  try {
    const cache = async (p: string) => (await fetch(server.url + p)).headers.get('cache-control');
    assert.equal(await cache('/assets/js/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
    assert.equal(await cache('/search-data/0a1b2c3d4e/docs.json'), 'public, max-age=31536000, immutable');
    assert.equal(await cache('/search-data/index.json'), 'no-cache');
    assert.equal(await cache('/guide'), 'no-cache');
    assert.equal(await cache('/assets/js/missing.1a2b3c4d.js'), 'no-cache');
  } finally {
    await server.close();
  }
});

test('an unchanged file answers 304 to its ETag, and a gzip body decodes to the file', async () => {
  const server = await startStaticServer({root: site()});
  try {
    const first = await fetch(server.url + '/guide', {headers: {'accept-encoding': 'gzip'}});
    assert.equal(first.status, 200);
    assert.equal(await first.text(), '<h1>Guide</h1>');
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const again = await fetch(server.url + '/guide', {headers: {'if-none-match': etag}});
    assert.equal(again.status, 304);
    const other = await fetch(server.url + '/guide', {headers: {'if-none-match': 'W/"0-0"'}});
    assert.equal(other.status, 200);
    // fetch decodes gzip itself; read the raw bytes through node:http's view instead.
    const {request} = await import('node:http');
    const raw: Buffer = await new Promise((resolve, reject) => {
      request(server.url + '/assets/js/main.1a2b3c4d.js', {headers: {'accept-encoding': 'gzip'}}, (res) => {
        assert.equal(res.headers['content-encoding'], 'gzip');
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    assert.equal(gunzipSync(raw).toString(), 'console.log("main");'.repeat(50));
    assert.equal((await fetch(server.url + '/nowhere')).status, 404);
  } finally {
    await server.close();
  }
});
