import {paragraphs, proseWords} from '../lib/content.mjs';

// Shared explanations live on one page: no paragraph on two pages, no two near-duplicate pages.
// When only some pages are checked (site.targets), only the pairs with one of them are compared,
// and a problem is reported on the checked page, whichever of the two comes first.
export const MIN_PARAGRAPH_WORDS = 20;
export const SHINGLE = 5;
export const MAX_SIMILARITY = 0.35;

function shingles(words) {
  const set = new Set();
  for (let i = 0; i + SHINGLE <= words.length; i += 1) set.add(words.slice(i, i + SHINGLE).join(' '));
  return set;
}

export default {
  id: 'duplicates',
  run({all, docs, targets}) {
    const problems = [];
    const seen = new Map();
    const checked = (rel) => !targets || targets.has(rel);
    for (const source of all) {
      for (const p of paragraphs(source)) {
        const key = p.text.toLowerCase().replace(/[^a-z0-9 ]/g, '');
        if (key.split(' ').length < MIN_PARAGRAPH_WORDS) continue;
        const first = seen.get(key);
        if (first && first.rel !== source.rel) {
          problems.push({rel: source.rel, line: p.line, column: p.column, message: `paragraph repeated from ${first.rel}:${first.line}; link to it instead`});
          if (targets?.has(first.rel) && !targets.has(source.rel)) {
            problems.push({rel: first.rel, line: first.line, column: first.column, message: `paragraph repeated on ${source.rel}:${p.line}; keep it on one page and link to it from the other`});
          }
        } else if (!first) seen.set(key, {rel: source.rel, line: p.line, column: p.column});
      }
    }
    const sets = new Map();
    const setOf = (doc) => {
      if (!sets.has(doc)) sets.set(doc, shingles(proseWords(doc).map((w) => w.toLowerCase())));
      return sets.get(doc);
    };
    for (let i = 0; i < docs.length; i += 1) {
      for (let j = i + 1; j < docs.length; j += 1) {
        if (!checked(docs[i].rel) && !checked(docs[j].rel)) continue;
        const a = setOf(docs[i]);
        const b = setOf(docs[j]);
        if (!a.size || !b.size) continue;
        let shared = 0;
        for (const s of a) if (b.has(s)) shared += 1;
        const similarity = shared / (a.size + b.size - shared);
        if (similarity > MAX_SIMILARITY) {
          const [page, other] = targets && !targets.has(docs[j].rel) ? [docs[i], docs[j]] : [docs[j], docs[i]];
          problems.push({rel: page.rel, line: 1, column: 1, message: `${Math.round(similarity * 100)}% of its 5-word phrases also appear in ${other.rel}: a near-duplicate page`});
        }
      }
    }
    return problems;
  },
};
