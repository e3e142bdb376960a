/**
 * The search data's format, written by src/plugins/search-index and read by ./engine.ts. The
 * README's Search section says what each file holds and when it loads.
 */

/** The site's sections, as hits name them. */
export const SECTIONS = ['Docs', 'API', 'Guides', 'Blog'] as const;
export type SectionLabel = (typeof SECTIONS)[number];

/** The spec's maxHits: at most this many hits in the search box (the plugin's searchResultLimits). */
export const BOX_HITS = 8;

/** Path of the primary file, from the site's base URL; every other file is named in it. */
export const PRIMARY_FILE = 'search-data/index.json';

/**
 * One page: URL, title, section (index into `sections`), breadcrumbs, description, keywords, and its
 * sections as [anchor, heading]. Its units are the page itself (title, keywords, description,
 * breadcrumbs), then one per section, numbered on from the previous page's.
 */
export type SearchPageRecord = [string, string, number, string[], string, string, Array<[string, string]>];

export type SearchPrimary = {
  version: 1;
  /** Folder of the postings (t<k>.json) and the page texts (p<page>.json), from the base URL. */
  dir: string;
  sections: string[];
  units: number;
  pages: SearchPageRecord[];
  /** Every indexed term, sorted. */
  terms: string[];
  /** The index in `terms` of the first term of each postings file. */
  shards: number[];
};

/** A postings file: for each of its terms, [unit delta, weight, unit delta, weight, ...]. */
export type SearchShard = number[][];

/** A page text file: each section's text, for snippets. */
export type SearchPageTexts = string[];

/** The section a path belongs to, for preferring the reader's own section on ties. */
export function sectionOfPath(pathname: string): SectionLabel | null {
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  if (first === 'api') return 'API';
  if (first === 'guides') return 'Guides';
  if (first === 'blog') return 'Blog';
  if (first === 'search') return null;
  return 'Docs';
}
