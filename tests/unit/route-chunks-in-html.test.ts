import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withRequestKeys, type ClientManifest} from '../../src/plugins/route-chunks-in-html';

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
