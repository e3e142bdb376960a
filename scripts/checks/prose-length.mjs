import {proseWords} from '../lib/content.mjs';

// A page that has nothing to say does not exist: at least 250 words of prose outside code.
export const MIN_WORDS = 250;

export default {
  id: 'prose-length',
  run({docs}) {
    return docs
      .map((doc) => ({doc, words: proseWords(doc).length}))
      .filter(({words}) => words < MIN_WORDS)
      .map(({doc, words}) => ({rel: doc.rel, line: doc.bodyStart + 1, message: `${words} words of prose outside code; at least ${MIN_WORDS} are needed`}));
  },
};
