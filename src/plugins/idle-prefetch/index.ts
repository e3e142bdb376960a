import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertAssumptions, coreFile, type Assumption} from '../../build/docusaurus-assumptions';

/**
 * What ./client.ts relies on in Docusaurus's client, checked when the config loads. The browser
 * test "the pages a doc links to are prefetched once the page is idle" (tests/e2e/loading.spec.ts)
 * checks that it still has its effect.
 */
export const IDLE_PREFETCH_ASSUMPTIONS: Assumption[] = [
  // Links call window.docusaurus.prefetch at each call, so a replaced object takes effect.
  {file: coreFile('lib', 'client', 'exports', 'Link.js'), text: 'window.docusaurus.prefetch(targetLink)'},
  // window.docusaurus is set before the first route update, when the client module installs itself.
  {file: coreFile('lib', 'client', 'clientEntry.js'), text: 'window.docusaurus = docusaurus;'},
  // The runtime function that turns a chunk name into its file, which Docusaurus's own prefetch uses.
  {file: coreFile('lib', 'webpack', 'plugins', 'ChunkAssetPlugin.js'), text: "'__webpack_require__.gca'"},
  {file: coreFile('lib', 'client', 'docusaurus.js'), text: '__webpack_require__.gca(chunkName)'},
];

/** Prefetches linked pages' files in idle time instead of all at once while the page starts (./client.ts). */
export default function idlePrefetch(): Plugin {
  assertAssumptions('src/plugins/idle-prefetch', IDLE_PREFETCH_ASSUMPTIONS);
  return {
    name: 'lakestone-idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
