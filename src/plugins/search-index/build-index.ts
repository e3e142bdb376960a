import {createHash} from 'node:crypto';
import {tokenize} from '../../search/tokens';
import type {PageText} from './extract';
import type {SearchPageRecord, SearchPrimary} from '../../search/format';
import {SECTIONS, type SectionLabel} from '../../search/format';

export type IndexedPage = {
  url: string;
  section: SectionLabel;
  description: string;
  keywords: string[];
  text: PageText;
};

/** How much one occurrence weighs, by where it stands (before the saturation of repeats). */
export const FIELD_WEIGHTS = {
  title: 10,
  keywords: 7,
  description: 3,
  breadcrumbs: 1,
  h2: 6,
  h3: 5,
  definition: 5,
  prose: 1,
  code: 0.35,
} as const;

/** An identifier's parts count half, as running text: `max.message.bytes` is about bytes, but less than a page on bytes is. */
const PART_FACTOR = 0.5;
/** Repeats help less and less: BM25's saturation with k1 = 1.2. */
const saturate = (tf: number) => (tf * 2.2) / (tf + 1.2);
/** Prose in a long section counts a little less per word (BM25's b = 0.4). */
const LENGTH_B = 0.4;
/** Weights are stored as integers: a quarter of a unit is fine enough to rank by. */
const SCALE = 4;
/** Longer terms are tokens of hashes and encoded blobs in samples, never typed by a reader. */
const MAX_TERM_LENGTH = 48;
/** Postings are split into files of about this many bytes (before gzip), at term boundaries. */
export const SHARD_BYTES = 24 * 1024;
/** A section's text kept for result snippets. */
const SNIPPET_TEXT_LIMIT = 3000;

const joinText = (parts: string[]) => parts.join('').replace(/\s+/g, ' ').trim();

type FieldCounts = Map<string, Map<keyof typeof FIELD_WEIGHTS, number>>;

function count(counts: FieldCounts, text: string, field: keyof typeof FIELD_WEIGHTS): number {
  const tokens = tokenize(text);
  for (const {term, kind} of tokens) {
    if (term.length > MAX_TERM_LENGTH) continue;
    let fields = counts.get(term);
    if (!fields) counts.set(term, (fields = new Map()));
    // A part of an identifier counts as running text wherever the identifier stands.
    const key = kind === 'part' && FIELD_WEIGHTS[field] > FIELD_WEIGHTS.prose ? 'prose' : field;
    fields.set(key, (fields.get(key) ?? 0) + (kind === 'part' ? PART_FACTOR : 1));
  }
  return tokens.length;
}

function weigh(counts: FieldCounts, proseNorm = 1): Map<string, number> {
  const weights = new Map<string, number>();
  for (const [term, fields] of counts) {
    let w = 0;
    for (const [field, tf] of fields) w += FIELD_WEIGHTS[field] * saturate(field === 'prose' ? tf / proseNorm : tf);
    weights.set(term, Math.min(255, Math.max(1, Math.round(w * SCALE))));
  }
  return weights;
}

export type SearchFiles = {primary: SearchPrimary; files: Map<string, string>; dir: string};

/**
 * Builds the site's search data: one primary file that every search needs (pages, headings and
 * the sorted term list), postings in files by term range, and one text file per page for snippets.
 * A reader downloads the primary file once, then only the postings of the terms typed and the
 * texts of the hits shown, so the bytes before a result do not grow with the number of pages.
 */
export function buildSearchIndex(pages: IndexedPage[], baseDir = 'search-data'): SearchFiles {
  const postings = new Map<string, number[]>(); // term -> [unit, weight, unit, weight, ...]
  const records: SearchPageRecord[] = [];
  const texts: string[] = [];
  let unit = 0;

  const proseLengths = pages.flatMap((p) => p.text.sections.map((s) => tokenize(joinText(s.prose)).length));
  const averageProse = Math.max(1, proseLengths.reduce((a, b) => a + b, 0) / Math.max(1, proseLengths.length));

  const add = (weights: Map<string, number>) => {
    for (const [term, w] of weights) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(unit, w);
    }
    unit += 1;
  };

  for (const page of pages) {
    const {text} = page;
    const pageCounts: FieldCounts = new Map();
    count(pageCounts, text.title, 'title');
    count(pageCounts, page.keywords.join(' , '), 'keywords');
    count(pageCounts, page.description, 'description');
    count(pageCounts, text.breadcrumbs.join(' , '), 'breadcrumbs');
    add(weigh(pageCounts));

    const sectionTexts: string[] = [];
    for (const section of text.sections) {
      const counts: FieldCounts = new Map();
      if (section.heading) count(counts, section.heading, section.level === 3 ? 'h3' : 'h2');
      const definitions = section.definitions.map((d) => d.trim()).filter(Boolean);
      for (const d of definitions) count(counts, d, 'definition');
      const prose = joinText(section.prose);
      const proseLength = count(counts, prose, 'prose');
      for (const c of section.code) count(counts, c, 'code');
      add(weigh(counts, 1 - LENGTH_B + (LENGTH_B * proseLength) / averageProse));
      const snippet = [prose, ...section.code.map((c) => c.replace(/\s+/g, ' '))].filter(Boolean).join(' ');
      sectionTexts.push(snippet.length > SNIPPET_TEXT_LIMIT ? `${snippet.slice(0, SNIPPET_TEXT_LIMIT)}…` : snippet);
    }
    texts.push(JSON.stringify(sectionTexts));
    records.push([
      page.url,
      text.title,
      SECTIONS.indexOf(page.section),
      text.breadcrumbs,
      page.description,
      page.keywords.join(', '),
      text.sections.map((s) => [s.anchor, s.heading]),
    ]);
  }

  // Postings by term range: consecutive terms of the sorted list share a file.
  const terms = [...postings.keys()].sort();
  const shards: string[] = [];
  const shardStarts: number[] = [];
  let current: number[][] = [];
  let bytes = 0;
  terms.forEach((term, i) => {
    const list = postings.get(term)!;
    const deltas: number[] = [];
    let previous = 0;
    for (let k = 0; k < list.length; k += 2) {
      deltas.push(list[k] - previous, list[k + 1]);
      previous = list[k];
    }
    const size = JSON.stringify(deltas).length + 1;
    if (current.length > 0 && bytes + size > SHARD_BYTES) {
      shards.push(JSON.stringify(current));
      current = [];
      bytes = 0;
    }
    if (current.length === 0) shardStarts.push(i);
    current.push(deltas);
    bytes += size;
  });
  if (current.length > 0) shards.push(JSON.stringify(current));

  // Every file but the primary is named by the content of the whole set, so it can be cached for good.
  const hash = createHash('sha256');
  for (const s of [...shards, ...texts]) hash.update(s);
  const dir = `${baseDir}/${hash.digest('hex').slice(0, 12)}`;
  const files = new Map<string, string>();
  shards.forEach((s, k) => files.set(`${dir}/t${k}.json`, s));
  texts.forEach((t, k) => files.set(`${dir}/p${k}.json`, t));
  const primary: SearchPrimary = {version: 1, dir: `${dir}/`, sections: [...SECTIONS], units: unit, pages: records, terms, shards: shardStarts};
  files.set(`${baseDir}/index.json`, JSON.stringify(primary));
  return {primary, files, dir};
}
