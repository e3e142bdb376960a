import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {builtPageCache, cacheDirOf} from '../../src/build/built-page-cache';

// The cache that lets a rebuild skip converting pages whose content did not change
// (src/build/built-page-cache.ts): what a second build reuses, and when it must convert again.
function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'built-page-cache-'));
  const source = path.join(dir, 'convert.ts');
  writeFileSync(source, 'export const version = 1;');
  return {dir, source};
}

/** One build: converts each [key, input] through the cache, counting the conversions it ran. */
function build(dir: string, versionFiles: string[], pages: Array<[string, string]>) {
  const cache = builtPageCache<{text: string}>(dir, 'pass', versionFiles);
  const converted: string[] = [];
  const results = pages.map(([key, input]) => cache.get([key], input, () => (converted.push(key), {text: input.toUpperCase()})));
  return {results, converted, counts: cache.save()};
}

test('a second build with the same pages converts none of them and returns the same results', () => {
  const {dir, source} = site();
  const pages: Array<[string, string]> = [['/a', '<p>a</p>'], ['/b', '<p>b</p>']];
  const first = build(dir, [source], pages);
  assert.deepEqual(first.converted, ['/a', '/b']);
  assert.deepEqual(first.counts, {reused: 0, made: 2});
  const second = build(dir, [source], pages);
  assert.deepEqual(second.converted, []);
  assert.deepEqual(second.counts, {reused: 2, made: 0});
  assert.deepEqual(second.results, first.results);
});

test('a page whose input changed, or whose key (route, kind) changed, is converted again', () => {
  const {dir, source} = site();
  build(dir, [source], [['/a', '<p>a</p>'], ['/b', '<p>b</p>']]);
  const second = build(dir, [source], [['/a', '<p>a, edited</p>'], ['/c', '<p>b</p>']]);
  assert.deepEqual(second.converted, ['/a', '/c']);
  assert.deepEqual(second.results, [{text: '<P>A, EDITED</P>'}, {text: '<P>B</P>'}]);
});

test('a change to a version file (the converter, the lock file) converts every page again', () => {
  const {dir, source} = site();
  build(dir, [source], [['/a', '<p>a</p>']]);
  writeFileSync(source, 'export const version = 2;');
  assert.deepEqual(build(dir, [source], [['/a', '<p>a</p>']]).converted, ['/a']);
});

test('only the pages of the last build are kept: a page removed and added back is converted again', () => {
  const {dir, source} = site();
  build(dir, [source], [['/a', '<p>a</p>'], ['/b', '<p>b</p>']]);
  build(dir, [source], [['/a', '<p>a</p>']]);
  const entries = JSON.parse(readFileSync(path.join(cacheDirOf(dir), 'pass.json'), 'utf8')).entries;
  assert.equal(Object.keys(entries).length, 1);
  assert.deepEqual(build(dir, [source], [['/a', '<p>a</p>'], ['/b', '<p>b</p>']]).converted, ['/b']);
});

test('what is saved is what the pass made, even if the build changes the object before saving', () => {
  const {dir, source} = site();
  const cache = builtPageCache<{text: string}>(dir, 'pass', [source]);
  const result = cache.get(['/a'], '<p>a</p>', () => ({text: 'made'}));
  result.text = 'changed by a later step';
  cache.save();
  assert.deepEqual(build(dir, [source], [['/a', '<p>a</p>']]).results, [{text: 'made'}]);
});

test('a cache file cut short or not JSON is ignored: every page is converted, the build goes on', () => {
  const {dir, source} = site();
  build(dir, [source], [['/a', '<p>a</p>']]);
  const file = path.join(cacheDirOf(dir), 'pass.json');
  writeFileSync(file, readFileSync(file, 'utf8').slice(0, 20));
  assert.deepEqual(build(dir, [source], [['/a', '<p>a</p>']]).converted, ['/a']);
  writeFileSync(file, '[]');
  assert.deepEqual(build(dir, [source], [['/a', '<p>a</p>']]).converted, ['/a']);
});

test('a cache folder that cannot be written warns once and loses no result', () => {
  const {dir, source} = site();
  // A file where the folder should be: even root cannot create the folder or write in it.
  mkdirSync(path.dirname(cacheDirOf(dir)), {recursive: true});
  writeFileSync(cacheDirOf(dir), 'not a folder');
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  let result;
  try {
    result = build(dir, [source], [['/a', '<p>a</p>'], ['/b', '<p>b</p>']]);
  } finally {
    console.warn = warn;
  }
  assert.deepEqual(result.results, [{text: '<P>A</P>'}, {text: '<P>B</P>'}]);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /pass: could not keep the converted pages for the next build/);
});

test('convert keys a page by the part `cut` takes out, so a change elsewhere in the page reuses it; a page without that part is converted whole, uncached', () => {
  const {dir, source} = site();
  const cut = (html: string) => /<article>.*<\/article>/.exec(html)?.[0] ?? null;
  const run = (pages: string[]) => {
    const cache = builtPageCache<string>(dir, 'pass', [source]);
    const made: string[] = [];
    const results = pages.map((html) => cache.convert(['/a'], html, cut, (input) => (made.push(input), input.length.toString())));
    cache.save();
    return {results, made};
  };
  assert.deepEqual(run(['<script src=main.1.js></script><article>a</article>']).made, ['<article>a</article>']);
  const second = run(['<script src=main.2.js></script><article>a</article>']);
  assert.deepEqual(second.made, [], 'only the scripts changed');
  assert.deepEqual(second.results, ['20']);
  assert.deepEqual(run(['<main>no article</main>', '<main>no article</main>']).made, ['<main>no article</main>', '<main>no article</main>']);
});
