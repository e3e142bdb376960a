import {test} from 'node:test';
import assert from 'node:assert/strict';
import {headScripts, manifestProblem, withRequestKeys, type ClientManifest} from '../../src/plugins/route-chunks-in-html';

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['4014', '1889'], '17896441': ['2041', '320', '17896441'], b955cec5: ['b955cec5']},
  assets: {},
};

test('each route chunk is also found under the module its import() names', () => {
  const result = withRequestKeys(manifest, [
    {name: '17896441', requests: ['@theme/DocItem']},
    {name: 'b955cec5', requests: ['@site/docs/product/compute/clusters.mdx']},
  ]);
  assert.deepEqual(result.origins['@theme/DocItem'], ['2041', '320', '17896441']);
  assert.deepEqual(result.origins['@site/docs/product/compute/clusters.mdx'], ['b955cec5']);
  // The existing keys are kept as they were.
  assert.deepEqual(result.origins.main, ['4014', '1889']);
  assert.deepEqual(manifest.origins['@theme/DocItem'], undefined, 'the input is not changed');
});

test('a module imported from two chunk groups gets the chunks of both, once each', () => {
  const result = withRequestKeys(manifest, [
    {name: '17896441', requests: ['@theme/X']},
    {name: 'b955cec5', requests: ['@theme/X']},
  ]);
  assert.deepEqual(result.origins['@theme/X'], ['2041', '320', '17896441', 'b955cec5']);
});

test('a group the manifest does not know adds nothing', () => {
  assert.deepEqual(withRequestKeys(manifest, [{name: 'unknown', requests: ['@theme/Y']}]).origins, manifest.origins);
});

test("a page's head scripts are read from both the plain and the gated template", () => {
  const plain = '<html><head><script src="/assets/js/runtime~main.1a.js" defer></script><script src="/assets/js/main.2b.js" defer></script><script src="/assets/js/17896441.3c.js" defer></script></head><body><script src="/assets/js/late.js"></script></body></html>';
  assert.deepEqual(headScripts(plain), ['/assets/js/runtime~main.1a.js', '/assets/js/main.2b.js', '/assets/js/17896441.3c.js']);
  const gated = '<head><link rel=preload as=script fetchpriority=low href=/assets/js/main.2b.js data-lakestone-bundle><link rel=stylesheet href=/assets/css/x.css></head>';
  assert.deepEqual(headScripts(gated), ['/assets/js/main.2b.js']);
});

test('a client manifest of another shape is named as a change in Docusaurus', () => {
  assert.equal(manifestProblem(manifest), null);
  assert.match(manifestProblem({entrypoints: 'main', origins: {}}) ?? '', /no longer has "entrypoints" \(a list\) and "origins"/);
  assert.match(manifestProblem(null) ?? '', /no longer has/);
});
