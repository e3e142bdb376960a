// What the checks of one page need to know about the rest of the site, kept between runs so that
// `npm run check:content -- FILE` reads only the pages it is given: each other page's route,
// headings, links, prose paragraphs and words. Entries are keyed by the file's modification time
// and size, and the whole cache by the reader's own source, so a page edited since the last run,
// or a change to the reader, is parsed again. The cache lives in .cache/content-check/ (ignored by
// git); deleting it only makes the next run slower.
import {readFileSync, writeFileSync, mkdirSync, statSync, renameSync} from 'node:fs';
import {createHash} from 'node:crypto';
import path from 'node:path';
import {ROOT, walk, parseSource, routeOf} from './content.mjs';
import {API_PAGE, documentedRequest, packRequest} from '../checks/tabs.mjs';

export const CACHE_FILE = path.join(ROOT, '.cache/content-check/site.json');

// The parts of a parsed page the site-wide checks read about other pages.
const KEEP = ['rel', 'kind', 'route', 'frontMatter', 'bodyStart', 'headings', 'links', 'paragraphs', 'words'];

/** The reader's version: the cache is dropped when the reader or the route code changes. */
function readerVersion() {
  const hash = createHash('sha256');
  for (const file of ['scripts/lib/content.mjs', 'scripts/lib/routes.mjs', 'scripts/lib/site-cache.mjs', 'scripts/checks/tabs.mjs', 'scripts/checks/api-examples.mjs', 'package-lock.json']) {
    try {
      hash.update(readFileSync(path.join(ROOT, file)));
    } catch {
      hash.update(file);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function readCache(version) {
  try {
    const data = JSON.parse(readFileSync(CACHE_FILE, 'utf8'));
    return data.version === version ? data.entries : {};
  } catch {
    return {};
  }
}

/** A page as the checks see another page: no text, lines or fences, only what KEEP lists. */
export function summaryOf(source) {
  const summary = {file: source.file, text: '', lines: [], fences: [], problems: [], summary: true};
  for (const key of KEEP) summary[key] = source[key];
  // The request the SQL Command API page documents, which every page's `api` tabs follow: kept, so
  // that checking one page does not parse that long page too.
  if (source.rel === API_PAGE && !source.summary) summary.request = packRequest(documentedRequest(source));
  return summary;
}

// In the file, a page's words are one string (a third of the size of an array, and faster to read).
const pack = (summary) => ({...summary, file: undefined, words: summary.words.join(' ')});
const unpack = (summary, file) => ({...summary, file, words: summary.words ? summary.words.split(' ') : []});

/**
 * Every source of the site. With `full` every page is parsed; else `expand(rels)` names the pages
 * (relative paths) to parse in full, and the others come from the cache (parsed again when they
 * changed). Returns the sources in the order of loadSite, the cache entries as they were before
 * this run (`previous`, for routes that moved), and how many pages were parsed or cached.
 */
export async function loadSources(_wanted, {full, expand, parse = parseSource} = {}) {
  const version = readerVersion();
  const entries = full ? {} : readCache(version);
  const previous = full ? readCache(version) : {...entries};
  const stats = {parsed: 0, cached: 0};
  let dirty = Boolean(full);
  const files = {
    doc: walk(path.join(ROOT, 'docs')),
    blog: walk(path.join(ROOT, 'blog')),
    page: walk(path.join(ROOT, 'src/pages')),
  };
  const rels = Object.values(files).flat().map((f) => path.relative(ROOT, f));
  const inFull = full ? null : expand(rels);
  const read = (file, kind) => {
    const rel = path.relative(ROOT, file);
    if (!inFull || inFull.has(rel)) {
      const source = parse(file, kind);
      stats.parsed += 1;
      // The route as last computed, while nothing it depends on changed (computing it loads the docs plugin).
      const before = entries[rel]?.summary;
      const same = (key) => before?.frontMatter?.[key] === source.frontMatter[key];
      source.route = before?.route && ['slug', 'id', 'parse_number_prefixes'].every(same) ? before.route : routeOf(source);
      // The previous summary stays: the route other pages link to is the one of the last run.
      if (!entries[rel]) {
        const {mtimeMs, size} = statSync(file);
        entries[rel] = {mtimeMs, size, summary: pack(summaryOf(source))};
        dirty = true;
      }
      return source;
    }
    const {mtimeMs, size} = statSync(file);
    const entry = entries[rel];
    if (entry && entry.mtimeMs === mtimeMs && entry.size === size) {
      stats.cached += 1;
      return unpack(entry.summary, file);
    }
    const parsed = parse(file, kind);
    parsed.route = routeOf(parsed);
    const summary = summaryOf(parsed);
    stats.parsed += 1;
    entries[rel] = {mtimeMs, size, summary: pack(summary)};
    dirty = true;
    return summary;
  };
  // The writer's guide files the facts check reads line by line: text read again, the rest cached.
  const guides = (rels) => rels.map((rel) => {
    const file = path.join(ROOT, rel);
    const {mtimeMs, size} = statSync(file);
    const key = `guide:${rel}`;
    const text = readFileSync(file, 'utf8');
    const entry = entries[key];
    if (entry && entry.mtimeMs === mtimeMs && entry.size === size) return {...entry.data, file, rel, text, lines: text.split('\n'), problems: []};
    const {tree, lines, ...data} = parse(file, 'guide');
    entries[key] = {mtimeMs, size, data: {...data, text: undefined, file: undefined}};
    dirty = true;
    return {...data, tree, lines};
  });
  // A cold or stale cache: the pages to summarize are split between a worker thread and this one.
  const stale = Object.entries(files).flatMap(([kind, list]) => list.map((file) => ({file, kind, rel: path.relative(ROOT, file)})))
    .filter(({file, rel}) => inFull && !inFull.has(rel) && !(entries[rel] && entries[rel].mtimeMs === statSync(file).mtimeMs && entries[rel].size === statSync(file).size));
  const parallel = stale.length >= 24 && parse === parseSource;
  if (parallel) {
    const half = stale.slice(0, Math.floor(stale.length / 2));
    const {summarizeInWorker} = await import('./summary-worker.mjs');
    const working = summarizeInWorker(half.map(({file, kind}) => ({file, kind})));
    for (const {file, kind} of stale.slice(half.length)) read(file, kind);
    const summaries = await working;
    half.forEach(({file, rel}, i) => {
      const {mtimeMs, size} = statSync(file);
      entries[rel] = {mtimeMs, size, summary: pack({...summaries[i], file})};
      stats.parsed += 1;
    });
    dirty = true;
  }
  const docs = files.doc.map((f) => read(f, 'doc'));
  const blog = files.blog.map((f) => read(f, 'blog'));
  const pages = files.page.map((f) => read(f, 'page'));
  // The pages summarized above are parsed ones, not read from the cache.
  if (parallel) stats.cached -= stale.length;
  return {
    docs,
    blog,
    pages,
    previous,
    stats,
    guides,
    /**
     * Writes the cache. The summaries of the pages checked in full are stored only when given
     * (a whole-site run): until then the cache keeps the route a page had before the writer's
     * edits, so that links to that route can be traced to the page that moved.
     */
    save(sources = []) {
      for (const source of sources) {
        if (!source.file || source.summary) continue;
        const rel = path.relative(ROOT, source.file);
        const {mtimeMs, size} = statSync(source.file);
        entries[rel] = {mtimeMs, size, summary: pack(summaryOf(source))};
        dirty = true;
      }
      if (!dirty) return;
      mkdirSync(path.dirname(CACHE_FILE), {recursive: true});
      const temporary = `${CACHE_FILE}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify({version, entries}));
      renameSync(temporary, CACHE_FILE);
    },
  };
}
