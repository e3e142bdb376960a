// The glossary works as a glossary (docs/glossary.mdx):
//
// (a) every entry (a heading of level 3 with an explicit {#anchor}) links to at least one page
//     that explains the term in depth: a route other than the glossary itself;
// (b) on every other doc, the first use of a glossary term in prose links to its entry,
//     /glossary#<anchor>. A term is the entry's heading text, and for "Change data capture (CDC)"
//     also the short form in brackets; it matches case-insensitively as a whole word ("cluster",
//     not "clusters" or "open-source"). Prose leaves out front matter, headings, code (fenced and
//     in backticks), link text, bold UI names (**Create flow**), JSX and admonition markers. A link
//     to the entry anywhere before or at the first use counts.
//
// (b) is a ratchet: the uses that did not link when the check was introduced are listed in
// scripts/checks/glossary-baseline.json, and only those may stay unlinked. Any other unlinked
// first use fails, and so does a baseline entry that no longer matches (the page was fixed or
// changed: delete the entry). Link the first use, never add to the baseline by hand.
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from '../lib/content.mjs';

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

/** A line of a page reduced to prose, with the glossary links it holds: {text, anchors: [{anchor, index}]}. */
export function proseOf(line) {
  const anchors = [];
  // Blank out what is not prose, keeping positions so that uses and links can be ordered.
  const blank = (s) => ' '.repeat(s.length);
  let text = line;
  text = text.replace(/`[^`]*`/g, blank);
  text = text.replace(/\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (all, label, url, index) => {
    const m = /^\/glossary\/?#([\w-]+)$/.exec(url);
    if (m) anchors.push({anchor: m[1], index});
    return blank(all);
  });
  text = text.replace(/\*\*[^*]+\*\*/g, blank);
  text = text.replace(/<[^>]*>/g, blank).replace(/\{[^}]*\}/g, blank);
  text = text.replace(/https?:\/\/\S+/g, blank);
  text = text.replace(/^\s*:::\w*.*$/, blank);
  return {text, anchors};
}

/** Where each glossary term is first used in prose on a page, and whether a link to it comes first. */
export function firstUses(source, entries) {
  const patterns = entries.map((e) => ({
    entry: e,
    regexp: new RegExp(`(?<![\\w-])(?:${e.terms.map(escape).join('|')})(?![\\w-])`, 'i'),
  }));
  const linked = new Map(); // anchor → line of the first link
  const used = new Map(); // anchor → {line, word, linkedBefore}
  const fenceLines = new Set(source.fences.flatMap((f) => Array.from({length: f.endLine - f.line + 1}, (_, k) => f.line + k)));
  let inComment = false;
  for (let i = source.bodyStart; i < source.lines.length; i += 1) {
    const raw = source.lines[i];
    const line = i + 1;
    if (fenceLines.has(line)) continue;
    if (inComment) {
      if (/-->|\*\/\}/.test(raw)) inComment = false;
      continue;
    }
    if (/^\s*(<!--|\{\/\*)/.test(raw)) {
      inComment = !/(-->|\*\/\})/.test(raw);
      continue;
    }
    if (/^(import|export)\s/.test(raw) || /^\s*#{1,6}\s/.test(raw)) continue;
    const {text, anchors} = proseOf(raw);
    for (const {entry, regexp} of patterns) {
      if (used.has(entry.anchor)) continue;
      const m = regexp.exec(text);
      const link = anchors.find((a) => a.anchor === entry.anchor);
      if (link && !linked.has(entry.anchor)) linked.set(entry.anchor, {line, index: link.index});
      if (m) {
        const first = linked.get(entry.anchor);
        const before = first && (first.line < line || first.index <= m.index);
        used.set(entry.anchor, {line, column: m.index + 1, word: m[0], linked: Boolean(before)});
      }
    }
  }
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
