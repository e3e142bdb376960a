import {paragraphs, proseWords} from '../lib/content.mjs';

// Shared explanations live on one page: no paragraph on two pages, no two near-duplicate pages.
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
  run({all, docs}) {
    const problems = [];
    const seen = new Map();
    for (const source of all) {
      for (const p of paragraphs(source)) {
        const key = p.text.toLowerCase().replace(/[^a-z0-9 ]/g, '');
        if (key.split(' ').length < MIN_PARAGRAPH_WORDS) continue;
        const first = seen.get(key);
        if (first && first.rel !== source.rel) problems.push({rel: source.rel, line: p.line, message: `paragraph repeated from ${first.rel}:${first.line}; link to it instead`});
        else if (!first) seen.set(key, {rel: source.rel, line: p.line});
      }
    }
    const sets = docs.map((doc) => ({doc, set: shingles(proseWords(doc).map((w) => w.toLowerCase()))}));
    for (let i = 0; i < sets.length; i += 1) {
      for (let j = i + 1; j < sets.length; j += 1) {
        const a = sets[i].set;
        const b = sets[j].set;
        if (!a.size || !b.size) continue;
        let shared = 0;
        for (const s of a) if (b.has(s)) shared += 1;
        const similarity = shared / (a.size + b.size - shared);
        if (similarity > MAX_SIMILARITY) {
          problems.push({rel: sets[j].doc.rel, line: 1, message: `${Math.round(similarity * 100)}% of its 5-word phrases also appear in ${sets[i].doc.rel}: a near-duplicate page`});
        }
      }
    }
    return problems;
  },
};
