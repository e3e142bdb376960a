import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prismInEntry} from '../../src/plugins/code-highlighting-on-demand';

test('Prism in an entry bundle is found, also inside a concatenated module', () => {
  const app = {resource: '/site/node_modules/@docusaurus/core/lib/client/clientEntry.js'};
  const concatenated = {rootModule: app, modules: [app, {resource: '/site/node_modules/prism-react-renderer/dist/index.mjs'}]};
  assert.deepEqual(prismInEntry([app, concatenated, {resource: '/site/node_modules/prismjs/components/prism-ini.js'}]), [
    '/site/node_modules/prism-react-renderer/dist/index.mjs',
    '/site/node_modules/prismjs/components/prism-ini.js',
  ]);
});

test('an entry bundle without Prism passes', () => {
  assert.deepEqual(prismInEntry([{resource: '/site/src/theme/CodeBlock/Content/index.tsx'}, {}]), []);
});
