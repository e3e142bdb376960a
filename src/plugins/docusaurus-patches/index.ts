import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export type SourceEdit = {
  /** Exact text the file must contain once. */
  find: string;
  replace: string;
};

export type DocusaurusPatch = {
  /** Absolute path of the Docusaurus file (theme or client). */
  file: string;
  /** Applied in order; each must find its text once. */
  edits: SourceEdit[];
};

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

/**
 * Small, exact edits to Docusaurus's theme and client files, each for a cost the reader pays at
 * start-up. A file that no longer contains its text stops the build (./loader.cjs), so an upgrade
 * cannot drop a patch silently.
 */
export const DOCUSAURUS_PATCHES: DocusaurusPatch[] = [
  {
    // Sorting a hook's keys with localeCompare builds the ICU collator during hydration: 15 ms
    // of a 4x-slowed phone's 60 on this machine. Any stable order will do for memo dependencies.
    file: path.join(themeCommonLib, 'utils', 'reactUtils.js'),
    edits: [
      {
        find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
      },
    ],
  },
  {
    // Right after hydration on a phone, the window's size class changes from "ssr" to "mobile",
    // which re-renders the navbar's phone menu; React did it in one uninterrupted render. As a
    // transition, React renders it in 5 ms slices. (Doing the same to the "in a browser" state
    // broke the search page: its query effect ran before the state changed and cleared ?q=.)
    file: path.join(themeCommonLib, 'hooks', 'useWindowSize.js'),
    edits: [
      {find: "import { useEffect, useState } from 'react';", replace: "import { startTransition, useEffect, useState } from 'react';"},
      {find: '        updateWindowSize();\n', replace: '        startTransition(updateWindowSize);\n'},
    ],
  },
  {
    // Every code block re-rendered once after hydration: its "hidden tab" state went from undefined
    // to null (no tab around it), and on a phone most blocks turn scrollable, which shows the
    // word-wrap button. React did all blocks in one uninterrupted render, a long task on the SQL
    // reference pages. Starting from null makes the first change a no-op; the scrollable state
    // changes as a transition, which React renders in 5 ms slices.
    file: path.join(themeCommonLib, 'hooks', 'useCodeWordWrap.js'),
    edits: [
      {find: "import { useState, useCallback, useEffect, useRef } from 'react';", replace: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';"},
      {find: 'const [hiddenTabElement, setHiddenTabElement] = useState();', replace: 'const [hiddenTabElement, setHiddenTabElement] = useState(null);'},
      {find: '        setIsCodeScrollable(isScrollable);\n', replace: '        startTransition(() => setIsCodeScrollable(isScrollable));\n'},
    ],
  },
  {
    // The main bundle ran its modules, matched the URL against the route table and requested the
    // page's chunks in one task, the longest after the first paint. Matching and requesting now
    // run in a task of their own, so each part stays shorter.
    file: path.join(coreClient, 'clientEntry.js'),
    edits: [
      {
        find: '    preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });\n',
        replace: '    setTimeout(() => preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    }), 0);\n',
      },
    ],
  },
  {
    // The route table made a loadable component (a new class, with its chunk map) for each of the
    // ~220 routes while the main bundle ran: 9 ms of its 37 in a CPU profile of the SQL page. Each
    // route now makes its loadable the first time it is rendered or preloaded (3 or 4 per page).
    file: path.join(coreClient, 'exports', 'ComponentCreator.js'),
    edits: [
      {
        find: 'export default function ComponentCreator(path, hash) {\n',
        replace: [
          'export default function ComponentCreator(path, hash) {',
          '    let loadable;',
          '    const get = () => (loadable ??= createLoadableRoute(path, hash));',
          '    const RouteComponent = (props) => React.createElement(get(), props);',
          '    RouteComponent.preload = () => get().preload();',
          '    return RouteComponent;',
          '}',
          'function createLoadableRoute(path, hash) {',
          '',
        ].join('\n'),
      },
    ],
  },
];

export default function docusaurusPatches(): Plugin {
  return {
    name: 'lakestone-docusaurus-patches',
    configureWebpack() {
      return {
        module: {
          // One rule per file, so that its edits apply in order to one source.
          rules: DOCUSAURUS_PATCHES.map(({file, edits}) => ({
            test: (resource: string) => resource === file,
            enforce: 'pre' as const,
            use: [{loader: require.resolve('./loader.cjs'), options: {edits}}],
          })),
        },
      };
    },
  };
}
