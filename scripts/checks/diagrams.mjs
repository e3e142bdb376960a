import {parseMeta} from '../lib/fence-meta.mjs';
import {jsxElementsOf} from '../lib/content.mjs';
import {loadStateObjects, stateDiagramProblem} from '../../src/plugins/diagrams/states.mjs';

// Every diagram is one a reader can read, and one the build can draw (src/plugins/diagrams):
// - a ```mermaid fence parses with Mermaid's own parser (the problem is reported on the page's line);
// - it has alt="<what it shows>" in its meta, in words: at least 8 words, not just "diagram";
// - it sets no configuration or theme of its own (front matter, %%{init}%%): the site draws every
//   diagram with its two palettes, which keep dark mode and contrast right;
// - <StateDiagram of="..." /> names an object with states in data/facts/states.json.
// Mermaid loads (about 2 s) only when a checked page has a diagram.

export const MIN_ALT_WORDS = 8;
const EMPTY_WORDS = new Set(['a', 'an', 'the', 'of', 'this', 'that', 'diagram', 'chart', 'figure', 'image', 'picture', 'graph', 'flowchart', 'drawing', 'showing', 'shows', 'mermaid']);

/** What is wrong with a text alternative, or null. */
export function altProblem(alt) {
  if (alt === undefined) return `a diagram needs a text alternative: add alt="<what it shows>" to the fence, e.g. \`\`\`mermaid alt="The data plane's clusters call the control plane over HTTPS 443"`;
  const words = alt.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  const meaningful = words.filter((w) => !EMPTY_WORDS.has(w.toLowerCase().replace(/[^a-z0-9]/g, '')));
  if (words.length < MIN_ALT_WORDS || meaningful.length < MIN_ALT_WORDS / 2) {
    return `alt="${alt}" does not say what the diagram shows: write at least ${MIN_ALT_WORDS} words that name its parts and how they connect, as a reader who cannot see it needs`;
  }
  return null;
}

const OWN_CONFIG = /^\s*(?:---\s*$|%%\{\s*init)/;

export default {
  id: 'diagrams',
  run({all}, stats, {only} = {}) {
    const objects = loadStateObjects();
    const problems = [];
    const parses = [];
    for (const source of all) {
      if (!source.tree || (only && !only.has(source.rel))) continue;
      for (const fence of source.fences) {
        if (fence.lang !== 'mermaid') continue;
        stats?.count('mermaid');
        const alt = altProblem(parseMeta(fence.meta).values.get('alt'));
        if (alt) problems.push({rel: source.rel, line: fence.line, message: alt});
        const lines = fence.code.split('\n');
        const own = lines.findIndex((text) => OWN_CONFIG.test(text));
        if (own >= 0) problems.push({rel: source.rel, line: fence.line + own + 1, message: 'a diagram sets no configuration or theme of its own (front matter or %%{init}%%): the site draws every diagram in its light and dark palettes'});
        if (!fence.code.trim()) {
          problems.push({rel: source.rel, line: fence.line, message: 'empty diagram'});
          continue;
        }
        parses.push({source, fence});
      }
      for (const element of jsxElementsOf(source, 'StateDiagram')) {
        const message = stateDiagramProblem(objects, element.attributes.get('of'));
        if (message) problems.push({rel: source.rel, line: element.line, column: element.column, message});
      }
    }
    if (!parses.length) return problems;
    return import('../lib/mermaid-parse.mjs').then(async ({mermaidProblem}) => {
      for (const {source, fence} of parses) {
        const found = await mermaidProblem(fence.code);
        if (found) problems.push({rel: source.rel, line: fence.line + found.line, column: found.column ? fence.indent + found.column : undefined, message: found.message});
      }
      return problems.sort((a, b) => a.rel.localeCompare(b.rel) || a.line - b.line);
    });
  },
};
