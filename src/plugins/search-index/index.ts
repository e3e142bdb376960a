import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {articleOf, extractPage, type PageText} from './extract';
import {builtPageCache} from '../../build/built-page-cache';
import {buildSearchIndex, type IndexedPage} from './build-index';
import type {SectionLabel} from '../../search/format';

/** The search plugin's module that talks to its index worker, and the request its theme uses for it. */
export const REPLACED_MODULE = {package: '@easyops-cn/docusaurus-search-local', request: '../searchByWorker'};
/** Our engine's entry, which takes that module's place (same two exports). */
export const REPLACEMENT = path.resolve(__dirname, '../../search/client.ts');

type DocMeta = {permalink: string; title: string; description: string; sidebar?: string; unlisted?: boolean; frontMatter: {keywords?: string[]}};
type DocsContent = {loadedVersions: Array<{docs: DocMeta[]}>};
type BlogContent = {blogPosts: Array<{metadata: DocMeta}>};

const SIDEBAR_SECTION: Record<string, SectionLabel> = {product: 'Docs', api: 'API', guides: 'Guides'};

/**
 * What is wrong with a bundle's modules (their file paths), or null: the search plugin's own
 * index client must be gone and ours in its place, or the box would search nothing.
 */
export function swapProblem(resources: string[]): string | null {
  const pluginDir = `${path.sep}${path.join('node_modules', ...REPLACED_MODULE.package.split('/'))}${path.sep}`;
  const original = resources.find((r) => r.includes(pluginDir) && /[\\/]searchByWorker\.js$/.test(r));
  const usesPlugin = resources.some((r) => r.includes(pluginDir));
  if (original) {
    return `the bundle holds ${original}, the search plugin's own index client: the plugin no longer imports it as "${REPLACED_MODULE.request}". Find how its SearchBar imports searchByWorker now and update REPLACED_MODULE in src/plugins/search-index/index.ts.`;
  }
  if (usesPlugin && !resources.includes(REPLACEMENT)) {
    return `the bundle uses ${REPLACED_MODULE.package} but not ${REPLACEMENT}: the search box would not read the site's index. Check REPLACED_MODULE in src/plugins/search-index/index.ts against the plugin's SearchBar.`;
  }
  return null;
}

/** Where `docusaurus build` wrote a route's page. */
export function htmlFileOf(outDir: string, route: string): string {
  return path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

/**
 * The site's search data (see src/search/format.ts). The search plugin keeps its search box,
 * shortcut and highlighting; its lunr index held every section in one file that outgrew the byte
 * budget, so this plugin writes an index split by term and the box reads it through ./client.ts.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',

    configureWebpack(_config, _isServer, utils) {
      const bundler = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, fn: (resource: {request: string; context: string}) => void) => WebpackPluginInstance;
      };
      // The guard reads the bundle's modules, not the swap's calls: a cached build resolves nothing again.
      const guard: WebpackPluginInstance = {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('search-index-guard', (compilation) => {
            compilation.hooks.finishModules.tap('search-index-guard', (modules) => {
              const problem = swapProblem([...modules].map((m) => (m as {resource?: string}).resource ?? ''));
              if (problem) compilation.errors.push(new compiler.webpack.WebpackError(`search-index: ${problem}`));
            });
          });
        },
      };
      return {
        plugins: [
          new bundler.NormalModuleReplacementPlugin(/searchByWorker$/, (resource) => {
            if (resource.request === REPLACED_MODULE.request && resource.context.includes(path.join('node_modules', REPLACED_MODULE.package))) {
              resource.request = REPLACEMENT;
            }
          }),
          guard,
        ],
      };
    },

    async postBuild({outDir, plugins}) {
      const pages: IndexedPage[] = [];
      // A rebuild reads only the pages whose content changed (src/build/built-page-cache.ts).
      const extracted = builtPageCache<PageText>(context.siteDir, 'search-text', [path.join(__dirname, 'extract.ts')]);
      const textOf = (permalink: string) =>
        extracted.convert([permalink], readFileSync(htmlFileOf(outDir, permalink), 'utf8'), articleOf, (input) => extractPage(input, permalink));
      const keywordsOf = (meta: DocMeta) => (Array.isArray(meta.frontMatter.keywords) ? meta.frontMatter.keywords.map(String) : []);
      for (const plugin of plugins) {
        if (plugin.name === 'docusaurus-plugin-content-docs') {
          for (const version of (plugin.content as DocsContent).loadedVersions) {
            for (const doc of version.docs) {
              if (doc.unlisted) continue;
              const section = SIDEBAR_SECTION[doc.sidebar ?? ''] ?? 'Docs';
              pages.push({url: doc.permalink, section, description: doc.description, keywords: keywordsOf(doc), text: textOf(doc.permalink)});
            }
          }
        } else if (plugin.name === 'docusaurus-plugin-content-blog') {
          for (const {metadata} of (plugin.content as BlogContent).blogPosts) {
            if (metadata.unlisted) continue;
            pages.push({url: metadata.permalink, section: 'Blog', description: metadata.description, keywords: keywordsOf(metadata), text: textOf(metadata.permalink)});
          }
        }
      }
      extracted.save();
      if (pages.length === 0) throw new Error('search-index: no doc page or blog post was found to index');
      pages.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
      const {files} = buildSearchIndex(pages);
      for (const [name, body] of files) {
        const file = path.join(outDir, name);
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, body);
      }
    },
  };
}
