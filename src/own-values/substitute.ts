// Finds the running example's values in code and replaces them with a reader's own, on the code's
// tokens as rendered: a value may span several tokens, and `sales` counts only where it is the lake.
import {VALUE_KEYS, type ExampleValuesData, type OwnValues, type ValueKey} from './values';

type Rule = {key: ValueKey; pattern: RegExp; written?: (value: string) => string};
type Match = {key: ValueKey; start: number; end: number; written?: (value: string) => string};
export type Matcher = {rules: Rule[]};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Characters that continue a name: `northwind-lakestone-sales-dr` is another bucket, `us-east-1a` a zone. */
const NAME = 'A-Za-z0-9_$\\-';

/**
 * What comes just before the lake's name where code names the lake: the keyword LAKE (`IN LAKE
 * sales`), and the places engines take it as their catalog or an Iceberg REST catalog's warehouse.
 */
const LAKE_CONTEXTS = [
  `(?<![${NAME}])[Ll][Aa][Kk][Ee][ \\t]+`,
  `(?<![${NAME}])warehouse["']?[ \\t]*[:=][ \\t]*["']?`,
  `(?<![${NAME}])defaultCatalog["']?[ \\t]*[:=][ \\t]*["']?`,
  `(?<![${NAME}])spark\\.sql\\.catalog\\.`,
  `(?<![${NAME}])CATALOG[ \\t]+`,
  `--catalog[ =]`,
  `useCatalog\\(["']`,
  `(?<![${NAME}])ATTACH[ \\t]+'`,
];

/**
 * The patterns of the example's values. Ids, the bucket, the project and the regions count wherever
 * they stand as a whole name (the project ID also in its host-name form, `prj-4k7m2q`). The lake's
 * name is a common word, so it counts only where code names the lake: before one of its databases
 * (`sales.raw.orders`) or after one of LAKE_CONTEXTS.
 */
export function matcherFor(data: ExampleValuesData): Matcher {
  const rules: Rule[] = [];
  for (const key of VALUE_KEYS) {
    if (key === 'lake') continue;
    rules.push({key, pattern: new RegExp(`(?<![${NAME}])${escape(data.values[key])}(?![${NAME}])`, 'g')});
  }
  const hostForm = data.values.projectId.replace('_', '-');
  rules.push({key: 'projectId', pattern: new RegExp(`(?<![${NAME}])${escape(hostForm)}(?![${NAME}])`, 'g'), written: (id) => id.replace('_', '-')});
  const lake = escape(data.values.lake);
  const databases = data.databases.map(escape).join('|');
  rules.push(
    {key: 'lake', pattern: new RegExp(`(?<![${NAME}./@])${lake}(?=\\.(?:${databases})(?![${NAME}]))`, 'g')},
    {key: 'lake', pattern: new RegExp(`(?<=${LAKE_CONTEXTS.map((c) => `(?:${c})`).join('|')})${lake}(?![${NAME}])`, 'g')},
  );
  return {rules};
}

/** The example values in one line of text, in order, none overlapping. */
function matchesIn(text: string, {rules}: Matcher): Match[] {
  const found: Match[] = [];
  for (const {key, pattern, written} of rules) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) found.push({key, start: m.index, end: m.index + m[0].length, written});
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Match[] = [];
  for (const match of found) if (!kept.length || match.start >= kept[kept.length - 1].end) kept.push(match);
  return kept;
}

/** Whether the code holds at least one of the example's values. */
export function usesExampleValues(code: string, matcher: Matcher): boolean {
  return code.split('\n').some((line) => matchesIn(line, matcher).length > 0);
}

/**
 * One line's tokens with the reader's values in place of the example's. A value split across
 * tokens is written whole into the first of them and removed from the others, which may so become
 * empty. Returns the same array when nothing changes.
 */
export function substituteTokens(tokens: readonly string[], own: OwnValues, matcher: Matcher): readonly string[] {
  const text = tokens.join('');
  const matches = matchesIn(text, matcher).filter((m) => own[m.key] !== undefined);
  if (!matches.length) return tokens;
  const result: string[] = [];
  let at = 0;
  let next = 0;
  for (const token of tokens) {
    const end = at + token.length;
    let out = '';
    let pos = at;
    while (pos < end) {
      while (next < matches.length && matches[next].end <= pos) next++;
      const match = matches[next];
      if (match && match.start <= pos) {
        if (match.start === pos) out += match.written ? match.written(own[match.key]!) : own[match.key];
        pos = Math.min(match.end, end);
      } else {
        const stop = Math.min(end, match ? match.start : end);
        out += text.slice(pos, stop);
        pos = stop;
      }
    }
    result.push(out);
    at = end;
  }
  return result;
}

/** The code as text with the reader's values: what Copy copies. */
export function substituteCode(code: string, own: OwnValues, matcher: Matcher): string {
  return code
    .split('\n')
    .map((line) => substituteTokens([line], own, matcher)[0])
    .join('\n');
}

/**
 * The server-highlighted HTML of a block's lines with the reader's values, changing only text:
 * each `.token-line` is one line, its text nodes its tokens. A token span a value emptied is removed.
 */
export function substituteHtml(html: string, own: OwnValues, matcher: Matcher): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const lines = template.content.querySelectorAll('.token-line');
  for (const line of lines.length ? Array.from(lines) : [template.content]) {
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const before = nodes.map((node) => node.data);
    const after = substituteTokens(before, own, matcher);
    if (after === before) continue;
    nodes.forEach((node, i) => {
      if (after[i] === before[i]) return;
      if (after[i] === '' && node.parentElement?.classList.contains('token') && node.parentElement.childNodes.length === 1) node.parentElement.remove();
      else node.data = after[i];
    });
  }
  return template.innerHTML;
}
