#!/usr/bin/env node
// Writes file.gz and file.br beside every text file of a built site, for a server that serves
// precompressed files (nginx's gzip_static and brotli_static, deploy/nginx.conf). A deploy step,
// not part of `docusaurus build`, whose time the benchmark budgets: `npm run precompress` after
// `npm run build` (or `node scripts/precompress.mjs <dir>`). Maximum levels: each file is
// compressed once and served many times.
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);
// Below this size the compressed copy saves too little to be worth a second file.
const MIN_BYTES = 512;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function textFiles(dir) {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return textFiles(full);
      return TEXT.has(path.extname(e.name)) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Compresses every text file of `dir`; returns the counts and bytes, for the caller's report. */
export async function precompress(dir) {
  const files = await textFiles(dir);
  const totals = {files: 0, skipped: 0, bytes: 0, gzip: 0, brotli: 0};
  // A few at a time: zlib runs on libuv's thread pool, so this uses every core.
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      const data = await fs.readFile(file);
      if (data.length < MIN_BYTES) {
        totals.skipped++;
        continue;
      }
      const [gz, br] = await Promise.all([
        gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION}),
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      ]);
      await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
      // The copies carry the original's time, so Last-Modified and ETag agree whichever is served.
      const {mtime} = await fs.stat(file);
      await Promise.all([fs.utimes(`${file}.gz`, mtime, mtime), fs.utimes(`${file}.br`, mtime, mtime)]);
      totals.files++;
      totals.bytes += data.length;
      totals.gzip += gz.length;
      totals.brotli += br.length;
    }
  }
  await Promise.all(Array.from({length: 4}, worker));
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  const t = await precompress(dir);
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `precompressed ${t.files} files of ${dir} (${t.skipped} under ${MIN_BYTES} bytes left as they are): ` +
      `${mb(t.bytes)} -> gzip ${mb(t.gzip)}, brotli ${mb(t.brotli)} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}
