import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';

/** Routes that only the test build has: the browser tests use them to reach error screens. */
export default function testPagesPlugin(): Plugin {
  return {
    name: 'lakestone-test-pages',
    async contentLoaded({actions}) {
      actions.addRoute({path: '/__tests__/crash', component: path.join(__dirname, 'CrashPage.tsx'), exact: true});
    },
  };
}

/**
 * MDX pages that only the test build has, under /__tests__/: constructs no doc may hold yet, such
 * as a tab set, whose Markdown version the build tests read (src/plugins/markdown-pages).
 */
export const testMarkdownPages: PluginConfig = [
  '@docusaurus/plugin-content-pages',
  {id: 'test-pages', path: path.join(__dirname, 'pages'), routeBasePath: '/__tests__'},
];
