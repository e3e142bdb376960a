import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {DOCUSAURUS_PATCHES} from '../../src/plugins/docusaurus-patches';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/docusaurus-patches/loader.cjs') as (this: unknown, source: string) => string;
const run = (source: string, edits: Array<{find: string; replace: string}>) =>
  loader.call({getOptions: () => ({edits}), resourcePath: '/theme/file.js'}, source);

test('every edit still finds its text, once, in the installed Docusaurus', () => {
  for (const {file, edits} of DOCUSAURUS_PATCHES) {
    const source = readFileSync(file, 'utf8');
    for (const {find} of edits) assert.equal(source.split(find).length - 1, 1, `${file} should contain once:\n${find}`);
  }
});

test('each Docusaurus file is patched by one entry', () => {
  const files = DOCUSAURUS_PATCHES.map(({file}) => file);
  assert.equal(new Set(files).size, files.length);
});

test('the loader makes every edit of a file, in order, and keeps $ in replacements as written', () => {
  const edits = [
    {find: 'slow();', replace: 'fast();'},
    {find: 'fast(); b', replace: 'fast(); $& b'},
  ];
  assert.equal(run('a(); slow(); b();', edits), 'a(); fast(); $& b();');
});

test('a file without the text stops the build, naming the file and the patch list', () => {
  assert.throws(() => run('a(); b();', [{find: 'slow();', replace: 'fast();'}]), (error: Error) => {
    assert.match(error.message, /^\/theme\/file\.js: src\/plugins\/docusaurus-patches expects this text once, found it 0 times/);
    assert.match(error.message, /update or remove the patch in src\/plugins\/docusaurus-patches\/index\.ts/);
    return true;
  });
});

test('with the collator patch, memo dependencies come out in one order whatever the key order', () => {
  const {replace} = DOCUSAURUS_PATCHES[0].edits[0];
  const sortedKeys = (object: Record<string, number>) => {
    const deps = Object.entries(object);
    new Function('deps', replace)(deps);
    return deps.map(([key]) => key);
  };
  assert.deepEqual(sortedKeys({zeta: 1, alpha: 2, Mid: 3}), ['Mid', 'alpha', 'zeta']);
  assert.deepEqual(sortedKeys({Mid: 3, zeta: 1, alpha: 2}), ['Mid', 'alpha', 'zeta']);
});
