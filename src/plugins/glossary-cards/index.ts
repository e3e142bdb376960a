import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {definitionText, extractGlossary} from './extract';

/** The doc whose h3 entries the cards show (docs/glossary.mdx). */
export const GLOSSARY_DOC_ID = 'glossary';
/** The definitions file, at the root of the built site. */
export const DEFINITIONS_FILE = 'glossary.json';

/** What every page knows of the glossary (global data): enough to tell a glossary link and where its card's data is. */
export type GlossaryCardsData = {
  /** The glossary page's route, with the base URL: "/glossary". */
  route: string;
  /** The URL of the definitions file: "/glossary.json". */
  file: string;
};

type DocMeta = {id: string; permalink: string};
type DocsContent = {loadedVersions: Array<{docs: DocMeta[]}>};

function glossaryRoute(docs: DocsContent | undefined): string | null {
  for (const version of docs?.loadedVersions ?? []) {
    const doc = version.docs.find((d) => d.id === GLOSSARY_DOC_ID);
    if (doc) return doc.permalink;
  }
  return null;
}

/**
 * Glossary hover cards (src/theme/MDXComponents/A.tsx). After the build this writes the glossary's
 * entries, read from its built page so a card says what the page says, to one JSON file that a
 * page fetches on the first hover or focus of a glossary link.
 *
 * The file keeps its name and is revalidated (fetched with `cache: 'no-cache'`, served `no-cache`
 * with an ETag): it is written from the built HTML, after the bundles got their hashes, so no
 * bundle could name a content-hashed file without a second, fixed-name file to look it up in.
 */
export default function glossaryCardsPlugin(context: LoadContext): Plugin {
  let route: string | null = null;
  return {
    name: 'glossary-cards',

    async allContentLoaded({allContent, actions}) {
      route = glossaryRoute(allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined);
      if (!route) return;
      const data: GlossaryCardsData = {route, file: `${context.baseUrl}${DEFINITIONS_FILE}`};
      actions.setGlobalData(data);
    },

    async postBuild({outDir}) {
      if (!route) throw new Error(`glossary-cards: no doc has the id "${GLOSSARY_DOC_ID}"; the glossary links would have no cards`);
      const html = readFileSync(path.join(outDir, ...route.split('/').filter(Boolean), 'index.html'), 'utf8');
      const file = extractGlossary(html, route);
      const ids = Object.keys(file.entries);
      if (ids.length === 0) throw new Error(`glossary-cards: the built page ${route} has no entry (an h3 with an id)`);
      const empty = ids.filter((id) => !file.entries[id].term || definitionText(file.entries[id].definition) === '');
      if (empty.length) throw new Error(`glossary-cards: these entries of ${route} have no term or no definition: ${empty.map((id) => `#${id}`).join(', ')}`);
      writeFileSync(path.join(outDir, DEFINITIONS_FILE), JSON.stringify(file));
    },
  };
}
