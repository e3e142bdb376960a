// Runs the search plugin's own worker code (index loading, query parsing, ranking) in Node
// against a built site, so relevance is measured exactly as the search box ranks results.
// Start Node with `--import ./scripts/search/register.mjs`.
import {readFileSync} from 'node:fs';
import path from 'node:path';

export async function createSearchEngine(buildDir) {
  globalThis.location = {origin: 'http://docs.test'};
  globalThis.fetch = async (url) => {
    const file = path.join(buildDir, new URL(url, 'http://docs.test').pathname);
    const body = readFileSync(file, 'utf8');
    return {json: async () => JSON.parse(body)};
  };
  const {SearchWorker} = await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js');
  const {searchResultLimits} = await import('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants.js');
  const worker = new SearchWorker();
  return {
    limit: searchResultLimits,
    /** The pages of the results, in the order the box shows them, each once. */
    async search(query, context = '') {
      const results = await worker.search('/', context, query, searchResultLimits);
      const pages = [];
      for (const r of results) {
        const url = r.document.u.replace(/\/$/, '') || '/';
        if (!pages.includes(url)) pages.push(url);
      }
      return pages;
    },
  };
}
