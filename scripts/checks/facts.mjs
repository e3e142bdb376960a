import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, parseSource, nodesOf, textBlocks, tablesOf} from '../lib/content.mjs';
import {PRIVILEGE_OBJECTS, ROLES, ORGANIZATION_ROLES, OBJECT_TYPES} from '../../src/sql/index.mjs';

// The facts many pages repeat live once, in data/facts/*.json, and every page states them as the
// data does. A page fails when it writes:
//
// (a) an error code that does not exist, a code with another code's name (`LKS-2001
//     QUOTA_EXCEEDED`), or a code next to an HTTP status it never comes with (`403` `LKS-1002`).
//     A status pairs with a code when nothing but a few words (no other code or status, no `;` or
//     sentence end) separates them on one line, or when both are in one ```http example;
// (b) a limit with another number, where the page matches one of the limit's `patterns`;
// (c) a state transition the object does not have: `A` → `B` (also `->`, `⇄`), "from `A` to `B`",
//     "`A`, then `B`", a move `A --> B` of a ```mermaid stateDiagram, or a state and its "next
//     states" in a table. (<StateDiagram of="..." /> is drawn from the data itself.) The object is the one whose states hold every state named; a word in
//     the same paragraph ("cluster", "run") narrows it down when several objects have them all.
//
// Pages are read as their syntax tree: each paragraph, heading and table row is read whole (a
// phrase broken across lines is still found), code blocks line by line, state diagrams move by
// move, and "next states" tables from their table nodes.
//
// The product model and the SQL dialect (writers-guide/) are checked like pages. The data files
// are checked too: role and privilege names equal the grammar's
// (src/sql/lakestone.peggy), transitions name declared states, limit patterns hold {n}, and every
// link in a text field goes to a page that exists. Roles and privileges named in GRANT samples
// are checked by the SQL grammar (code-blocks), so this check leaves them alone.

export const FACTS_DIR = 'data/facts';
export const FILES = {
  errors: `${FACTS_DIR}/error-codes.json`,
  roles: `${FACTS_DIR}/roles.json`,
  limits: `${FACTS_DIR}/limits.json`,
  states: `${FACTS_DIR}/states.json`,
  example: `${FACTS_DIR}/running-example.json`,
};

// The writer's guide files that restate facts in prose; they are checked like pages.
export const GUIDES = ['writers-guide/product-model.md', 'writers-guide/sql-dialect.md'];

export function loadGuides(root = ROOT) {
  return GUIDES.map((rel) => parseSource(path.join(root, rel), 'guide'));
}

/**
 * The data files, parsed, with their text (to find a value's line).
 * @returns {Record<keyof typeof FILES, {rel: string, text: string, data: any}>}
 */
export function loadFacts(root = ROOT) {
  const out = /** @type {Record<keyof typeof FILES, {rel: string, text: string, data: any}>} */ ({});
  for (const [key, rel] of Object.entries(FILES)) {
    const text = readFileSync(path.join(root, rel), 'utf8');
    out[key] = {rel, text, data: JSON.parse(text)};
  }
  return out;
}

const CODE = /\bLKS-(\d{4})\b/g;
const ERROR_NAME_SHAPE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_(?:ERROR|DENIED|EXISTS|EXCEEDED|STATE|VALUE|OBJECT|USE|FOUND|FAILED|LIMIT|REQUEST|TIMEOUT)$/;
const REASONS = 'Bad Request|Unauthorized|Forbidden|Not Found|Conflict|Payload Too Large|Content Too Large|Too Many Requests|Internal Server Error|Service Unavailable';
// An HTTP status as pages write one: `409`, `429 Too Many Requests`, HTTP 403, status 404, 400 Bad Request.
const STATUS = new RegExp(
  `\`([45]\\d\\d)(?: (?:${REASONS}))?\`|\\bHTTP(?:/[\\d.]+)?\\s+([45]\\d\\d)\\b|\\bstatus(?: code)?\\s+\`?([45]\\d\\d)\\b|\\b([45]\\d\\d) (?:${REASONS})\\b|^\\|?\\s*([45]\\d\\d)\\s*$`,
  'g',
);
const NUMBER_WORDS = {one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, single: 1};
const ARROW = /(`?)([A-Z][A-Z_]{2,})\1\s*(→|->|⇄|<->)\s*(?=`?[A-Z][A-Z_]{2,}\b)/g;

/** Where `needle` first appears in a data file, as a 1-based line (1 if nowhere). */
function lineOf(file, needle) {
  const index = file.text.indexOf(needle);
  return index < 0 ? 1 : file.text.slice(0, index).split('\n').length;
}

// ---------------------------------------------------------------------------------------------
// The data files themselves

function checkData(facts, routes, generated) {
  const problems = [];
  const report = (file, needle, message) => problems.push({rel: file.rel, line: lineOf(file, needle), message});

  const {errors, roles, limits, states} = facts;
  const seen = new Set();
  for (const e of errors.data.codes) {
    if (!/^LKS-\d{4}$/.test(e.code)) report(errors, e.code, `error code "${e.code}" is not LKS- followed by four digits`);
    if (seen.has(e.code)) report(errors, e.code, `error code ${e.code} is listed twice`);
    seen.add(e.code);
    if (!Array.isArray(e.status) || !e.status.length) report(errors, e.code, `error code ${e.code} needs "status", a list of HTTP statuses`);
    for (const {status} of statusesOn(e.statusText ?? '')) {
      if (!e.status?.includes(status)) report(errors, e.statusText, `the statusText of ${e.code} names HTTP status ${status}, which is not in its "status" list`);
    }
  }

  const sameSet = (a, b) => a.length === b.length && a.every((x) => b.includes(x));
  const projectRoles = roles.data.projectRoles.map((r) => r.name);
  const orgRoles = roles.data.organizationRoles.map((r) => r.name);
  if (!sameSet(projectRoles, ROLES)) report(roles, '"projectRoles"', `project roles are ${projectRoles.join(', ')}; the grammar's are ${ROLES.join(', ')} (src/sql/lakestone.peggy)`);
  if (!sameSet(orgRoles, ORGANIZATION_ROLES)) report(roles, '"organizationRoles"', `organization roles are ${orgRoles.join(', ')}; the grammar's are ${ORGANIZATION_ROLES.join(', ')} (src/sql/lakestone.peggy)`);
  const names = roles.data.privileges.map((p) => p.name);
  for (const name of Object.keys(PRIVILEGE_OBJECTS)) if (!names.includes(name)) report(roles, '"privileges"', `privilege ${name} of the grammar (src/sql/lakestone.peggy) is missing`);
  for (const p of roles.data.privileges) {
    const grammar = PRIVILEGE_OBJECTS[p.name];
    if (!grammar) {
      report(roles, `"${p.name}"`, `privilege ${p.name} is not in the grammar (src/sql/lakestone.peggy)`);
      continue;
    }
    const on = p.on.includes('any object') ? OBJECT_TYPES : p.on;
    if (!sameSet(on, grammar)) report(roles, `"${p.name}"`, `privilege ${p.name} is granted on ${p.on.join(', ')}; the grammar says ${sameSet(grammar, OBJECT_TYPES) ? 'any object' : grammar.join(', ')}`);
  }

  for (const limit of limits.data.limits) {
    checkErrorLine(limit.exceeded ?? '', errors.data.codes, (message) => report(limits, `"${limit.id}"`, `limit ${limit.id}: ${message}`));
    if (typeof limit.value !== 'number') report(limits, `"${limit.id}"`, `limit ${limit.id} needs a number "value"`);
    for (const pattern of limit.patterns ?? []) {
      if (!pattern.includes('{n}')) report(limits, pattern, `a pattern of limit ${limit.id} has no {n} for the number`);
      try {
        limitRegExp(pattern);
      } catch (error) {
        report(limits, pattern, `a pattern of limit ${limit.id} is not a regular expression: ${error.message}`);
      }
    }
  }

  for (const object of states.data.objects) {
    for (const [from, to] of object.transitions) {
      for (const state of [from, to]) {
        if (state !== '*' && !object.states.includes(state)) report(states, `"${object.id}"`, `the ${object.name} transition ${from} → ${to} names ${state}, which is not one of its states`);
      }
    }
  }

  // Links inside text fields go to pages that exist.
  if (routes) {
    for (const file of Object.values(facts)) {
      for (const match of file.text.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
        const route = match[1].replace(/\/$/, '') || '/';
        if (!routes.has(route) && !generated?.has(route)) report(file, match[0], `link to ${match[1]}: no page has that route`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Error codes

/** [{code, index, end}] of the LKS codes on a line. */
const codesOn = (text) => [...text.matchAll(CODE)].map((m) => ({code: m[0], index: m.index, end: m.index + m[0].length}));

/** [{status, index, end}] of the HTTP statuses on a line (or table cell). */
function statusesOn(text) {
  const out = [];
  for (const m of text.matchAll(STATUS)) {
    const status = Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]);
    out.push({status, index: m.index, end: m.index + m[0].length});
  }
  return out;
}

/** The error name written right after a code: `LKS-2001 PERMISSION_DENIED`, | `X` |, "name": "X". */
function nameAfter(text) {
  const m = /^[`"'\s]*(?:[|,:]\s*[`"']?\s*)?(?:"name"\s*:\s*")?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/.exec(text);
  return m?.[1];
}

/** The error name written right before a code: `QUOTA_EXCEEDED` (`LKS-3001`). */
function nameBefore(text) {
  return /\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`?\s*\(\s*`?$/.exec(text)?.[1];
}

const indexes = new WeakMap();
/** The codes by code, and every name, computed once per list. */
function indexOf(codes) {
  if (!indexes.has(codes)) indexes.set(codes, {known: new Map(codes.map((e) => [e.code, e])), allNames: new Set(codes.map((e) => e.name))});
  return indexes.get(codes);
}

function checkErrorLine(text, codes, report) {
  if (!text.includes('LKS-')) return;
  const {known, allNames} = indexOf(codes);
  const file = FILES.errors;
  const found = codesOn(text);
  for (const {code, index, end} of found) {
    const entry = known.get(code);
    if (!entry) {
      report(`${code} is not a Lakestone error code; the codes are ${codes.map((e) => e.code).join(', ')} (${file})`, code, index);
      continue;
    }
    for (const name of [nameAfter(text.slice(end)), nameBefore(text.slice(0, index))]) {
      if (!name || name === entry.name) continue;
      if (allNames.has(name) || ERROR_NAME_SHAPE.test(name)) report(`${code} is written with the name ${name}; its name is ${entry.name} (${file})`, name, index);
    }
  }
  // Statuses next to a code.
  const marks = [...found.map((c) => ({...c, kind: 'code'})), ...statusesOn(text).map((s) => ({...s, kind: 'status'}))].sort((a, b) => a.index - b.index);
  for (let i = 0; i + 1 < marks.length; i += 1) {
    const [a, b] = [marks[i], marks[i + 1]];
    if (a.kind === b.kind) continue;
    const gap = text.slice(a.end, b.index);
    if (gap.length > 40 || /;|\.\s|\.$/.test(gap)) continue;
    const [c, s] = a.kind === 'code' ? [a, b] : [b, a];
    const entry = known.get(c.code);
    if (entry && !entry.status.includes(s.status)) {
      report(`${c.code} is written with HTTP status ${s.status}; it comes with ${entry.status.join(' or ')} (${file})`, c.code, c.index);
    }
  }
}

/** The codes in the body of an HTTP response example come with the response's status. */
function checkResponseCodes(text, status, codes, report) {
  for (const {code} of codesOn(text)) {
    const entry = codes.find((e) => e.code === code);
    if (entry && !entry.status.includes(status)) report(`${code} is in a response with HTTP status ${status}; it comes with ${entry.status.join(' or ')} (${FILES.errors})`, code);
  }
}

// ---------------------------------------------------------------------------------------------
// Limits

function limitRegExp(pattern) {
  const n = `(\\d[\\d,]*|${Object.keys(NUMBER_WORDS).join('|')})`;
  return new RegExp(`(?<![\\w.,])${pattern.replaceAll('{n}', n)}`, 'gi');
}

/** The limit's patterns as regular expressions; one that does not compile is left out (checkData reports it). */
function compiled(patterns = []) {
  return patterns.flatMap((pattern) => {
    try {
      return [limitRegExp(pattern)];
    } catch {
      return [];
    }
  });
}

const toNumber = (text) => NUMBER_WORDS[text.toLowerCase()] ?? Number(text.replace(/,/g, ''));

const MAY_HOLD_NUMBER = new RegExp(`\\d|\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'i');

/** Checks the limits stated in a text (a block of running text read as one line, or a code line). */
function checkLimits(text, limits, report) {
  if (!MAY_HOLD_NUMBER.test(text)) return;
  for (const limit of limits) {
    for (const regexp of limit.regexps) {
      for (const m of text.matchAll(regexp)) {
        const value = toNumber(m[1]);
        if (value !== limit.value) {
          report(`"${m[0].trim()}": the limit "${limit.limit.replace(/`/g, '')}" is ${limit.valueText.replace(/`/g, '')}, not ${m[1]} (${FILES.limits})`, m[0].trim(), m.index);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// States

function stateModel(objects) {
  return objects.filter((o) => o.states.length).map((o) => {
    const moves = new Set(o.transitions.filter(([from]) => from !== '*').map(([from, to]) => `${from} ${to}`));
    const fromAny = new Set(o.transitions.filter(([from]) => from === '*').map(([, to]) => to));
    const allows = (from, to) => moves.has(`${from} ${to}`) || (fromAny.has(to) && from !== to);
    const next = (from) => o.states.filter((to) => allows(from, to));
    const words = new RegExp(`\\b(?:${o.words.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
    return {...o, allows, next, words};
  });
}

/** The objects a set of states can belong to, narrowed by the words around them. */
function candidates(model, states, context) {
  const all = model.filter((o) => states.every((s) => o.states.includes(s)));
  const named = all.filter((o) => o.words.test(context));
  return named.length ? named : all;
}

/** Checks one sequence of moves [[from, to], ...] that belong together; returns a message or null. */
function checkMoves(model, moves, context) {
  const states = [...new Set(moves.flat())];
  if (!states.every((s) => model.some((o) => o.states.includes(s)))) return null; // not states
  const objects = candidates(model, states, context);
  if (!objects.length) return `${states.join(', ')} are not the states of one object; see the states of ${model.map((o) => o.name).join(', ')} (${FILES.states})`;
  if (objects.some((o) => moves.every(([from, to]) => o.allows(from, to)))) return null;
  // Name the objects that come closest (fewest moves they lack), and the first move they lack.
  const misses = (o) => moves.filter(([a, b]) => !o.allows(a, b)).length;
  const fewest = Math.min(...objects.map(misses));
  const closest = objects.filter((o) => misses(o) === fewest);
  const [from, to] = moves.find(([a, b]) => !closest[0].allows(a, b));
  const says = closest.map((o) => {
    const next = o.next(from);
    return `a ${o.name} goes from ${from} to ${next.length ? next.join(', ') : 'no other state'}`;
  });
  return `${from} → ${to} is not a state change of ${closest.map((o) => `a ${o.name}`).join(' or ')}: ${says.join('; ')} (${FILES.states})`;
}

/** Chains written with arrows on one line: [[A, B, C], ...]; a two-way arrow adds both moves. */
function arrowMoves(text) {
  const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  const chains = [];
  let chain = null;
  let lastEnd = -1;
  for (const m of plain.matchAll(ARROW)) {
    const next = /^`?([A-Z][A-Z_]{2,})\b`?/.exec(plain.slice(m.index + m[0].length));
    const two = m[3] === '⇄' || m[3] === '<->';
    if (!chain || m.index !== lastEnd) {
      chain = [];
      chains.push(chain);
    }
    chain.push([m[2], next[1]]);
    if (two) chain.push([next[1], m[2]]);
    lastEnd = m.index + m[0].length + next[0].length;
  }
  return chains;
}

/** Moves written in words: from `A` (or `B`) to `C`; `A`, then `B`; `A` and then `B`. */
function wordMoves(text) {
  const moves = [];
  for (const m of text.matchAll(/\bfrom ((?:`[A-Z_]+`(?:,\s*|\s+or\s+)?)+) to `([A-Z_]+)`/g)) {
    const sources = [...m[1].matchAll(/`([A-Z_]+)`/g)].map((f) => f[1]);
    moves.push(...sources.map((from) => [[from, m[2]]]));
  }
  for (const m of text.matchAll(/`([A-Z_]+)`,? (?:and )?then `([A-Z_]+)`/g)) moves.push([[m[1], m[2]]]);
  return moves;
}

// ---------------------------------------------------------------------------------------------

/**
 * A block of running text as one line: each line break, with the indentation or `>` markers
 * after it, becomes one space, so a phrase broken across lines reads whole. `lineAt(i)` is the
 * source line of the flattened text's character i.
 */
export function flatten(block) {
  const {raw} = block;
  let text = '';
  const lines = [];
  let line = block.line;
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] === '\n') {
      line += 1;
      while (i + 1 < raw.length && /[ \t>]/.test(raw[i + 1])) i += 1;
      text += ' ';
    } else {
      text += raw[i];
    }
    lines.push(line);
  }
  return {text, lineAt: (i) => lines[Math.max(0, Math.min(i, lines.length - 1))] ?? block.line};
}

/** The moves `A --> B` of a Mermaid state diagram, each with its line in the fence (1-based); [*] is no state. */
function diagramMoves(code) {
  const moves = [];
  code.split('\n').forEach((text, k) => {
    const m = /^\s*([A-Z][A-Z_]+)\s*-->\s*([A-Z][A-Z_]+)\s*(?::.*)?$/.exec(text);
    if (m) moves.push({move: [m[1], m[2]], line: k + 1});
  });
  return moves;
}

export default {
  id: 'facts',
  run(site) {
    const {all, routes, generated} = site;
    const facts = site.facts ?? loadFacts();
    const problems = checkData(facts, routes, generated);
    const codes = facts.errors.data.codes;
    const limits = facts.limits.data.limits.map((limit) => ({...limit, regexps: compiled(limit.patterns)}));
    const model = stateModel(facts.states.data.objects);

    for (const source of [...all, ...(site.guides ?? loadGuides())]) {
      if (!source.tree) continue; // another page's summary: no text to check
      // `at(line, index)` reports at a line; the column is that of the words the message is about
      // (`needle`), or of the first state it names.
      const at = (line) => (message, needle = /^([A-Z][A-Z_]+) →/.exec(message)?.[1]) => {
        const column = needle ? (source.lines[line - 1] ?? '').indexOf(needle) + 1 : 0;
        problems.push({rel: source.rel, line, column: column || 1, message});
      };

      // (a), (b) in code blocks, line by line: a JSON error body, an HTTP response example.
      for (const node of nodesOf(source, 'code')) {
        const lines = node.value.split('\n');
        const first = node.position.start.line + 1;
        let httpStatus = null;
        lines.forEach((text, k) => {
          const line = first + k;
          checkErrorLine(text, codes, at(line));
          checkLimits(text, limits, at(line));
          // A JSON error body over several lines: "code" on one line, "name" on one of the next two.
          const code = /"code"\s*:\s*"(LKS-\d{4})"\s*,?\s*$/.exec(text)?.[1];
          const entry = code && codes.find((e) => e.code === code);
          for (let j = 1; entry && j <= 2 && k + j < lines.length; j += 1) {
            const name = /^\s*"name"\s*:\s*"([A-Z][A-Z0-9_]*)"/.exec(lines[k + j])?.[1];
            if (name && name !== entry.name) at(line + j)(`${code} is written with the name ${name}; its name is ${entry.name} (${FILES.errors})`);
          }
          if (node.lang !== 'http') return;
          const status = /^HTTP\/[\d.]+\s+(\d{3})\b/.exec(text);
          if (status) httpStatus = Number(status[1]);
          else if (httpStatus) checkResponseCodes(text, httpStatus, codes, at(line));
        });
      }

      // (a), (b), (c) in running text: paragraphs, headings and table rows, each read whole.
      for (const block of textBlocks(source)) {
        const {text, lineAt} = flatten(block);
        const report = (message, needle = /^([A-Z][A-Z_]+) →/.exec(message)?.[1], index) => {
          const i = index ?? (needle ? text.indexOf(needle) : 0);
          at(lineAt(i))(message, needle);
        };
        checkErrorLine(text, codes, report);
        checkLimits(text, limits, report);
        const chains = [];
        if (/→|->|⇄|<->/.test(text)) chains.push(...arrowMoves(text));
        if (/\b(?:from|then) `/.test(text)) chains.push(...wordMoves(text));
        for (const chain of chains) {
          const message = checkMoves(model, chain, text);
          if (message) report(message);
        }
      }

      // (c) A hand-written Mermaid state diagram: its moves together, read as one object's
      // (the fence's alt names it when several objects have all the states).
      for (const fence of source.fences ?? []) {
        if (fence.lang !== 'mermaid' || !/^\s*stateDiagram/.test(fence.code)) continue;
        const moves = diagramMoves(fence.code);
        const message = moves.length && checkMoves(model, moves.map((m) => m.move), /alt="([^"]*)"/.exec(fence.meta)?.[1] ?? '');
        if (!message) continue;
        const named = /^([A-Z][A-Z_]+) → ([A-Z][A-Z_]+)/.exec(message);
        const wrong = moves.find((m) => named && m.move[0] === named[1] && m.move[1] === named[2]) ?? moves[0];
        at(fence.line + wrong.line)(message);
      }

      // (c) A table whose first column is the state and another its "next states".
      for (const table of tablesOf(source)) {
        const header = table.header.map((c) => c.raw.replace(/[`*_]/g, '').trim());
        const nextColumn = header.findIndex((c) => /^next states?$/i.test(c));
        if (nextColumn <= 0 || !/^states?$/i.test(header[0])) continue;
        const rows = table.rows.flatMap(({cells, line}) => {
          const state = /^`([A-Z_]+)`/.exec(cells[0]?.raw ?? '')?.[1];
          // Only the states named as such: "`RUNNING` (after a sync ...)"; a state inside a note is not a move.
          const next = [...(cells[nextColumn]?.raw ?? '').replace(/\([^)]*\)/g, '').matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]);
          return state ? [{state, next, line}] : [];
        });
        const states = rows.map((r) => r.state);
        for (const row of rows) {
          const moves = row.next.map((to) => [row.state, to]);
          if (!moves.length) continue;
          const objects = candidates(model, [...new Set([...states, ...row.next])], '');
          const message = objects.length ? checkMoves(objects, moves, '') : checkMoves(model, moves, '');
          if (message) at(row.line)(message);
        }
      }
    }
    // In reading order within a page (a block's limits and codes are found limit by limit).
    return problems.sort((a, b) => a.rel.localeCompare(b.rel) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  },
};
