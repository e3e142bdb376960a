// The size of what src/plugins/markdown-pages writes into a built site: every page's .md, llms.txt,
// llms-full.txt and the full-text file of each section, raw and gzipped (level 9, as precompressed).
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

function filesOf(dir, test, out = []) {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesOf(full, test, out);
    else if (test(entry.name)) out.push(full);
  }
  return out;
}

function measure(files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(file);
    bytes += data.length;
    gzip += zlib.gzipSync(data, {level: 9}).length;
  }
  return {files: files.length, bytes, gzip};
}

/** {md, llms, full}: each {files, bytes, gzip}. */
export function markdownOutputSizes(dir) {
  return {
    md: measure(filesOf(dir, (name) => name.endsWith('.md'))),
    llms: measure([path.join(dir, 'llms.txt'), path.join(dir, 'llms-full.txt')]),
    full: measure(filesOf(path.join(dir, 'llms-full'), (name) => name.endsWith('.txt'))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = markdownOutputSizes(process.argv[2] ?? 'build');
  for (const [name, s] of Object.entries(sizes)) console.log(`${name}: ${s.files} files, ${s.bytes} bytes, ${s.gzip} gzipped`);
}
