import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {DOCUSAURUS_PATCHES, activePatches, cacheKeyedByPatches, elsewhereProblem, unappliedPatches} from '../../src/plugins/docusaurus-patches';
import {IDLE_PREFETCH_ASSUMPTIONS} from '../../src/plugins/idle-prefetch';
import {ANNOUNCEMENT_ASSUMPTIONS} from '../../src/plugins/announcement-bar-reset';
import {assumptionProblem} from '../../src/build/docusaurus-assumptions';

const require = createRequire(import.meta.url);
const loader = require('../../src/plugins/docusaurus-patches/loader.cjs') as (this: unknown, source: string) => string;
const applied = require('../../src/plugins/docusaurus-patches/applied.cjs') as Map<string, Map<string, number>>;
type Options = {id: string; edits: Array<{find: string; replace: string}>; assumes?: string[]; counter?: string};
const run = (source: string, options: Options) =>
  loader.call({getOptions: () => options, resourcePath: '/theme/file.js', cacheable: () => undefined}, source);

test('every edit finds its text once, and every assumption holds, in the installed Docusaurus', () => {
  for (const patch of DOCUSAURUS_PATCHES) {
    const source = readFileSync(patch.file, 'utf8');
    for (const {find} of patch.edits) assert.equal(source.split(find).length - 1, 1, `${patch.file} should contain once:\n${find}`);
    for (const text of patch.assumes) assert.ok(source.includes(text), `${patch.id}: ${patch.file} should contain ${text}`);
    assert.equal(elsewhereProblem(patch), null);
  }
});

test('each Docusaurus file is patched by one entry, and each id is unique', () => {
  assert.equal(new Set(DOCUSAURUS_PATCHES.map((p) => p.file)).size, DOCUSAURUS_PATCHES.length);
  assert.equal(new Set(DOCUSAURUS_PATCHES.map((p) => p.id)).size, DOCUSAURUS_PATCHES.length);
});

test('the loader makes every edit of a file, in order, keeps $ as written, and counts the application', () => {
  applied.set('client', new Map());
  const edits = [
    {find: 'slow();', replace: 'fast();'},
    {find: 'fast(); b', replace: 'fast(); $& b'},
  ];
  assert.equal(run('a(); slow(); b();', {id: 'p', edits, counter: 'client'}), 'a(); fast(); $& b();');
  assert.equal(applied.get('client')?.get('/theme/file.js'), 1);
});

test('a file without the text stops the build, naming the file, the patch and the list', () => {
  assert.throws(() => run('a(); b();', {id: 'faster-a', edits: [{find: 'slow();', replace: 'fast();'}]}), (error: Error) => {
    assert.match(error.message, /^\/theme\/file\.js: Docusaurus patch "faster-a" \(src\/plugins\/docusaurus-patches\) expects this text once, found it 0 times/);
    assert.match(error.message, /update or remove the patch in src\/plugins\/docusaurus-patches\/index\.ts/);
    return true;
  });
});

test('a file that lost what the replacement relies on (React in scope) stops the build', () => {
  const options = {id: 'lazy', edits: [{find: 'f() {', replace: 'f() { React.x();'}], assumes: ["import React from 'react';"]};
  assert.throws(() => run('import {createElement} from "react"; function f() {}', options), /Docusaurus patch "lazy" .* relies on this text, which is gone:\n {2}import React from 'react';/);
  assert.match(run("import React from 'react'; function f() {}", options), /React\.x\(\)/);
});

test('a patch whose other file changed is reported before the build', () => {
  const patch = {...DOCUSAURUS_PATCHES[1], assumesElsewhere: [{file: '/core/preload.js', text: 'component.preload?.()'}]};
  assert.match(elsewhereProblem(patch, () => 'export default () => null;') ?? '', /Docusaurus patch "lazy-route-components" \(src\/plugins\/docusaurus-patches\/index\.ts\) relies on this text in \/core\/preload\.js, which is gone/);
  assert.match(elsewhereProblem(patch, () => { throw new Error('ENOENT'); }) ?? '', /relies on \/core\/preload\.js, which is gone/);
});

test('the guard names each patch the loader did not apply in a compilation', () => {
  const [first, second] = DOCUSAURUS_PATCHES;
  assert.deepEqual(unappliedPatches(DOCUSAURUS_PATCHES, new Map([[first.file, 1]])).map((p) => p.id), [second.id]);
  assert.deepEqual(unappliedPatches(DOCUSAURUS_PATCHES, undefined).length, DOCUSAURUS_PATCHES.length);
  assert.deepEqual(unappliedPatches(DOCUSAURUS_PATCHES, new Map(DOCUSAURUS_PATCHES.map((p) => [p.file, 2]))), []);
});

test('LAKESTONE_SKIP_PATCHES leaves out the named patches and rejects unknown ids', () => {
  assert.deepEqual(activePatches('').map((p) => p.id), DOCUSAURUS_PATCHES.map((p) => p.id));
  assert.deepEqual(activePatches(` ${DOCUSAURUS_PATCHES[0].id} `).map((p) => p.id), DOCUSAURUS_PATCHES.slice(1).map((p) => p.id));
  assert.throws(() => activePatches('no-such-patch'), /LAKESTONE_SKIP_PATCHES: unknown patch id\(s\) no-such-patch; known: /);
});

test('with the collator patch, memo dependencies come out in one order whatever the key order', () => {
  const {replace} = DOCUSAURUS_PATCHES.find((p) => p.id === 'collator-free-sort')!.edits[0];
  const sortedKeys = (object: Record<string, number>) => {
    const deps = Object.entries(object);
    new Function('deps', replace)(deps);
    return deps.map(([key]) => key);
  };
  assert.deepEqual(sortedKeys({zeta: 1, alpha: 2, Mid: 3}), ['Mid', 'alpha', 'zeta']);
  assert.deepEqual(sortedKeys({Mid: 3, zeta: 1, alpha: 2}), ['Mid', 'alpha', 'zeta']);
});

test("every other extension's assumptions about Docusaurus hold in the installed version", () => {
  assert.equal(assumptionProblem('src/plugins/idle-prefetch', IDLE_PREFETCH_ASSUMPTIONS), null);
  assert.equal(assumptionProblem('src/plugins/announcement-bar-reset', ANNOUNCEMENT_ASSUMPTIONS), null);
  assert.match(
    assumptionProblem('src/plugins/idle-prefetch', [{file: '/core/Link.js', text: 'window.docusaurus.prefetch('}], () => 'export default function Link() {}') ?? '',
    /^src\/plugins\/idle-prefetch relies on this text in \/core\/Link\.js, which is gone:\n {2}window\.docusaurus\.prefetch\(\nDocusaurus has changed/,
  );
});

test("the bundler's persistent cache is keyed by the patch set, so a build with other patches never reuses patched modules", () => {
  const rspack = {experiments: {cache: {version: 'client-production-en-3.10.2-abc'}}};
  const all = cacheKeyedByPatches(rspack, DOCUSAURUS_PATCHES).experiments?.cache as {version: string};
  const fewer = cacheKeyedByPatches(rspack, DOCUSAURUS_PATCHES.slice(1)).experiments?.cache as {version: string};
  assert.match(all.version, /^client-production-en-3\.10\.2-abc-patches-[0-9a-f]{12}$/);
  assert.notEqual(all.version, fewer.version);
  assert.deepEqual(cacheKeyedByPatches({}, DOCUSAURUS_PATCHES), {}, 'no cache, nothing to key');
});
