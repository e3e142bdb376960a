import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export type ThemePatch = {
  /** Absolute path of the theme file. */
  file: string;
  /** Exact text the file must contain once. */
  find: string;
  replace: string;
};

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');

/**
 * Small, exact edits to theme files, each for a cost the reader pays at start-up. A file that no
 * longer contains its text stops the build (./loader.cjs), so an upgrade cannot drop a patch silently.
 */
export const THEME_PATCHES: ThemePatch[] = [
  {
    // Sorting a hook's keys with localeCompare builds the ICU collator during hydration: 15 ms
    // of a 4x-slowed phone's 60 on this machine. Any stable order will do for memo dependencies.
    file: path.join(themeCommonLib, 'utils', 'reactUtils.js'),
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
  // Right after hydration, two hook states change for every page: "now in a browser" and the
  // window's size class (phone or desktop). Each change re-renders a part of the page (the
  // code block buttons, the navbar's phone menu) and React did it in one uninterrupted render
  // (30 ms of a 4x-slowed phone). As transitions, React renders them in 5 ms slices instead.
  {
    file: path.join(coreClient, 'browserContext.js'),
    find: 'setIsBrowser(true);',
    replace: 'React.startTransition(() => setIsBrowser(true));',
  },
  {
    file: path.join(themeCommonLib, 'hooks', 'useWindowSize.js'),
    find: "import { useEffect, useState } from 'react';",
    replace: "import { startTransition, useEffect, useState } from 'react';",
  },
  {
    file: path.join(themeCommonLib, 'hooks', 'useWindowSize.js'),
    find: '        updateWindowSize();\n',
    replace: '        startTransition(updateWindowSize);\n',
  },
];

export default function themePatches(): Plugin {
  return {
    name: 'lakestone-theme-patches',
    configureWebpack() {
      return {
        module: {
          rules: THEME_PATCHES.map(({file, find, replace}) => ({
            test: (resource: string) => resource === file,
            enforce: 'pre' as const,
            use: [{loader: require.resolve('./loader.cjs'), options: {find, replace}}],
          })),
        },
      };
    },
  };
}
