import type {ClientModule} from '@docusaurus/types';
import {matchingRoutes, type Route} from './route-matching';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

/**
 * Docusaurus prefetches the files of every linked page as soon as the link is on screen; on a doc
 * page that is about 40 links and 450 <link rel="prefetch"> elements, created in one long task
 * while the page is still starting, and each link scans the whole route table. Prefetching is
 * speculative, so here it waits for idle time, a few links per short slice; the route table is
 * indexed once, and a file shared by many pages (or already loaded) is requested once.
 * Hover preloading (window.docusaurus.preload) is Docusaurus's own, unchanged.
 */
type Prefetch = (routePath: string) => false | Promise<void[]>;
type DocusaurusGlobal = {prefetch: Prefetch};
type ChunkNames = {[key: string]: string | ChunkNames};

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

// Short enough that a slice is no long task (50 ms) even on a CPU slowed down 6x, as the bench does.
const SLICE_BUDGET_MS = 2;
let installed = false;

/** The chunk names of each route path (Docusaurus keys them `${path}-${hash}`), built on first use. */
let chunkNamesByPath: Map<string, string[]> | null = null;
function chunkNamesOf(path: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    const leaves = (names: ChunkNames): string[] => Object.values(names).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
    for (const [pathWithHash, names] of Object.entries(routesChunkNames as unknown as Record<string, ChunkNames>)) {
      const routePath = pathWithHash.replace(/-[^-]+$/, '');
      chunkNamesByPath.set(routePath, [...(chunkNamesByPath.get(routePath) ?? []), ...leaves(names)]);
    }
  }
  return chunkNamesByPath.get(path) ?? [];
}

/** Files a prefetch link was added for; the routes already queued. */
const requested = new Set<string>();
const queuedRoutes = new Set<string>();

/** The files of the route that are neither loaded nor requested yet; they count as requested from here on. */
function filesToPrefetch(routePath: string): string[] {
  const loaded = new Set(Array.from(document.scripts, (script) => script.src));
  const files: string[] = [];
  // A link's query or #anchor does not change the page's files.
  for (const route of matchingRoutes(routes as Route[], routePath.replace(/[?#].*$/, ''))) {
    for (const chunkName of chunkNamesOf(route.path as string)) {
      const asset = __webpack_require__.gca(chunkName);
      // Chunks webpack merged into others have no file of their own.
      if (!asset || asset.includes('undefined')) continue;
      const url = new URL(asset, window.location.href).href;
      if (requested.has(url) || loaded.has(url)) continue;
      requested.add(url);
      files.push(url);
    }
  }
  return files;
}

function addPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

// Docusaurus does not prefetch on 2G or when the reader asked to save data; nor does this.
function saveData(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

function whenIdle(run: (hasTime: () => boolean) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    // An idle period can last 50 ms; a slice takes at most SLICE_BUDGET_MS of it.
    window.requestIdleCallback((deadline) => {
      const start = performance.now();
      run(() => deadline.timeRemaining() > 1 && performance.now() - start < SLICE_BUDGET_MS);
    });
  } else {
    // Safari has no requestIdleCallback: a short timed slice after a pause.
    window.setTimeout(() => {
      const start = performance.now();
      run(() => performance.now() - start < SLICE_BUDGET_MS);
    }, 50);
  }
}

function install(): void {
  const site = window as unknown as {docusaurus?: DocusaurusGlobal};
  const docusaurus = site.docusaurus;
  if (installed || !docusaurus) return;
  installed = true;
  const queue: string[] = [];
  const files: string[] = [];
  let scheduled = false;
  const pending = () => files.length > 0 || queue.length > 0;
  // One link per step: adding a link starts a request, the costly part, so the budget is checked before each.
  const drain = (hasTime: () => boolean) => {
    while (pending() && hasTime()) {
      if (files.length > 0) addPrefetchLink(files.shift()!);
      else files.push(...filesToPrefetch(queue.shift()!));
    }
    scheduled = pending();
    if (scheduled) whenIdle(drain);
  };
  // The object is frozen; links look up window.docusaurus.prefetch at each call.
  site.docusaurus = {
    ...docusaurus,
    prefetch: (routePath) => {
      if (saveData() || queuedRoutes.has(routePath)) return false;
      queuedRoutes.add(routePath);
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        whenIdle(drain);
      }
      return false;
    },
  };
}

const clientModule: ClientModule = {
  // window.docusaurus is set after client modules load, and before the first route update.
  onRouteDidUpdate() {
    install();
  },
};
export default clientModule;
