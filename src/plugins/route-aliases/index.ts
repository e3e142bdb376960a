import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export type RouteAlias = {from: string; to: string; title: string};

/**
 * Extra paths that reach an existing page. Each alias is a real page of the build (so it gets
 * the CSP like every other page, unlike a redirect file written after the build): it names the
 * page it stands for, points search engines at it with a canonical link, and moves the reader
 * there at once.
 */
export default function routeAliasesPlugin(aliases: RouteAlias[]): () => Plugin {
  return () => ({
    name: 'lakestone-route-aliases',
    async contentLoaded({actions}) {
      for (const alias of aliases) {
        actions.addRoute({
          path: alias.from,
          exact: true,
          component: path.join(__dirname, 'AliasPage.tsx'),
          props: {to: alias.to, title: alias.title},
        });
      }
    },
  });
}
