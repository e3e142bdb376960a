import {createHash} from 'node:crypto';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assumptionProblem, coreFile} from '../../build/docusaurus-assumptions';

export type SourceEdit = {
  /** Exact text the file must contain once. */
  find: string;
  replace: string;
};

export type DocusaurusPatch = {
  /** Names the patch in errors and in LAKESTONE_SKIP_PATCHES. */
  id: string;
  /** Absolute path of the Docusaurus file (theme or client). */
  file: string;
  /** Text the file must contain for the replacement to be right (an import it uses, say). */
  assumes: string[];
  /** Text other Docusaurus files must contain for the patch to have its effect. */
  assumesElsewhere: Array<{file: string; text: string}>;
  /** Applied in order; each must find its text once. */
  edits: SourceEdit[];
};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const applied: Map<string, Map<string, number>> = require('./applied.cjs');

const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));
const coreClient = coreFile('lib', 'client');

/**
 * Exact edits to Docusaurus's own files, each kept because `npm run bench` shows what it saves
 * (README, "Reaches into Docusaurus"). The loader stops the build when a text is gone; the guard
 * below stops it when a patched file was not bundled, so an upgrade cannot drop a patch silently.
 */
export const DOCUSAURUS_PATCHES: DocusaurusPatch[] = [
  {
    // Sorting a hook's keys with localeCompare builds the ICU collator during hydration (the
    // secondary menu's props on every doc page). Any stable order will do for memo dependencies.
    id: 'collator-free-sort',
    file: path.join(themeCommonLib, 'utils', 'reactUtils.js'),
    assumes: ['export function useShallowMemoObject(obj) {', 'const deps = Object.entries(obj);'],
    assumesElsewhere: [],
    edits: [
      {
        find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
        replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
      },
    ],
  },
  {
    // The route table made a loadable component (a new class, with its chunk map) for each of the
    // ~220 routes while the main bundle ran. Each route now makes its loadable the first time it
    // is rendered or preloaded (3 or 4 per page).
    id: 'lazy-route-components',
    file: path.join(coreClient, 'exports', 'ComponentCreator.js'),
    // The wrapper calls React.createElement; routes are preloaded through component.preload().
    assumes: ["import React from 'react';", 'return Loadable({'],
    assumesElsewhere: [{file: path.join(coreClient, 'preload.js'), text: 'match.route.component.preload?.()'}],
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

/**
 * The patches to apply: all but those named in LAKESTONE_SKIP_PATCHES (comma-separated ids), which
 * exists only to measure what a patch is worth (`LAKESTONE_SKIP_PATCHES=lazy-route-components npm run bench`).
 */
export function activePatches(skip = process.env.LAKESTONE_SKIP_PATCHES ?? ''): DocusaurusPatch[] {
  const ids = skip.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = ids.filter((id) => !DOCUSAURUS_PATCHES.some((p) => p.id === id));
  if (unknown.length) {
    throw new Error(`LAKESTONE_SKIP_PATCHES: unknown patch id(s) ${unknown.join(', ')}; known: ${DOCUSAURUS_PATCHES.map((p) => p.id).join(', ')}`);
  }
  return DOCUSAURUS_PATCHES.filter((p) => !ids.includes(p.id));
}

/** What is wrong with the files another Docusaurus file's patch relies on, or null. */
export function elsewhereProblem(patch: DocusaurusPatch, read?: (file: string) => string): string | null {
  return assumptionProblem(`Docusaurus patch "${patch.id}" (src/plugins/docusaurus-patches/index.ts)`, patch.assumesElsewhere, read);
}

/** The patches whose file the loader did not edit in a compilation, by their counts. */
export function unappliedPatches(patches: DocusaurusPatch[], counts: ReadonlyMap<string, number> | undefined): DocusaurusPatch[] {
  return patches.filter((p) => !counts?.get(p.file));
}

type Compilation = {errors: Error[]; hooks: {finishModules: {tap(name: string, fn: () => void): void}}};
type Compiler = {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

type CacheConfig = {version?: string} | boolean | undefined;
type BundlerConfig = {cache?: CacheConfig; experiments?: {cache?: CacheConfig}};

/**
 * The bundler's persistent cache, keyed by the patches too: Docusaurus keys it by its version and
 * the config file only, so a build with another set of patches (LAKESTONE_SKIP_PATCHES, or an
 * edited patch) would take the modules of the last build from the cache, patched or not.
 */
export function cacheKeyedByPatches(config: BundlerConfig, patches: DocusaurusPatch[]): BundlerConfig {
  const key = createHash('sha256').update(JSON.stringify(patches.map(({id, edits}) => ({id, edits})))).digest('hex').slice(0, 12);
  const keyed = (cache: CacheConfig) => (cache && typeof cache === 'object' ? {...cache, version: `${cache.version ?? ''}-patches-${key}`} : cache);
  const result: BundlerConfig = {};
  if (config.experiments?.cache && typeof config.experiments.cache === 'object') result.experiments = {cache: keyed(config.experiments.cache)};
  if (config.cache && typeof config.cache === 'object') result.cache = keyed(config.cache);
  return result;
}

export default function docusaurusPatches(): Plugin {
  const patches = activePatches();
  for (const patch of patches) {
    const problem = elsewhereProblem(patch);
    if (problem) throw new Error(problem);
  }
  return {
    name: 'lakestone-docusaurus-patches',
    configureWebpack(config, isServer) {
      const counter = isServer ? 'server' : 'client';
      // Counts the loader's applications in each compilation; once every module is built, a patch
      // that never ran (its file moved, or is no longer imported) fails the build.
      const guard = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('lakestone-docusaurus-patches', (compilation) => {
            applied.set(counter, new Map());
            compilation.hooks.finishModules.tap('lakestone-docusaurus-patches', () => {
              for (const patch of unappliedPatches(patches, applied.get(counter))) {
                compilation.errors.push(
                  new compiler.webpack.WebpackError(
                    `Docusaurus patch "${patch.id}" did not run in the ${counter} build: ${patch.file} was not bundled. ` +
                      'Docusaurus has changed; update or remove the patch in src/plugins/docusaurus-patches/index.ts.',
                  ),
                );
              }
            });
          });
        },
      };
      return {
        // Typed as webpack's config; Rspack's persistent cache lives under experiments.
        ...(cacheKeyedByPatches(config as BundlerConfig, patches) as Record<string, never>),
        module: {
          // One rule per file, so that its edits apply in order to one source.
          rules: patches.map(({id, file, edits, assumes}) => ({
            test: (resource: string) => resource === file,
            enforce: 'pre' as const,
            use: [{loader: require.resolve('./loader.cjs'), options: {id, edits, assumes, counter}}],
          })),
        },
        plugins: [guard],
      };
    },
  };
}
