import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {THEME_PATCHES} from '../../src/plugins/theme-patches';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/theme-patches/loader.cjs') as (this: unknown, source: string) => string;
const run = (source: string, find: string, replace: string) =>
  loader.call({getOptions: () => ({find, replace}), resourcePath: '/theme/file.js'}, source);

test('every patch still finds its text, once, in the installed theme', () => {
  for (const {file, find} of THEME_PATCHES) {
    assert.equal(readFileSync(file, 'utf8').split(find).length - 1, 1, `${file} should contain once:\n${find}`);
  }
});

test('the loader makes the edit', () => {
  assert.equal(run('a(); slow(); b();', 'slow();', 'fast();'), 'a(); fast(); b();');
});

test('a theme file without the text stops the build, naming the file and the patch list', () => {
  assert.throws(() => run('a(); b();', 'slow();', 'fast();'), (error: Error) => {
    assert.match(error.message, /^\/theme\/file\.js: src\/plugins\/theme-patches expects this text once, found it 0 times/);
    assert.match(error.message, /update or remove the patch in src\/plugins\/theme-patches\/index\.ts/);
    return true;
  });
});

test('with the collator patch, memo dependencies come out in one order whatever the key order', () => {
  const {replace} = THEME_PATCHES[0];
  const sortedKeys = (object: Record<string, number>) => {
    const deps = Object.entries(object);
    new Function('deps', replace)(deps);
    return deps.map(([key]) => key);
  };
  assert.deepEqual(sortedKeys({zeta: 1, alpha: 2, Mid: 3}), ['Mid', 'alpha', 'zeta']);
  assert.deepEqual(sortedKeys({Mid: 3, zeta: 1, alpha: 2}), ['Mid', 'alpha', 'zeta']);
});
