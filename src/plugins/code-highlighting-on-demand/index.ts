import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import type {WebpackPluginInstance} from 'webpack';

export type CodeThemes = {light: PrismTheme; dark: PrismTheme};

function declarations(style: Record<string, unknown>): Array<[string, string]> {
  const css: Array<[string, string]> = [];
  if (typeof style.color === 'string') css.push(['color', style.color]);
  if (typeof style.backgroundColor === 'string') css.push(['background-color', style.backgroundColor]);
  if (typeof style.fontStyle === 'string') css.push(['font-style', style.fontStyle]);
  if (typeof style.fontWeight === 'string' || typeof style.fontWeight === 'number') css.push(['font-weight', String(style.fontWeight)]);
  return css;
}

/**
 * Both modes' code colors as one style sheet: the block's colors are CSS variables that
 * [data-theme='dark'] switches, and each token type's color is a variable too. The two themes must
 * list the same token types in the same order, so that each variable has a value in both modes.
 */
export function codeColorsCss({light, dark}: CodeThemes): string {
  const sameTypes = (t: PrismTheme) => JSON.stringify(t.styles.map((s) => s.types));
  if (sameTypes(light) !== sameTypes(dark)) {
    throw new Error('config/prism-themes.ts: the light and dark code themes must style the same token types in the same order.');
  }
  const variables = (theme: PrismTheme) => [
    ...declarations(theme.plain as Record<string, unknown>)
      .filter(([property]) => property === 'color' || property === 'background-color')
      .map(([property, value]) => `--prism-${property}:${value};`),
    ...theme.styles.flatMap((s, i) => declarations(s.style as Record<string, unknown>).map(([property, value]) => `--code-token-${i}-${property}:${value};`)),
  ].join('');
  const tokenRules = light.styles.map((s, i) => {
    const selector = s.types.map((type) => `.prism-code .token.${type}`).join(',');
    const body = declarations(s.style as Record<string, unknown>).map(([property]) => `${property}:var(--code-token-${i}-${property});`).join('');
    return `${selector}{${body}}`;
  });
  return [
    `:root{${variables(light)}}`,
    `[data-theme='dark']{${variables(dark)}}`,
    '.prism-code{color:var(--prism-color);background-color:var(--prism-background-color);}',
    ...tokenRules,
  ].join('\n') + '\n';
}

/** Where the classic theme registers Prism's extra languages in a client module (emptied below). */
function prismClientModule(): string {
  try {
    return require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  } catch {
    throw new Error(
      'code-highlighting-on-demand: @docusaurus/theme-classic/lib/prism-include-languages is gone. Find the client module that now ' +
        'imports Prism for every page (theme-classic getClientModules) and alias it in src/plugins/code-highlighting-on-demand/index.ts.',
    );
  }
}

type Module = {resource?: string; rootModule?: Module; modules?: Module[]};
type Chunk = unknown;
type Compilation = {
  errors: Error[];
  entrypoints: ReadonlyMap<string, {chunks: Chunk[]}>;
  chunkGraph: {getChunkModules(chunk: Chunk): Module[]};
  hooks: {afterSeal: {tap(name: string, fn: () => void): void}};
};
type Compiler = {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: Compilation) => void): void}};
};

/** The files of a module, looking inside modules the bundler concatenated into one. */
function resourcesOf(module: Module): string[] {
  return [module.resource ?? '', ...(module.rootModule ? resourcesOf(module.rootModule) : []), ...(module.modules ?? []).flatMap(resourcesOf)];
}

/** Prism's files among the modules of the bundles every page runs first, or []. */
export function prismInEntry(entryModules: Module[]): string[] {
  return [...new Set(entryModules.flatMap(resourcesOf).filter((r) => /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/.test(r)))];
}

/**
 * Code highlighting that costs nothing at start-up.
 * - The classic theme registers Prism's extra languages in a client module, which put Prism and
 *   every grammar in the bundle all pages run first. That module is emptied here (a bundler alias);
 *   the languages are registered by src/theme/CodeBlock/Content/HighlightedLines, which the server
 *   renders and the browser loads only for client-side visits. The build fails if Prism is back in
 *   the entry bundle, whatever brought it there.
 * - The code colors are a generated style sheet instead of inline styles, so the same HTML serves
 *   both color modes and hydration keeps the server's highlighted lines.
 */
export default function codeHighlightingOnDemand(context: LoadContext, themes: CodeThemes): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'lakestone-code-colors', 'code-colors.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, codeColorsCss(themes));
  const emptied = prismClientModule();
  return {
    name: 'lakestone-code-highlighting-on-demand',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const guard = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('lakestone-prism-guard', (compilation) => {
            compilation.hooks.afterSeal.tap('lakestone-prism-guard', () => {
              const modules = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks.flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk)));
              const prism = prismInEntry(modules);
              if (prism.length > 0) {
                compilation.errors.push(
                  new compiler.webpack.WebpackError(
                    `code-highlighting-on-demand: Prism is in the bundle every page runs first (${prism.slice(0, 3).join(', ')}). ` +
                      'Find what imports it at start-up and load it lazily, or alias it away, in src/plugins/code-highlighting-on-demand/index.ts.',
                  ),
                );
              }
            });
          });
        },
      };
      return {
        resolve: {alias: {[emptied]: false}},
        // Lets the code block import Prism directly on the server and lazily in the browser.
        plugins: [new currentBundler.instance.DefinePlugin({__LAKESTONE_SERVER_BUNDLE__: JSON.stringify(isServer)}), ...(isServer ? [] : [guard as unknown as WebpackPluginInstance])],
      };
    },
  };
}
