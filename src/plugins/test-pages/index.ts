import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Routes that only the test build has: the browser tests use them to reach error screens. */
export default function testPagesPlugin(): Plugin {
  return {
    name: 'lakestone-test-pages',
    async contentLoaded({actions}) {
      actions.addRoute({path: '/__tests__/crash', component: path.join(__dirname, 'CrashPage.tsx'), exact: true});
    },
  };
}
