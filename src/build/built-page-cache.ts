import {mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createHash} from 'node:crypto';
import path from 'node:path';

/**
 * What a post-build pass made of each built page (its Markdown, its search text), kept between
 * builds so that a rebuild converts only the pages whose content changed. An entry is keyed by all
 * of the page the pass reads (its content element, not the scripts, whose hashed names change with
 * every bundle) and by the page's route and kind; the whole file by the pass's own source files,
 * the cutting code and the lock file, so a change to the converter or to a library it uses starts
 * over. It lives in node_modules/.cache/, which `docusaurus clear` deletes with the bundler's cache;
 * deleting it only makes the next build slower (README, "Performance").
 */
export type BuiltPageCache<T> = {
  /** The pass's result for `input` (all of the page the pass reads), from the cache or from `make`. */
  get(key: string[], input: string, make: () => T): T;
  /**
   * The pass's result for a built page: `cut` takes out all of the page the pass reads, which keys
   * the cache and is what `make` converts. A page `cut` finds nothing in is converted whole,
   * uncached, so the pass fails on it with its own message.
   */
  convert(key: string[], html: string, cut: (html: string) => string | null, make: (input: string) => T): T;
  /** Writes the entries this build used (and only those), then returns how many were reused. */
  save(): {reused: number; made: number};
};

/** The module that cuts out the part of a page a pass reads, which each pass's version includes. */
const ELEMENT_SOURCE = path.join(__dirname, 'element-source.ts');

/** The folder the caches live in, under the site's directory. */
export const cacheDirOf = (siteDir: string) => path.join(siteDir, 'node_modules', '.cache', 'lakestone-built-pages');

/** A hash of the files a pass's output depends on: its sources and the lock file. */
export function versionOf(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update('(missing)');
    }
  }
  return hash.digest('hex');
}

/**
 * The cache of one pass (`name`, a file name), whose output depends on its `sources`, the cutting
 * code and the site's lock file. A cache that is missing, unreadable or of another version is
 * empty; one that cannot be written leaves the build as it is, since the pages themselves were
 * written.
 */
export function builtPageCache<T>(siteDir: string, name: string, sources: string[]): BuiltPageCache<T> {
  const file = path.join(cacheDirOf(siteDir), `${name}.json`);
  const version = versionOf([...sources, ELEMENT_SOURCE, path.join(siteDir, 'package-lock.json')]);
  let old: Record<string, T> = {};
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {version?: string; entries?: Record<string, T>};
    if (data.version === version && data.entries && typeof data.entries === 'object') old = data.entries;
  } catch {
    // No cache yet, or one a crash cut short: every page is made again.
  }
  // Each entry as JSON when first used: what is saved is what the pass made, even if its caller
  // later changes the object it was given.
  const used = new Map<string, {value: T; json: string}>();
  let reused = 0;
  let made = 0;
  const cache: BuiltPageCache<T> = {
    get(key, input, make) {
      const id = createHash('sha256').update(JSON.stringify(key)).update('\0').update(input).digest('hex');
      const seen = used.get(id);
      if (seen) return seen.value;
      const kept = Object.hasOwn(old, id);
      const value = kept ? old[id] : make();
      if (kept) reused++;
      else made++;
      used.set(id, {value, json: JSON.stringify(value)});
      return value;
    },
    convert(key, html, cut, make) {
      const input = cut(html);
      return input === null ? make(html) : cache.get(key, input, () => make(input));
    },
    save() {
      try {
        mkdirSync(path.dirname(file), {recursive: true});
        const temporary = `${file}.${process.pid}.tmp`;
        const entries = [...used].map(([id, {json}]) => `${JSON.stringify(id)}:${json}`).join(',');
        writeFileSync(temporary, `{"version":${JSON.stringify(version)},"entries":{${entries}}}`);
        renameSync(temporary, file);
      } catch (error) {
        console.warn(`[WARNING] ${name}: could not keep the converted pages for the next build (${(error as Error).message}); the next build converts them all again.`);
      }
      return {reused, made};
    },
  };
  return cache;
}
