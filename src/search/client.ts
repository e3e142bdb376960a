/**
 * Takes the place of the search plugin's `searchByWorker` module (the swap and its guard are in
 * src/plugins/search-index), with the same two exports, so the plugin's search box runs on the
 * site's own index. The engine loads on first use, in a chunk of its own.
 */
import type {BoxHit, PageResult, SearchEngine, SearchOptions} from './engine';
import {sectionOfPath} from './format';

export type SearchStatus = {state: 'idle' | 'loading' | 'ready' | 'error'; message?: string};

let status: SearchStatus = {state: 'idle'};
const listeners = new Set<(s: SearchStatus) => void>();
let engine: Promise<SearchEngine> | null = null;

function setStatus(next: SearchStatus): void {
  status = next;
  for (const listener of listeners) listener(status);
}

export function getSearchStatus(): SearchStatus {
  return status;
}

export function subscribeSearchStatus(listener: (s: SearchStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function fetchJson(baseUrl: string, file: string): Promise<unknown> {
  // The primary file keeps its name from build to build: ask the server whether it changed.
  const response = await fetch(`${baseUrl}${file}`, file.endsWith('index.json') ? {cache: 'no-cache'} : undefined);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return response.json();
}

function describe(error: unknown): string {
  // Under `npm start` nothing writes search-data/: say so instead of showing a 404.
  if (process.env.NODE_ENV !== 'production') return 'The index is written by `npm run build`; `npm run serve` shows search working.';
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'You are offline.' : error instanceof Error ? error.message : String(error);
}

/** The engine with its primary file read; a failure is reported in the status and retried on the next call. */
function loadEngine(baseUrl: string): Promise<SearchEngine> {
  if (!engine) {
    if (status.state !== 'ready') setStatus({state: 'loading'});
    engine = import('./engine').then(async ({SearchEngine}) => {
      const created = new SearchEngine((file) => fetchJson(baseUrl, file));
      await created.load();
      return created;
    });
    engine.then(
      () => setStatus({state: 'ready'}),
      (error: unknown) => {
        engine = null;
        setStatus({state: 'error', message: describe(error)});
      },
    );
  }
  return engine;
}

/** The plugin calls this on the box's first hover, focus or click. It never rejects: the status says how it went. */
export async function fetchIndexesByWorker(baseUrl: string, _searchContext?: string): Promise<void> {
  await loadEngine(baseUrl).catch(() => undefined);
}

/** The plugin's box calls this for each query; every section is searched, the reader's own wins ties. */
export async function searchByWorker(baseUrl: string, _searchContext: string, input: string, limit: number): Promise<BoxHit[]> {
  try {
    const search = await loadEngine(baseUrl);
    const hits = await search.boxHits(input, limit, {prefer: sectionOfPath(window.location.pathname)});
    if (status.state !== 'ready') setStatus({state: 'ready'});
    return hits;
  } catch (error) {
    setStatus({state: 'error', message: describe(error)});
    return [];
  }
}

/** For the search page. */
export async function searchPages(baseUrl: string, query: string, options: SearchOptions & {limit?: number}): Promise<PageResult[]> {
  const search = await loadEngine(baseUrl);
  return search.pageResults(query, options);
}

/** Loads again after a failure. */
export async function retrySearch(baseUrl: string): Promise<void> {
  setStatus({state: 'loading'});
  try {
    await loadEngine(baseUrl);
    setStatus({state: 'ready'});
  } catch {
    // loadEngine has reported the failure.
  }
}
