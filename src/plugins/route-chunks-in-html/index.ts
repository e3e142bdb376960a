import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The part of react-loadable-ssr-addon's client manifest this plugin reads and extends. */
export type ClientManifest = {entrypoints: string[]; origins: Record<string, string[]>; assets: Record<string, unknown>};

/** A named chunk group of the client build and the import() requests that create it. */
export type NamedChunkGroup = {name: string; requests: string[]};

/**
 * The manifest with each route chunk also keyed by the module its import() names. Docusaurus
 * looks a page's scripts up by the modules its routes render ("@theme/DocItem",
 * "@site/docs/….mdx"); the manifest keys chunks by chunk name, so only the entry bundles matched.
 */
export function withRequestKeys(manifest: ClientManifest, groups: NamedChunkGroup[]): ClientManifest {
  const origins = {...manifest.origins};
  for (const {name, requests} of groups) {
    const chunkIds = manifest.origins[name];
    if (!chunkIds) continue;
    for (const request of requests) {
      origins[request] = [...new Set([...(origins[request] ?? []), ...chunkIds])];
    }
  }
  return {...manifest, origins};
}

/** The JavaScript files a built page's head loads (run, or preloaded for the gate to start). */
export function headScripts(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return [...head.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']?([^"' >]*\/assets\/js\/[^"' >]+\.js)/g)].map((m) => m[1]);
}

/** Why a manifest is not the shape this plugin reads, or null. */
export function manifestProblem(manifest: unknown): string | null {
  const m = manifest as Partial<ClientManifest> | null;
  if (!m || !Array.isArray(m.entrypoints) || typeof m.origins !== 'object' || m.origins === null) {
    return 'it no longer has "entrypoints" (a list) and "origins" (chunk ids by module)';
  }
  return null;
}

type Compilation = {namedChunkGroups: ReadonlyMap<string, {origins: Array<{request?: string}>}>};
type Compiler = {hooks: {afterEmit: {tap(name: string, fn: (compilation: Compilation) => void): void}}};

/**
 * Puts each page's route chunks in its HTML, next to the entry bundles, so the browser fetches
 * them while it parses the page; before, main.js discovered and requested them while it ran,
 * which cost a third of its start-up task. Runs after the manifest is written, before any page
 * is rendered.
 */
export default function routeChunksInHtml(context: LoadContext): Plugin {
  // Where Docusaurus's client build writes the manifest (@docusaurus/core/lib/webpack/client.js).
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  return {
    name: 'lakestone-route-chunks-in-html',
    configureWebpack(config, isServer) {
      // Only a production client build writes the manifest; `docusaurus start` serves pages itself.
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tap('lakestone-route-chunks-in-html', (compilation) => {
            let manifest: ClientManifest;
            try {
              manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
            } catch (error) {
              throw new Error(`src/plugins/route-chunks-in-html: cannot read the client manifest at ${manifestPath}: ${(error as Error).message}`);
            }
            const shape = manifestProblem(manifest);
            if (shape) throw new Error(`src/plugins/route-chunks-in-html: the client manifest at ${manifestPath} has changed: ${shape}. Docusaurus (react-loadable-ssr-addon) has changed; update this plugin or remove it.`);
            const groups = [...compilation.namedChunkGroups].map(([name, group]) => ({
              name,
              requests: group.origins.map((origin) => origin.request).filter((request): request is string => Boolean(request)),
            }));
            writeFileSync(manifestPath, JSON.stringify(withRequestKeys(manifest, groups)));
          });
        },
      };
      return {plugins: [plugin]};
    },
    // The assumption that matters: Docusaurus looks a page's scripts up by the modules its routes
    // render. If that changes, pages load only the entry bundles again; the build says so.
    async postBuild({outDir}) {
      const home = path.join(outDir, 'index.html');
      const scripts = headScripts(readFileSync(home, 'utf8'));
      const {entrypoints} = JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest;
      const entryFiles = scripts.filter((s) => entrypoints.some((e) => path.basename(s).startsWith(`${e}.`) || path.basename(s).startsWith(`runtime~${e}.`)));
      if (entryFiles.length === 0 || scripts.length <= entryFiles.length) {
        throw new Error(
          `src/plugins/route-chunks-in-html: ${home} loads ${scripts.length} script(s), ${entryFiles.length} of them entry bundles, and no route chunk. ` +
            'Docusaurus no longer finds route chunks by module name in the client manifest; update this plugin or remove it.',
        );
      }
    },
  };
}
