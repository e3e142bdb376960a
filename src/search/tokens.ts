import lunr from 'lunr';

/**
 * The one tokenizer of the site's search, shared by the index builder (src/plugins/search-index)
 * and the reader's browser (./engine.ts), so a query's terms are spelled as the index spells them.
 *
 * Words are stemmed with lunr's English stemmer and stop words dropped. A word that joins parts
 * with `_ . - : $` or by camelCase (AUTO_SUSPEND_MINS, max.message.bytes, LKS-2001, nextPageToken)
 * is an identifier: it is kept whole, lower-cased and unstemmed, and its parts are added as words.
 */

/** A run of letters and digits, joined by `_ $` anywhere or by `. - :` between letters or digits. */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}_$]|[.\-:](?=[\p{L}\p{N}]))*/gu;
const JOINER = /[_$.\-:]/;
const CAMEL = /\p{Ll}\p{Lu}/u;

export type Token = {
  /** The term as the index stores it. */
  term: string;
  /** Where the word that produced it starts in the text, and its length. */
  start: number;
  length: number;
  /** A whole identifier (true), one of its parts (`part`), or a plain word. */
  kind: 'word' | 'identifier' | 'part';
};

const stemCache = new Map<string, string | null>();

/** The stemmed term of one lower-case word, or null for a stop word. */
export function stemWord(word: string): string | null {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    const token = new lunr.Token(word, {});
    stemmed = /^\d/.test(word) ? word : lunr.stopWordFilter(token) ? lunr.stemmer(token).toString() : null;
    if (stemCache.size < 50_000) stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** The parts of an identifier: split at joiners and at lower-to-upper case changes. */
export function identifierParts(word: string): string[] {
  return word
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s_$.\-:]+/)
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 1 || /\d/.test(part));
}

export function isIdentifier(word: string): boolean {
  return JOINER.test(word) || CAMEL.test(word);
}

/** Every term of a text, in order, with the position of the word it came from. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    if (isIdentifier(word)) {
      tokens.push({term: word.toLowerCase(), start, length: word.length, kind: 'identifier'});
      for (const part of identifierParts(word)) {
        const term = stemWord(part);
        if (term) tokens.push({term, start, length: word.length, kind: 'part'});
      }
    } else {
      const term = stemWord(word.toLowerCase());
      if (term && (term.length > 1 || /\d/.test(term))) tokens.push({term, start, length: word.length, kind: 'word'});
    }
  }
  return tokens;
}

/** The words of a query as the reader typed them, for the slots of a search and for highlighting. */
export function queryWords(query: string): string[] {
  return [...query.matchAll(WORD)].map((m) => m[0]);
}
