// The glossary works as a glossary (docs/glossary.mdx):
//
// (a) every entry (a heading of level 3 with an explicit {#anchor}) links to at least one page
//     that explains the term in depth: a route other than the glossary itself;
// (b) on every other doc, the first use of a glossary term in prose links to its entry,
//     /glossary#<anchor>. A term is the entry's heading text, and for "Change data capture (CDC)"
//     also the short form in brackets; it matches case-insensitively as a whole word ("cluster",
//     not "clusters" or "open-source"). Prose is the page's text nodes in its syntax tree, less
//     front matter, headings, code (fenced and in backticks), link text, bold UI names
//     (**Create flow**), JSX attributes and admonition titles. A link to the entry anywhere
//     before the first use counts.
//
// (b) is a ratchet: the uses that did not link when the check was introduced are listed in
// scripts/checks/glossary-baseline.json, and only those may stay unlinked. Any other unlinked
// first use fails, and so does a baseline entry that no longer matches (the page was fixed or
// changed: delete the entry). Link the first use, never add to the baseline by hand.
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {ROOT, visit} from '../lib/content.mjs';

export const GLOSSARY = 'docs/glossary.mdx';
export const BASELINE = 'scripts/checks/glossary-baseline.json';

/**
 * The glossary's entries: [{anchor, heading, terms, line, links: [url]}], from the page's headings
 * and links (the reader's tree): an entry is an h3 with an explicit {#anchor}, and its links are
 * those up to the next heading.
 */
export function glossaryEntries(source) {
  const entries = [];
  source.headings.forEach((h, i) => {
    if (h.level !== 3 || !h.explicitId) return;
    const name = h.text.trim();
    const short = /^(.*?)\s*\(([^)]+)\)$/.exec(name);
    const end = source.headings[i + 1]?.line ?? Infinity;
    const links = source.links.filter((l) => l.line > h.line && l.line < end && l.kind !== 'image').map((l) => l.url);
    entries.push({anchor: h.explicitId, heading: name, terms: short ? [short[1], short[2]] : [name], line: h.line, links});
  });
  return entries;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Nodes whose words are not running text for this check: code, headings, link text, bold UI
// names (**Create flow**), images, HTML, comments, ESM and expressions.
const SKIP = new Set(['yaml', 'code', 'inlineCode', 'heading', 'link', 'linkReference', 'strong', 'image', 'imageReference', 'definition', 'html', 'comment', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/**
 * The position of `index` in a text node's value. A value spans lines without their indentation
 * (a list item's continuation lines), so a later line's column is found in the source line.
 */
function positionIn(source, node, index) {
  const lines = node.value.slice(0, index).split('\n');
  const {line, column} = node.position.start;
  if (lines.length === 1) return {line, column: column + index};
  const at = line + lines.length - 1;
  const segment = node.value.split('\n')[lines.length - 1];
  const start = Math.max(0, (source.lines[at - 1] ?? '').indexOf(segment));
  return {line: at, column: start + lines.at(-1).length + 1};
}

/**
 * Where each glossary term is first used in running text on a page, and whether a link to its
 * entry comes first (in document order), read from the page's syntax tree.
 */
export function firstUses(source, entries) {
  const patterns = entries.map((e) => ({
    entry: e,
    regexp: new RegExp(`(?<![\\w-])(?:${e.terms.map(escape).join('|')})(?![\\w-])`, 'i'),
  }));
  const linked = new Set(); // anchors linked so far
  const used = new Map(); // anchor → {line, column, word, linked}
  visit(source.tree, (node) => {
    if (node.type === 'link') {
      const m = /^\/glossary\/?#([\w-]+)$/.exec(node.url);
      if (m) linked.add(m[1]);
    }
    if (SKIP.has(node.type) || node.data?.directiveLabel) return false;
    if (node.type !== 'text') return undefined;
    // Bare URLs are not prose (remark-gfm makes most of them links; the rest are blanked here).
    const text = node.value.replace(/https?:\/\/\S+/g, (url) => ' '.repeat(url.length));
    for (const {entry, regexp} of patterns) {
      if (used.has(entry.anchor)) continue;
      const m = regexp.exec(text);
      if (m) used.set(entry.anchor, {...positionIn(source, node, m.index), word: m[0], linked: linked.has(entry.anchor)});
    }
    return undefined;
  });
  return used;
}

export function loadBaseline(root = ROOT) {
  const file = path.join(root, BASELINE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).unlinked : {};
}

export default {
  id: 'glossary',
  run(site) {
    const {docs} = site;
    const problems = [];
    const glossary = docs.find((d) => d.rel === GLOSSARY);
    if (!glossary) return problems;
    const entries = glossaryEntries(glossary);
    const baseline = site.glossaryBaseline ?? loadBaseline();

    // (a) Each entry links to a page that explains it.
    for (const entry of entries) {
      const deep = entry.links.filter((url) => url.startsWith('/') && !/^\/glossary\/?(#|$)/.test(url));
      if (!deep.length) problems.push({rel: glossary.rel, line: entry.line, message: `the entry "${entry.heading}" links to no page that explains it; add a link to that page, such as [Clusters](/product/compute/clusters)`});
    }

    // (b) The first use of each term on a page links to its entry.
    const byAnchor = new Map(entries.map((e) => [e.anchor, e]));
    for (const source of docs) {
      if (source === glossary || source.summary) continue;
      const allowed = new Set(baseline[source.rel] ?? []);
      const uses = firstUses(source, entries);
      for (const [anchor, use] of uses) {
        if (use.linked) continue;
        if (allowed.has(anchor)) {
          allowed.delete(anchor);
          continue;
        }
        problems.push({rel: source.rel, line: use.line, column: use.column, message: `the first use of the glossary term "${use.word}" does not link to its entry; write it as [${use.word}](/glossary#${anchor})`});
      }
      for (const anchor of allowed) {
        const entry = byAnchor.get(anchor);
        problems.push({rel: source.rel, line: source.bodyStart + 1, message: entry
          ? `${BASELINE} lists "${entry.heading}" as unlinked on this page, but its first use now links (or the term is gone): delete it from the baseline`
          : `${BASELINE} lists #${anchor}, which is no glossary entry: delete it from the baseline`});
      }
    }
    return problems;
  },
};
