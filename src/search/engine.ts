import {identifierParts, isIdentifier, queryWords, stemWord, tokenize} from './tokens';
import {PRIMARY_FILE, type SearchPageTexts, type SearchPrimary, type SearchShard} from './format';

/** Reads one of the search data's files, by its path from the site's base URL. */
export type FetchJson = (file: string) => Promise<unknown>;

/** How close a term is to what the reader typed. */
const EXACT = 1;
const PREFIX = 0.7;
const FUZZY = 0.5;
/** The last word may still be being typed: it also matches this many longer terms at most. */
const MAX_PREFIX_TERMS = 24;
const MAX_FUZZY_TERMS = 6;
/** Weights are stored ×4 (src/plugins/search-index/build-index.ts). */
const SCALE = 4;
/** A unit that holds every word of the query adds half its score again: the words stand together. */
const TOGETHER_BONUS = 0.5;

type Slot = {word: string; candidates: Map<number, number>}; // term index -> closeness

/** One page that matches, with the units (page, sections) that matched and by how much. */
export type PageMatch = {
  page: number;
  score: number;
  /** How many of the query's words the page holds. */
  coverage: number;
  /** Sections that matched, best first: [section index, score]. */
  sections: Array<[number, number]>;
  /** The page's own unit (title, keywords, description) matched. */
  pageUnit: boolean;
};

export type SearchOptions = {
  /** Only this section (the search page's filter). */
  section?: string | null;
  /** The reader's section: wins ties, never hides the others. */
  prefer?: string | null;
  /** Whether the last word may be unfinished (the search box as the reader types). */
  typing?: boolean;
};

/** The shape of the search plugin's results, which its search box renders. */
export type BoxHit = {
  document: {i: number; t: string; u: string; h?: string; p?: number; s?: string; b?: string[]};
  type: 0 | 1 | 2 | 3 | 4;
  page: BoxHit['document'] | undefined;
  metadata: Record<string, {t: {position: Array<[number, number]>}}>;
  tokens: string[];
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
};

/** A result of the search page: one per page, with the best section's text. */
export type PageResult = {
  url: string;
  title: string;
  section: string;
  path: string[];
  /** The best-matching section, if it is not the page as a whole. */
  heading?: string;
  anchor?: string;
  /** Text around the match, with the matched words as [text, marked] pieces. */
  snippet: Array<[string, boolean]>;
  tokens: string[];
};

function editDistanceAtMost(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (previous[j - 2] ?? value) + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length];
}

/**
 * The site's search, run in the reader's browser (and in Node by the relevance tests). It needs
 * the primary file first; each query then reads the postings files of its terms, and the box
 * reads the page texts of the hits it shows. A query's results are computed once, from all the
 * data they need, so they never reorder while files arrive.
 */
export class SearchEngine {
  private primary: SearchPrimary | null = null;
  private pageOfUnit = new Int32Array(0);
  private firstUnit: number[] = [];
  private shards = new Map<number, Promise<unknown>>();
  private texts = new Map<number, Promise<unknown>>();

  constructor(private readonly fetchJson: FetchJson) {}

  /** Reads the primary file; a failure leaves the engine ready to try again. */
  async load(): Promise<void> {
    if (this.primary) return;
    const primary = (await this.fetchJson(PRIMARY_FILE)) as SearchPrimary;
    if (primary?.version !== 1 || !Array.isArray(primary.pages) || !Array.isArray(primary.terms)) {
      throw new Error(`${PRIMARY_FILE} is not a search index this site can read`);
    }
    this.pageOfUnit = new Int32Array(primary.units);
    let unit = 0;
    primary.pages.forEach((record, page) => {
      this.firstUnit.push(unit);
      for (let k = 0; k <= record[6].length; k += 1) this.pageOfUnit[unit++] = page;
    });
    this.primary = primary;
  }

  get loaded(): boolean {
    return this.primary !== null;
  }

  private termIndex(term: string): number {
    const {terms} = this.primary!;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private shardOf(termIndex: number): number {
    const {shards} = this.primary!;
    let lo = 0;
    let hi = shards.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (shards[mid] <= termIndex) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** One file, fetched once per engine; a failed fetch is forgotten so the next search tries again. */
  private cachedFile<T>(cache: Map<number, Promise<unknown>>, key: number, file: string): Promise<T> {
    let pending = cache.get(key);
    if (!pending) {
      pending = this.fetchJson(`${this.primary!.dir}${file}`);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending as Promise<T>;
  }

  private shard(k: number): Promise<SearchShard> {
    return this.cachedFile<SearchShard>(this.shards, k, `t${k}.json`);
  }

  private pageTexts(page: number): Promise<SearchPageTexts> {
    return this.cachedFile<SearchPageTexts>(this.texts, page, `p${page}.json`);
  }

  private slotFor(word: string, typing: boolean): Slot | null {
    const {terms} = this.primary!;
    const candidates = new Map<number, number>();
    const lower = word.toLowerCase();
    const exact = isIdentifier(word) ? lower : stemWord(lower);
    if (exact === null) return null;
    const exactIndex = this.termIndex(exact);
    if (terms[exactIndex] === exact) candidates.set(exactIndex, EXACT);
    if (typing && lower.length >= 2) {
      for (const prefix of new Set([lower, exact])) {
        let added = 0;
        for (let i = this.termIndex(prefix); i < terms.length && terms[i].startsWith(prefix) && added < MAX_PREFIX_TERMS; i += 1) {
          if (!candidates.has(i)) {
            candidates.set(i, PREFIX);
            added += 1;
          }
        }
      }
    }
    if (candidates.size === 0 && exact.length >= 4) {
      const max = exact.length >= 8 ? 2 : 1;
      const found: Array<[number, number]> = [];
      terms.forEach((term, i) => {
        const d = editDistanceAtMost(exact, term, max);
        if (d <= max) found.push([d, i]);
      });
      found.sort((a, b) => a[0] - b[0] || terms[a[1]].length - terms[b[1]].length);
      for (const [d, i] of found.slice(0, MAX_FUZZY_TERMS)) candidates.set(i, FUZZY / d);
    }
    return {word, candidates};
  }

  /** The query's slots: one per word that is not a stop word; an unknown identifier by its parts. */
  private slots(query: string, typing: boolean): Slot[] {
    const words = queryWords(query);
    const slots: Slot[] = [];
    words.forEach((word, n) => {
      const last = typing && n === words.length - 1;
      const slot = this.slotFor(word, last);
      if (slot && slot.candidates.size === 0 && isIdentifier(word)) {
        const parts = identifierParts(word);
        parts.forEach((part, k) => {
          const partSlot = this.slotFor(part, last && k === parts.length - 1);
          if (partSlot) slots.push(partSlot);
        });
      } else if (slot) {
        slots.push(slot);
      }
    });
    return slots;
  }

  /** Pages that match a query, best first, with their matching sections. */
  async match(query: string, options: SearchOptions = {}): Promise<{matches: PageMatch[]; terms: Set<string>; words: string[]}> {
    await this.load();
    const primary = this.primary!;
    const slots = this.slots(query, options.typing ?? false);
    const words = slots.map((s) => s.word);
    const empty = {matches: [], terms: new Set<string>(), words};
    if (slots.length === 0 || slots.every((s) => s.candidates.size === 0)) return empty;

    const needed = new Set<number>();
    for (const slot of slots) for (const i of slot.candidates.keys()) needed.add(this.shardOf(i));
    const loaded = new Map<number, SearchShard>();
    await Promise.all([...needed].map(async (k) => loaded.set(k, await this.shard(k))));

    // unit -> score per slot
    const unitScores = new Map<number, Float64Array>();
    const matchedTerms = new Set<string>();
    slots.forEach((slot, s) => {
      for (const [i, closeness] of slot.candidates) {
        const k = this.shardOf(i);
        const list = loaded.get(k)![i - primary.shards[k]];
        if (!list) continue;
        const df = list.length / 2;
        const idf = Math.log(1 + (primary.units - df + 0.5) / (df + 0.5));
        matchedTerms.add(primary.terms[i]);
        let unit = 0;
        for (let p = 0; p < list.length; p += 2) {
          unit += list[p];
          const score = (closeness * idf * list[p + 1]) / SCALE;
          let scores = unitScores.get(unit);
          if (!scores) unitScores.set(unit, (scores = new Float64Array(slots.length)));
          if (score > scores[s]) scores[s] = score;
        }
      }
    });

    const byPage = new Map<number, {best: Float64Array; together: number; units: Array<[number, number, number]>}>();
    for (const [unit, scores] of unitScores) {
      const page = this.pageOfUnit[unit];
      let entry = byPage.get(page);
      if (!entry) byPage.set(page, (entry = {best: new Float64Array(slots.length), together: 0, units: []}));
      let sum = 0;
      let covered = 0;
      scores.forEach((v, s) => {
        if (v > entry!.best[s]) entry!.best[s] = v;
        sum += v;
        if (v > 0) covered += 1;
      });
      if (covered === slots.length && slots.length > 1) entry.together = Math.max(entry.together, sum);
      entry.units.push([unit - this.firstUnit[page], covered, sum]);
    }

    let matches: PageMatch[] = [];
    for (const [page, entry] of byPage) {
      const section = primary.sections[primary.pages[page][2]];
      if (options.section && section !== options.section) continue;
      let score = entry.together * TOGETHER_BONUS;
      let coverage = 0;
      for (const v of entry.best) {
        score += v;
        if (v > 0) coverage += 1;
      }
      entry.units.sort((a, b) => b[1] - a[1] || b[2] - a[2] || a[0] - b[0]);
      matches.push({
        page,
        score,
        coverage,
        pageUnit: entry.units.some(([u]) => u === 0),
        sections: entry.units.filter(([u]) => u > 0).map(([u, , sum]) => [u - 1, sum]),
      });
    }
    const best = Math.max(0, ...matches.map((m) => m.coverage));
    // Pages that lack one word of a long query still count, after those that have them all.
    const floor = slots.length >= 3 ? best - 1 : best;
    matches = matches.filter((m) => m.coverage >= Math.max(1, floor));
    const preferred = (m: PageMatch) => (options.prefer && primary.sections[primary.pages[m.page][2]] === options.prefer ? 1 : 0);
    matches.sort(
      (a, b) =>
        b.coverage - a.coverage ||
        (Math.abs(b.score - a.score) > 1e-9 ? b.score - a.score : 0) ||
        preferred(b) - preferred(a) ||
        (primary.pages[a.page][0] < primary.pages[b.page][0] ? -1 : 1),
    );
    return {matches, terms: matchedTerms, words};
  }

  /** The matched words' places in a text: [start, length] of each word whose term matched. */
  private positions(text: string, terms: Set<string>): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    for (const token of tokenize(text)) {
      if (terms.has(token.term) && !found.some(([s]) => s === token.start)) found.push([token.start, token.length]);
    }
    return found;
  }

  private highlightTokens(words: string[], texts: string[], positions: Array<Array<[number, number]>>): string[] {
    const tokens = new Set(words.map((w) => w.toLowerCase()).filter((w) => stemWord(w) !== null || isIdentifier(w)));
    texts.forEach((text, k) => {
      for (const [start, length] of positions[k]) tokens.add(text.slice(start, start + length).toLowerCase());
    });
    // An empty token would make the plugin's highlighter recurse for ever.
    tokens.delete('');
    return [...tokens].sort((a, b) => b.length - a.length);
  }

  /** Results as the search plugin's box renders them: a page's title, then its best sections. */
  async boxHits(query: string, limit: number, options: SearchOptions = {}): Promise<BoxHit[]> {
    const {matches, terms, words} = await this.match(query, {typing: true, ...options});
    const primary = this.primary!;
    type Planned = {page: number; kind: 'title' | 'keywords' | 'description' | 'heading' | 'content'; section?: number};
    const planned: Planned[] = [];
    for (const [rank, m] of matches.entries()) {
      if (planned.length >= limit) break;
      const [, title, , , description, keywords] = primary.pages[m.page];
      const before = planned.length;
      if (m.pageUnit && this.positions(title, terms).length > 0) planned.push({page: m.page, kind: 'title'});
      else if (m.pageUnit && this.positions(keywords, terms).length > 0) planned.push({page: m.page, kind: 'keywords'});
      else if (m.pageUnit && this.positions(description, terms).length > 0 && m.sections.length === 0) planned.push({page: m.page, kind: 'description'});
      for (const [section] of m.sections.slice(0, rank === 0 ? 2 : 1)) {
        if (planned.length >= limit) break;
        const heading = primary.pages[m.page][6][section][1];
        planned.push({page: m.page, kind: heading && this.positions(heading, terms).length > 0 ? 'heading' : 'content', section});
      }
      // Matched only where no text is shown (breadcrumbs): the page is still listed, by its title.
      if (planned.length === before) planned.push({page: m.page, kind: 'title'});
    }
    const texts = new Map<number, SearchPageTexts>();
    await Promise.all(
      [...new Set(planned.filter((p) => p.kind === 'content').map((p) => p.page))].map(async (page) => texts.set(page, await this.pageTexts(page))),
    );

    const pageDocs = new Map<number, BoxHit['document']>();
    const pageDoc = (page: number) => {
      let doc = pageDocs.get(page);
      if (!doc) {
        const [url, title, section, crumbs] = primary.pages[page];
        doc = {i: this.firstUnit[page], t: title, u: url, b: [primary.sections[section], ...crumbs]};
        pageDocs.set(page, doc);
      }
      return doc;
    };
    const shown: Array<{hit: Omit<BoxHit, 'tokens'>; text: string; positions: Array<[number, number]>}> = [];
    for (const p of planned) {
      const [url, title, , , description, keywords, sections] = primary.pages[p.page];
      const page = pageDoc(p.page);
      const unit = this.firstUnit[p.page] + 1 + (p.section ?? -1);
      let document: BoxHit['document'];
      let type: BoxHit['type'];
      let text: string;
      if (p.kind === 'title') [document, type, text] = [page, 0, title];
      else if (p.kind === 'keywords') [document, type, text] = [{i: page.i, t: keywords, s: title, u: url, p: page.i}, 3, keywords];
      else if (p.kind === 'description') [document, type, text] = [{i: page.i, t: description, u: url, p: page.i}, 2, description];
      else {
        const [anchor, heading] = sections[p.section!];
        const h = anchor ? `#${anchor}` : undefined;
        if (p.kind === 'heading') [document, type, text] = [{i: unit, t: heading, u: url, h, p: page.i}, 1, heading];
        else {
          text = texts.get(p.page)?.[p.section!] ?? '';
          [document, type] = [{i: unit, t: text, s: heading || title, u: url, h, p: page.i}, 4];
        }
      }
      let positions = this.positions(text, terms);
      if (positions.length === 0) positions = [[0, 0]];
      shown.push({hit: {document, type, page: type === 0 ? undefined : page, metadata: {}}, text, positions});
    }
    const tokens = this.highlightTokens(words, shown.map((s) => s.text), shown.map((s) => s.positions));
    const hits: BoxHit[] = shown.map(({hit, positions}) => ({...hit, metadata: {match: {t: {position: positions}}}, tokens}));
    // Sections right after their page's title are drawn as its branches, as the plugin's box does.
    hits.forEach((hit, k) => {
      if (k === 0 || !hit.page) return;
      const underPage = hits.slice(0, k).some((prev) => prev.document === hit.page || (prev.page === hit.page && prev.type !== 0));
      if (!underPage) return;
      if (hits[k + 1]?.page === hit.page) hit.isInterOfTree = true;
      else hit.isLastOfTree = true;
    });
    return hits;
  }

  /** Results for the search page: one per page, best first. */
  async pageResults(query: string, options: SearchOptions & {limit?: number} = {}): Promise<PageResult[]> {
    const {matches, terms, words} = await this.match(query, options);
    const primary = this.primary!;
    const top = matches.slice(0, options.limit ?? 50);
    const texts = await Promise.all(top.map((m) => (m.sections.length > 0 ? this.pageTexts(m.page) : Promise.resolve([] as string[]))));
    const results = top.map((m, k) => {
      const [url, title, section, crumbs, description, , sections] = primary.pages[m.page];
      const best = m.sections[0]?.[0];
      const text = best !== undefined ? texts[k][best] ?? '' : description;
      const positions = this.positions(text, terms);
      return {m, url, title, section: primary.sections[section], path: [primary.sections[section], ...crumbs], best, sections, text, positions};
    });
    const tokens = this.highlightTokens(words, results.map((r) => r.text), results.map((r) => r.positions));
    return results.map((r) => ({
      url: r.url,
      title: r.title,
      section: r.section,
      path: r.path,
      heading: r.best !== undefined ? r.sections[r.best][1] || undefined : undefined,
      anchor: r.best !== undefined ? r.sections[r.best][0] || undefined : undefined,
      snippet: snippet(r.text, r.positions),
      tokens,
    }));
  }
}

/** About 200 characters of text around the first match, cut at word boundaries. */
export function snippet(text: string, positions: Array<[number, number]>, size = 200): Array<[string, boolean]> {
  if (!text) return [];
  const first = positions[0]?.[0] ?? 0;
  let start = Math.max(0, first - size / 3);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + size);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const pieces: Array<[string, boolean]> = [];
  let cursor = start;
  for (const [s, length] of positions) {
    if (s < cursor || s + length > end) continue;
    if (s > cursor) pieces.push([text.slice(cursor, s), false]);
    pieces.push([text.slice(s, s + length), true]);
    cursor = s + length;
  }
  if (cursor < end) pieces.push([text.slice(cursor, end), false]);
  if (start > 0) pieces.unshift(['…', false]);
  if (end < text.length) pieces.push(['…', false]);
  return pieces;
}
