// The running example's objects (its sources, flows, transformations, validations, jobs, runs and
// clusters) have one definition each, in data/facts/running-example.json (`objects`), and every
// page that creates, alters or shows one of them agrees with it. Without this check the objects
// drifted apart: `orders_capture` read `shop.orders` on one page and `orders` on the next, and
// `orders_rollup` ran at 02:00 on CREATE JOB but at 01:30 on SHOW JOBS.
//
// An object's properties are named as DESCRIBE shows them: the statement's clause in lower case
// (`schedule`, `write_mode`, `transformations`) and each OPTIONS key as `option.<key>`
// (`option.kafka.topic`). Lists compare item by item, in order.
//
// What it checks:
//
// (a) in a ```sql block, or in a string of an HTTP, JSON, Python or shell block (an API request
//     body, `LakestoneOperator(statement="...")`), a `CREATE <kind> <name>` of a running-example
//     object (`CREATE SOURCE`, `CREATE STREAM CAPTURE`, `CREATE TRANSFORMATION`, `CREATE
//     VALIDATION`, `CREATE [AND RUN] JOB`, `CREATE CLUSTER`): every property the data gives must be
//     stated with the data's value, and no option the data does not give may be stated (secrets
//     excepted). A property may be left out only when the object lists it in `defaults` (the
//     statement's default gives the data's value, such as `SYNC_FREQUENCY_MINS = 5`);
// (b) in the same places, an `ALTER <kind> <name> SET ...` of such an object: every property it
//     sets must have the data's value, except the properties that `alterable` lists for the kind
//     (settings a page changes on purpose, to show how, such as a flow's sync frequency);
// (c) in a ```text block, a result table of SHOW or DESCRIBE: a `property | value` table whose
//     `name` (or `run_id`) row names a running-example object, and a table with a `name` (or
//     `run_id`) column, in the rows that name one. Every row or column named like one of the
//     object's properties must show the data's value, and so must each option in the `options` row
//     of DESCRIBE CLUSTER. A run's `state` may also be one of its `earlier_states`: a page may show
//     the run while it is queued or running.
//
// (d) the catalogs each running-example database publishes to (`objects.databases`, property
//     `catalogs`). `ALTER DATABASE ... SET CATALOGS = (...)` replaces the whole list, so:
//     - in a ```sql block (not a template or `dialect=` one) or a string of another block, an `ALTER DATABASE
//       sales.raw|sales.curated SET CATALOGS = (...)` must name every catalog the data attaches
//       (it may add others), unless the fence's meta marks the removal as intended:
//       ```sql detaches="snowflake_bi" (several names separated by commas). A `detaches` name
//       that no statement of the fence leaves out fails too, so marks do not go stale;
//     - in a ```text block, the `catalogs` of the database in a DESCRIBE DATABASE result (its `name`
//       row) or in a SHOW DATABASES row (`lake` and `name` columns, or a full `name`) must hold the
//       data's catalogs, in any order, plus only those the same page attaches to that database
//       with SET CATALOGS; a ```text detaches="..." result may lack the names it marks. The
//       `databases` row of DESCRIBE CATALOG of an example catalog is read the other way: it lists
//       each example database the data attaches the catalog to, and no other example database
//       unless the page attaches it (databases of other lakes are not checked).
//     A page whose example project is on Google Cloud, where there is no Glue, says so in its front
//     matter (`example_cloud: gcp`): the data's catalogs are the AWS project's, and (d) skips it.
//
// It also checks that the product model (writers-guide/product-model.md, "The running example's
// objects") names every object of the data file, and no other.
//
// What it does not catch: objects named only in prose, in statements built at run time (an
// f-string with the name in a variable), or in results that are not tables (status lines, error
// messages, log lines, JSON results); properties the data leaves out (secrets, comments, the
// lifecycle state of a flow or cluster, counters and times); results about another object that
// name an example object (a validation's `flows`, a source's flow count, the `written_by` and
// `formats` of SHOW TABLES); and an object under another name that behaves like an example object. Statements other than CREATE and ALTER ... SET
// (GRANT, RUN JOB, DELETE) only name an object, and are not checked. For databases: CREATE DATABASE
// (a page may create a database with the catalogs of its own moment, or in another region) and
// the database counts of SHOW CATALOGS are not checked.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PRODUCT_MODEL, ROOT, parseText, productModelToCheck, sectionNamed, tablesOf} from '../lib/content.mjs';
import {parseMeta} from '../lib/fence-meta.mjs';
import {fieldLine} from './front-matter.mjs';

export const EXAMPLE_FILE = 'data/facts/running-example.json';
/** The statement keywords of each kind, and the singular the messages use. */
export const KINDS = {
  sources: {keyword: 'SOURCE', singular: 'source'},
  flows: {keyword: 'STREAM CAPTURE', singular: 'flow'},
  transformations: {keyword: 'TRANSFORMATION', singular: 'transformation'},
  validations: {keyword: 'VALIDATION', singular: 'validation'},
  jobs: {keyword: 'JOB', singular: 'job'},
  runs: {keyword: undefined, singular: 'job run'},
  clusters: {keyword: 'CLUSTER', singular: 'cluster'},
  catalogs: {keyword: 'CATALOG', singular: 'catalog'},
  // Checked by (d) alone: SET CATALOGS may add catalogs, and CREATE DATABASE is not checked.
  databases: {keyword: undefined, singular: 'database'},
};

// The values of the `example_cloud` front matter key: where the page's example project runs.
export const EXAMPLE_CLOUDS = ['aws', 'gcp'];

// Properties that results show but no statement states: Lakestone derives a flow's source type
// from its source.
const NOT_STATED = new Set(['source_type']);

/** The objects of the running example: Map<name, {kind, name, props: Map<property, value>, defaults}>. */
export function loadObjects(root = ROOT) {
  return objectsFrom(JSON.parse(readFileSync(path.join(root, EXAMPLE_FILE), 'utf8')));
}

/** The objects of a parsed running-example.json, and the properties ALTER may change per kind. */
export function objectsFrom(data) {
  const objects = new Map();
  const source = data.objects ?? {};
  for (const kind of Object.keys(KINDS)) {
    for (const entry of source[kind] ?? []) {
      const name = entry.name ?? entry.run_id;
      if (objects.has(name)) throw new Error(`${EXAMPLE_FILE}: the name ${name} is used by two objects`);
      const props = new Map(Object.entries(entry).filter(([key]) => !['name', 'run_id', 'defaults', 'earlier_states'].includes(key)));
      objects.set(name, {kind, name, props, defaults: new Set(entry.defaults ?? []), earlierStates: entry.earlier_states ?? []});
    }
  }
  const alterable = new Map(Object.entries(source.alterable ?? {}).map(([kind, list]) => [kind, new Set(list)]));
  return {objects, alterable};
}

// ---------------------------------------------------------------------------------------------
// Values

/** A value as text: a list as its items joined with ", ", anything else as a string. */
export function show(value) {
  if (Array.isArray(value)) return `(${value.join(', ')})`;
  return value === '' ? 'empty' : String(value);
}

function same(found, expected) {
  if (Array.isArray(expected)) return Array.isArray(found) && found.length === expected.length && found.every((v, i) => v === String(expected[i]));
  return !Array.isArray(found) && found === String(expected);
}

/** A result cell read as a list: `(a, b)`, `'a', 'b'` or `a, b`, quotes removed. */
function cellList(cell) {
  const inner = cell.trim().replace(/^\((.*)\)$/s, '$1').trim();
  if (!inner) return [];
  const items = [];
  let current = '';
  let quoted = false;
  for (const ch of inner) {
    if (ch === "'") quoted = !quoted;
    if (ch === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map((item) => item.trim().replace(/^'(.*)'$/s, '$1').replace(/''/g, "'"));
}

// ---------------------------------------------------------------------------------------------
// (a), (b) Statements

/** Tokens of a SQL text: strings, words, numbers and punctuation, with their offsets; comments dropped. */
function tokens(code) {
  const out = [];
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    if (/\s/.test(ch)) i += 1;
    else if (ch === '-' && code[i + 1] === '-') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
    } else if (ch === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 2;
    } else if (ch === "'") {
      let j = i + 1;
      let value = '';
      while (j < code.length) {
        if (code[j] === "'" && code[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (code[j] === "'") break;
        else value += code[j++];
      }
      out.push({type: 'string', value, offset: i});
      i = j + 1;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][\w.$]*/.exec(code.slice(i));
      out.push({type: 'word', value: m[0], offset: i});
      i += m[0].length;
    } else if (/[0-9]/.test(ch)) {
      const m = /^[0-9][\w.]*/.exec(code.slice(i));
      out.push({type: 'number', value: m[0], offset: i});
      i += m[0].length;
    } else {
      out.push({type: 'punct', value: ch, offset: i});
      i += 1;
    }
  }
  return out;
}

const upper = (t) => (t?.type === 'word' ? t.value.toUpperCase() : undefined);

/**
 * The properties a CREATE or ALTER ... SET states: Map<property, {value, offset, secret}>, parsed
 * from the tokens after the object's name. `KEY = value`, `KEY = (item, ...)`, `KEY = ('k' = 'v', ...)`
 * and `OPTIONS ('key' = 'value' | SECRET 'ref', ...)`.
 */
function clauses(toks) {
  const props = new Map();
  const value = (i) => {
    const t = toks[i];
    if (upper(t) === 'SECRET' && toks[i + 1]?.type === 'string') return {value: toks[i + 1].value, secret: true, next: i + 2, offset: toks[i + 1].offset};
    if (t?.value === '(' && t.type === 'punct') {
      const items = [];
      let j = i + 1;
      while (j < toks.length && !(toks[j].type === 'punct' && toks[j].value === ')')) {
        if (toks[j].type === 'punct' && toks[j].value === ',') j += 1;
        else if (toks[j + 1]?.value === '=' && toks[j + 1].type === 'punct') {
          const v = value(j + 2);
          items.push(`${toks[j].value}=${v.value}`);
          j = v.next;
        } else items.push(toks[j++].value);
      }
      return {value: items, next: j + 1, offset: t.offset};
    }
    return {value: t?.value ?? '', next: i + 1, offset: t?.offset ?? 0};
  };
  let i = 0;
  while (i < toks.length) {
    const t = toks[i];
    if (upper(t) === 'OPTIONS' && toks[i + 1]?.value === '(') {
      let j = i + 2;
      while (j < toks.length && toks[j].value !== ')') {
        if (toks[j].type === 'string' && toks[j + 1]?.value === '=') {
          const v = value(j + 2);
          props.set(`option.${toks[j].value}`, {value: Array.isArray(v.value) ? v.value : String(v.value), offset: v.offset, secret: v.secret});
          j = v.next;
        } else j += 1;
      }
      i = j + 1;
    } else if (t.type === 'word' && toks[i + 1]?.type === 'punct' && toks[i + 1].value === '=') {
      const v = value(i + 2);
      props.set(t.value.toLowerCase(), {value: v.value, offset: v.offset, secret: v.secret});
      i = v.next;
    } else i += 1;
  }
  return props;
}

function splitStatements(toks) {
  const out = [];
  let current = [];
  for (const t of toks) {
    if (t.type === 'punct' && t.value === ';') {
      if (current.length) out.push(current);
      current = [];
    } else current.push(t);
  }
  if (current.length) out.push(current);
  return out;
}

const KEYWORD_KIND = new Map(Object.entries(KINDS).filter(([, k]) => k.keyword).map(([kind, k]) => [k.keyword, kind]));

/** Problems in one ```sql block: [{offset, message}], offsets into the block's code. */
export function checkStatements(code, {objects, alterable}) {
  const problems = [];
  for (const st of splitStatements(tokens(code))) {
    const verb = upper(st[0]);
    if (verb !== 'CREATE' && verb !== 'ALTER') continue;
    let i = 1;
    if (verb === 'CREATE' && upper(st[1]) === 'AND' && upper(st[2]) === 'RUN') i = 3;
    let keyword = upper(st[i]);
    if (keyword === 'STREAM' && upper(st[i + 1]) === 'CAPTURE') {
      keyword = 'STREAM CAPTURE';
      i += 1;
    }
    const kind = KEYWORD_KIND.get(keyword);
    if (!kind) continue;
    i += 1;
    if (upper(st[i]) === 'IF') i += 3;
    const name = st[i];
    const object = name?.type === 'word' ? objects.get(name.value) : undefined;
    if (!object || object.kind !== kind) continue;
    let rest = st.slice(i + 1);
    if (verb === 'ALTER') {
      const set = rest.findIndex((t) => upper(t) === 'SET');
      if (set < 0) continue;
      rest = rest.slice(set + 1);
    }
    const stated = clauses(rest);
    const free = verb === 'ALTER' ? alterable.get(kind) ?? new Set() : new Set();
    for (const [property, expected] of object.props) {
      if (NOT_STATED.has(property) || free.has(property)) continue;
      const found = stated.get(property);
      if (!found) {
        if (verb === 'CREATE' && !object.defaults.has(property)) {
          problems.push({offset: name.offset, message: message(object, property, undefined, expected, `CREATE ${KINDS[kind].keyword}`)});
        }
        continue;
      }
      if (found.secret || same(found.value, expected)) continue;
      problems.push({offset: found.offset, message: message(object, property, found.value, expected)});
    }
    // An option the data does not give would be a second definition (secrets excepted). ALTER may
    // add one: the data holds what the object is created with.
    for (const [property, found] of stated) {
      if (verb !== 'CREATE' || !property.startsWith('option.') || found.secret || object.props.has(property)) continue;
      problems.push({offset: found.offset, message: message(object, property, found.value, undefined)});
    }
  }
  return problems;
}

function message(object, property, found, expected, statement) {
  const what = `\`${object.name}\` (${KINDS[object.kind].singular})`;
  const shown = found === undefined ? `is not stated by this ${statement}` : `is ${show(found)}`;
  const data = expected === undefined ? 'the running example does not set it' : `the running example's value is ${show(expected)}`;
  return `${what}: \`${property}\` ${shown}; ${data} (${EXAMPLE_FILE})`;
}

// ---------------------------------------------------------------------------------------------
// (c) Result tables

/** The rows of the ASCII tables in a text block: [[{cells, line}]], one list per table. */
function asciiTables(code) {
  const tablesOut = [];
  let current;
  code.split('\n').forEach((text, line) => {
    if (/^\s*\|.*\|\s*$/.test(text)) {
      const cells = text.trim().slice(1, -1).split('|').map((c) => c.trim());
      if (!current) {
        current = [];
        tablesOut.push(current);
      }
      current.push({cells, line, text});
    } else if (!/^\s*\+[-+]+\+\s*$/.test(text)) current = undefined;
  });
  return tablesOut;
}

/** Problems in one ```text block: [{line, message}], lines counted from 0 in the block's code. */
export function checkResults(code, {objects}) {
  const problems = [];
  const compare = (object, property, cell, line) => {
    const expected = object.props.get(property);
    if (expected === undefined) return;
    const found = Array.isArray(expected) ? cellList(cell) : cell;
    if (property === 'state' && object.earlierStates.includes(cell)) return;
    if (same(found, expected)) return;
    problems.push({line, message: message(object, property, found, expected)});
  };
  for (const rows of asciiTables(code)) {
    const [header, ...body] = rows;
    const heads = header.cells.map((c) => c.toLowerCase());
    if (heads.length === 2 && heads[0] === 'property' && heads[1] === 'value') {
      const id = body.find((r) => r.cells[0] === 'name' || r.cells[0] === 'run_id');
      const object = id && objects.get(id.cells[1]);
      if (!object || object.kind === 'databases') continue;
      for (const row of body) {
        if (row.cells[0] !== 'options') compare(object, row.cells[0], row.cells[1] ?? '', row.line);
        else {
          // DESCRIBE CLUSTER shows all options in one row: ('key' = 'value', ...).
          const pairs = new Map(cellList(row.cells[1] ?? '').map((p) => /^'?([^'=]+?)'?\s*=\s*'?(.*?)'?$/.exec(p)).filter(Boolean).map((m) => [`option.${m[1]}`, m[2]]));
          for (const property of object.props.keys()) {
            if (property.startsWith('option.')) compare(object, property, pairs.get(property) ?? '', row.line);
          }
        }
      }
      continue;
    }
    const key = heads.findIndex((h) => h === 'name' || h === 'run_id');
    if (key < 0) continue;
    for (const row of body) {
      const object = objects.get(row.cells[key]);
      if (!object || object.kind === 'databases') continue;
      heads.forEach((head, i) => {
        if (i !== key) compare(object, head, row.cells[i] ?? '', row.line);
      });
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// (d) The catalogs of the example's databases

const listOf = (names) => `(${names.join(', ')})`;

/** The catalogs a fence's meta marks as detached on purpose: `detaches="a, b"`. */
export function detachesOf(meta) {
  const value = parseMeta(meta ?? '').values.get('detaches');
  return new Set((value ?? '').split(',').map((n) => n.trim()).filter(Boolean));
}

/** The `SET CATALOGS` lists of ALTER DATABASE on example databases: [{object, list, offset}]. */
export function catalogLists(code, {objects}) {
  const out = [];
  for (const st of splitStatements(tokens(code))) {
    if (upper(st[0]) !== 'ALTER' || upper(st[1]) !== 'DATABASE') continue;
    let i = 2;
    if (upper(st[i]) === 'IF') i += 2;
    const object = st[i]?.type === 'word' ? objects.get(st[i].value) : undefined;
    if (!object || object.kind !== 'databases') continue;
    const set = st.findIndex((t, j) => j > i && upper(t) === 'SET');
    if (set < 0) continue;
    const found = clauses(st.slice(set + 1)).get('catalogs');
    if (found && Array.isArray(found.value)) out.push({object, list: found.value, offset: found.offset});
  }
  return out;
}

function databaseMessage(object, what, missing) {
  return `\`${object.name}\` (database): ${what} leaves out ${missing.join(', ')}, which the running example attaches (its catalogs are ${listOf(object.props.get('catalogs'))}, ${EXAMPLE_FILE})`;
}

/**
 * Problems in the SET CATALOGS of one block's code: [{offset, message}]. `detaches`: the catalogs
 * the fence marks as detached on purpose; a mark no statement uses is a problem without an offset.
 */
export function checkCatalogStatements(code, data, {detaches = new Set()} = {}) {
  return checkCatalogTexts([{text: code, start: 0}], data, {detaches});
}

/** The same over the SQL texts of one fence ([{text, start}]); offsets are the fence code's. */
function checkCatalogTexts(texts, data, {detaches}) {
  const problems = [];
  const used = new Set();
  for (const {text, start} of texts) {
    for (const {object, list, offset} of catalogLists(text, data)) {
      const missing = [];
      for (const catalog of object.props.get('catalogs') ?? []) {
        if (list.includes(catalog)) continue;
        if (detaches.has(catalog)) used.add(catalog);
        else missing.push(catalog);
      }
      if (missing.length) {
        problems.push({offset: start + offset, message: `${databaseMessage(object, `\`SET CATALOGS = ${listOf(list)}\` replaces its list and`, missing)}; name ${missing.length > 1 ? 'them' : 'it'} in the list, or mark an intended removal on the fence: detaches="${missing.join(', ')}"`});
      }
    }
  }
  for (const name of detaches) {
    if (!used.has(name)) problems.push({message: `detaches="${name}": no SET CATALOGS of a running-example database in this block leaves out ${name} (${EXAMPLE_FILE}); remove the mark`});
  }
  return problems;
}

/**
 * Problems in the database results of one ```text block: [{line, column, message}]. `attached`:
 * Map<database, Set<catalog>> the page attaches with SET CATALOGS; `detaches` as above.
 */
export function checkCatalogResults(code, {objects}, {attached = new Map(), detaches = new Set()} = {}) {
  const problems = [];
  const compare = (object, row, index) => {
    const cell = row.cells[index] ?? '';
    const found = cellList(cell);
    const expected = object.props.get('catalogs') ?? [];
    const extra = attached.get(object.name) ?? new Set();
    const missing = expected.filter((c) => !found.includes(c) && !detaches.has(c));
    const unknown = found.filter((c) => !expected.includes(c) && !extra.has(c));
    if (!missing.length && !unknown.length) return;
    const column = cellColumn(row.text, index);
    const message = missing.length
      ? databaseMessage(object, `the \`catalogs\` cell ${listOf(found)}`, missing)
      : `\`${object.name}\` (database): the \`catalogs\` cell is ${listOf(found)}, but the running example attaches ${listOf(expected)} and this page attaches no ${unknown.join(', ')} to it with SET CATALOGS (${EXAMPLE_FILE})`;
    problems.push({line: row.line, column, message});
  };
  // DESCRIBE CATALOG's `databases` row, read the other way: the example databases it lists.
  const compareDatabases = (catalog, row) => {
    const found = new Set(cellList(row.cells[1] ?? ''));
    for (const object of objects.values()) {
      if (object.kind !== 'databases') continue;
      const data = (object.props.get('catalogs') ?? []).includes(catalog) && !detaches.has(catalog);
      const page = attached.get(object.name)?.has(catalog) ?? false;
      if (data && !found.has(object.name)) {
        problems.push({line: row.line, column: cellColumn(row.text, 1), message: `\`${object.name}\` (database): the \`databases\` cell of \`${catalog}\` (${[...found].join(', ')}) leaves it out, but the running example attaches ${catalog} to it (its catalogs are ${listOf(object.props.get('catalogs'))}, ${EXAMPLE_FILE})`});
      } else if (found.has(object.name) && !data && !page) {
        problems.push({line: row.line, column: cellColumn(row.text, 1), message: `\`${object.name}\` (database): the \`databases\` cell of \`${catalog}\` lists it, but the running example attaches ${listOf(object.props.get('catalogs'))} to it and this page attaches no ${catalog} with SET CATALOGS (${EXAMPLE_FILE})`});
      }
    }
  };
  const database = (name) => {
    const object = objects.get(name);
    return object?.kind === 'databases' ? object : undefined;
  };
  for (const rows of asciiTables(code)) {
    const [header, ...body] = rows;
    const heads = header.cells.map((c) => c.toLowerCase());
    if (heads.length === 2 && heads[0] === 'property' && heads[1] === 'value') {
      const named = body.find((r) => r.cells[0] === 'name')?.cells[1];
      const object = database(named);
      const row = object && body.find((r) => r.cells[0] === 'catalogs');
      if (row) compare(object, row, 1);
      const catalog = objects.get(named)?.kind === 'catalogs' ? named : undefined;
      const dbRow = catalog && body.find((r) => r.cells[0] === 'databases');
      if (dbRow) compareDatabases(catalog, dbRow);
      continue;
    }
    const name = heads.indexOf('name');
    const lake = heads.indexOf('lake');
    const catalogs = heads.indexOf('catalogs');
    if (name < 0 || catalogs < 0) continue;
    for (const row of body) {
      const object = database(lake >= 0 ? `${row.cells[lake]}.${row.cells[name]}` : row.cells[name]);
      if (object) compare(object, row, catalogs);
    }
  }
  return problems;
}

/** The column (from 1) where the text of cell `index` of a `| a | b |` line starts. */
function cellColumn(text, index) {
  let at = -1;
  for (let n = 0; n <= index; n += 1) at = text.indexOf('|', at + 1);
  const rest = text.slice(at + 1);
  return at + 2 + (rest.length - rest.trimStart().length);
}

/** The SQL texts of a fence: a ```sql block's code, or the strings of a block of another language: [{text, start}]. */
function sqlTextsOf(fence) {
  const lang = (fence.lang || '').toLowerCase();
  if (lang === 'sql') {
    const meta = parseMeta(fence.meta ?? '');
    return meta.values.has('dialect') || meta.flags.has('template') ? [] : [{text: fence.code, start: 0}];
  }
  return STRING_LANGS.has(lang) ? stringsOf(fence.code) : [];
}

/** What the page attaches to each example database with SET CATALOGS: Map<database, Set<catalog>>. */
function attachedOn(page, data) {
  const attached = new Map();
  for (const fence of page.fences ?? []) {
    for (const {object, list} of sqlTextsOf(fence).flatMap(({text}) => catalogLists(text, data))) {
      const set = attached.get(object.name) ?? new Set();
      for (const c of list) set.add(c);
      attached.set(object.name, set);
    }
  }
  return attached;
}

// ---------------------------------------------------------------------------------------------
// The product model

/**
 * The product model lists the objects under "The running example's objects", each name in
 * backticks in the first column of a table row: every object of the data file, and no other.
 */
export function checkGuide(text, {objects}, rel = PRODUCT_MODEL) {
  const problems = [];
  const source = parseText(text, path.join(ROOT, rel), 'guide');
  const section = sectionNamed(source, "The running example's objects");
  if (!section) return [{rel, line: 1, message: `the section "The running example's objects" is missing; it lists the objects of ${EXAMPLE_FILE}`}];
  const listed = new Set();
  for (const row of tablesOf(source, section.nodes).flatMap((t) => t.rows)) {
    const name = /^`([\w.]+)`$/.exec(row.cells[0]?.raw ?? '') && row.cells[0].codes[0];
    if (!name) continue;
    if (!objects.has(name)) problems.push({rel, line: row.line, message: `\`${name}\` is not an object of ${EXAMPLE_FILE}`});
    listed.add(name);
  }
  for (const name of objects.keys()) {
    if (!listed.has(name)) problems.push({rel, line: section.line, message: `\`${name}\` of ${EXAMPLE_FILE} is missing from the running example's objects`});
  }
  return problems;
}

const STRING_LANGS = new Set(['http', 'json', 'python', 'py', 'bash', 'sh', 'shell', 'java', 'scala', 'yaml']);

/** The strings of a block of another language that hold a CREATE or ALTER: [{text, start}]. */
function stringsOf(code) {
  const out = [];
  for (const m of code.matchAll(/"""([\s\S]*?)"""|"((?:[^"\\\n]|\\.)*)"/g)) {
    const raw = m[1] ?? m[2];
    if (!/\b(?:CREATE|ALTER)\b/i.test(raw)) continue;
    const start = m.index + (m[1] !== undefined ? 3 : 1);
    // Escapes keep their length (\" becomes ' "'), so offsets stay those of the block.
    out.push({text: raw.replace(/\\(["\\n])/g, (all, ch) => (ch === 'n' ? ' \n' : ` ${ch}`)), start});
  }
  return out;
}

/** Statements inside the strings of a block of another language: [{offset, message}]. */
export function checkStrings(code, data) {
  return stringsOf(code).flatMap(({text, start}) => checkStatements(text, data).map((p) => ({offset: start + p.offset, message: p.message})));
}

/** (d) on one page: its SET CATALOGS and database results, unless its example project is on GCP. */
function checkDatabases(page, data) {
  const cloud = page.frontMatter?.example_cloud;
  if (cloud !== undefined && !EXAMPLE_CLOUDS.includes(cloud)) {
    return [{rel: page.rel, line: page.lines ? fieldLine(page, 'example_cloud') : 1, column: 1, message: `\`example_cloud\` is ${JSON.stringify(cloud)}; it must be one of ${EXAMPLE_CLOUDS.join(', ')} (where the page's example project runs; aws when left out)`}];
  }
  if (cloud === 'gcp') return [];
  const problems = [];
  const at = (fence, offset) => {
    const before = fence.code.slice(0, offset).split('\n');
    return {line: fence.line + before.length, column: fence.indent + before.at(-1).length + 1};
  };
  let attached;
  for (const fence of page.fences ?? []) {
    const detaches = detachesOf(fence.meta);
    if ((fence.lang || '').toLowerCase() === 'text') {
      attached ??= attachedOn(page, data);
      for (const p of checkCatalogResults(fence.code, data, {attached, detaches})) {
        problems.push({rel: page.rel, line: fence.line + 1 + p.line, column: fence.indent + p.column, message: p.message});
      }
      continue;
    }
    for (const p of checkCatalogTexts(sqlTextsOf(fence), data, {detaches})) {
      // A stale mark is reported on the fence's opening line, where the meta is.
      problems.push({rel: page.rel, ...(p.offset === undefined ? {line: fence.line, column: fence.indent + 1} : at(fence, p.offset)), message: p.message});
    }
  }
  return problems;
}

export default {
  id: 'example-objects',
  run(site, _stats, {only} = {}) {
    const data = site.exampleObjects ?? loadObjects();
    const problems = [];
    const guide = productModelToCheck(site, {only, ownData: !!site.exampleObjects});
    if (guide !== undefined) problems.push(...checkGuide(guide, data));
    for (const page of site.all ?? []) {
      for (const fence of page.fences ?? []) {
        const lang = (fence.lang || '').toLowerCase();
        if (lang === 'sql') {
          for (const p of checkStatements(fence.code, data)) {
            problems.push({rel: page.rel, line: fence.line + 1 + fence.code.slice(0, p.offset).split('\n').length - 1, message: p.message});
          }
        } else if (STRING_LANGS.has(lang)) {
          for (const p of checkStrings(fence.code, data)) {
            problems.push({rel: page.rel, line: fence.line + 1 + fence.code.slice(0, p.offset).split('\n').length - 1, message: p.message});
          }
        } else if (lang === 'text') {
          for (const p of checkResults(fence.code, data)) problems.push({rel: page.rel, line: fence.line + 1 + p.line, message: p.message});
        }
      }
      problems.push(...checkDatabases(page, data));
    }
    return problems;
  },
};
