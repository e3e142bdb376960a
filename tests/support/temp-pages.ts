import {after} from 'node:test';
import {mkdtempSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseSource} from '../../scripts/lib/content.mjs';

/**
 * Pages for a check's unit tests: each is written to a temporary folder, parsed as the content
 * checks parse docs, and placed at `<folder>/<slug>.mdx` of the site. The folder is removed after
 * the tests.
 */
export function tempPages(folder: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lakestone-pages-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  return function page(slug: string, text: string) {
    const file = path.join(dir, `${slug}.mdx`);
    writeFileSync(file, text);
    const source = parseSource(file, 'doc');
    source.rel = `${folder}/${slug}.mdx`;
    return source;
  };
}
