// The running example's tables have one schema, in data/facts/running-example.json (`tables`), and
// every code sample uses their columns as that schema has them. Without this check, pages drifted
// apart (`amount` on one page, `amount_cents` on the next), and a reader who ran two pages in a row
// got SQL that failed.
//
// A table is found in a code block under any name an engine gives it: `sales.raw.orders`, with a
// catalog in front (`lakestone.sales.raw.orders`), or as the external namespace `<lake>_<database>`
// or a namespace ending in `_<database>` (`sales_raw.orders`, `SALES_RAW.ORDERS`,
// `lakestone_raw.orders`, `"sales_raw"."orders"`, `` `northwind-data.sales_raw.orders` ``), or as
// `raw.orders` inside a catalog (`lakestone.raw.orders`). Its metadata tables
// (`sales.raw.orders.snapshots`) and other tables whose names start the same
// (`sales.raw.orders_quarantine` unless listed) are not the table.
//
// What it checks, in every fenced block of every page (SQL of any dialect, and SQL inside strings of
// Python, Java, Scala, HTTP, JSON and shell blocks):
//
// (a) SQL: an identifier qualified by the table or its alias (`o.amount`, `FROM sales.raw.orders AS
//     o`, also after `TIMESTAMP AS OF ...`); and, in a query scope (a statement, or a subquery in
//     parentheses) that reads the table and nothing else, every unqualified identifier that is not a
//     keyword, a function, or a name the statement defines with AS: the select list, WHERE, GROUP
//     BY, ORDER BY, the column list of INSERT, and CREATE TABLE's columns;
// (b) a string compared with a column that has `values` (`status <> 'CANCELLED'`,
//     `F.col("status") == "cancelled"`, `status IN (...)`) must be one of them;
// (c) Lakestone statements: RECORD_KEY_FIELDS, ORDERING_FIELD and PARTITION_FIELDS of a stream
//     capture whose TABLE is the table, and 'clustering.keys' of ALTER SERVICE ... IN TABLE;
// (d) Spark DataFrame code (Python, Scala, Java) and PyIceberg: when every table the block reads
//     (`spark.table(...)`, `load_table(...)`, `tEnv.from(...)`, through a constant such as
//     `SOURCE = "sales.raw.orders"`) is one running-example table, the column names in `col("x")`,
//     aggregate functions (`F.sum("x")`), `groupBy`/`select`/`orderBy`/`partitionBy` and
//     `selected_fields`, except names the code creates (`.alias`, `.as`, `withColumn`).
//
// It also checks that the product model's list of these tables (writers-guide/product-model.md,
// "The running example's tables") has the data file's tables and columns.
//
// What it does not catch: columns in a scope that joins the table with another table when the
// column is not qualified (it cannot know which table holds it); queries that name the table only
// through `USE` or a default catalog (`USE sales_raw; SELECT ... FROM orders`); SQL built at run time
// (f-strings with the table in a variable); result blocks (```text), whose headers are the query's
// output names; JSON records, which show source events rather than table rows; and ALTER TABLE,
// which changes the schema on purpose (a page that adds a column documents it). Columns whose name
// starts with `_` are checked like any other: list the ones a transformation adds, with `addedBy`.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PRODUCT_MODEL, ROOT, parseText, productModelToCheck, sectionNamed, tablesOf} from '../lib/content.mjs';

export const EXAMPLE_FILE = 'data/facts/running-example.json';

// Words that are never a column in the SQL scopes checked: keywords and type names of the
// dialects the pages use, date-part units, and literals.
const KEYWORDS = new Set(`
  a all alter and any array as asc at avg between bigint binary boolean both by call case cast char
  character collate column columns comment commit create cross cube current current_date
  current_time current_timestamp current_user cursor date datetime day days dec decimal declare
  default delete desc describe distinct distribute double drop else end escape except exists explain
  extract false fetch filter first float following for from full function global grant group
  grouping having hour hours if ignore ilike in inner insert int integer intersect interval into is
  join last lateral leading left like limit local long map matched merge minus minute minutes month
  months natural no not null nulls numeric of offset on only or order outer over overwrite partition
  partitioned percent pivot preceding qualify range real recursive replace respect right rlike rollup
  row rows second seconds select semi set short show smallint some sort string struct system_time
  table tablesample tblproperties then time timestamp timestamp_ltz timestamp_ntz timestamptz tinyint
  to trailing true truncate unbounded union unknown unnest update upsert using values varchar
  version view week weeks when where window with within year years zone iceberg delta parquet
  approx_count_distinct current_catalog current_database current_schema epoch isodow dow doy quarter
  millisecond microsecond nanosecond text uuid
`.trim().split(/\s+/));

// Dialects whose double-quoted text is an identifier, not a string.
const QUOTED_IDENTIFIERS = new Set(['athena', 'trino', 'postgresql', 'redshift', 'snowflake', 'duckdb', 'starrocks', 'flink', 'sqlserver']);
const CODE_LANGS = new Set(['python', 'py', 'java', 'scala', 'kotlin', 'bash', 'sh', 'shell', 'http', 'json']);
const DML = /\b(?:select|delete|update|merge|insert)\b/i;

/** The tables of the running example: [{name, columns: Map<name, column>, ...}], from the data file. */
export function loadTables(root = ROOT) {
  const data = JSON.parse(readFileSync(path.join(root, EXAMPLE_FILE), 'utf8'));
  return tablesFrom(data);
}

/** The tables of a parsed running-example.json. */
export function tablesFrom(data) {
  const entries = Object.entries(data.tables ?? {}).filter(([name]) => !name.startsWith('$'));
  const byName = new Map(entries);
  return entries.map(([name, table]) => {
    const own = table.columns ?? byName.get(table.columnsOf)?.columns ?? [];
    const columns = new Map(own.map((c) => [c.name.toLowerCase(), c]));
    const [lake, database, short] = name.split('.');
    const q = '["`]?';
    const db = `(?:${q}${lake}${q}\\.${q}${database}|${q}(?:[A-Za-z0-9]+_)*${database})`;
    const ref = new RegExp(`(?<![\\w.$-])(?:${q}[\\w-]+${q}\\.)?${db}${q}\\.${q}${short}${q}(?![\\w$-]|\\.\\w)`, 'gi');
    return {name, short, columns, ref};
  });
}

/** The column of `tables` nearest to `word`: one contains the other, or a few edits apart. */
export function closest(word, names) {
  let best;
  let bestScore = Infinity;
  for (const name of names) {
    let score = distance(word, name);
    if (name.includes(word) || word.includes(name)) score = Math.min(score, 1);
    if (score < bestScore) [best, bestScore] = [name, score];
  }
  return bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function distance(a, b) {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

/** Text of the same length with string literals blanked (kept in `strings` with their offsets). */
function maskStrings(code, {doubleIsString}) {
  const strings = [];
  let out = '';
  let i = 0;
  while (i < code.length) {
    const ch = code[i];
    if (ch === '-' && code[i + 1] === '-') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? code.length : end;
      out += ' '.repeat(stop - i);
      i = stop;
    } else if (ch === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      out += code.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if ((ch === '{' && (code[i + 1] === '{' || code[i + 1] === '%'))) {
      // Jinja (dbt models): {{ ... }} and {% ... %} are not SQL.
      const close = code[i + 1] === '{' ? '}}' : '%}';
      const end = code.indexOf(close, i + 2);
      const stop = end < 0 ? code.length : end + 2;
      out += code.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (ch === "'" || (ch === '"' && doubleIsString)) {
      let j = i + 1;
      while (j < code.length) {
        if (code[j] === '\\') j += 2;
        else if (code[j] === ch && code[j + 1] === ch) j += 2;
        else if (code[j] === ch) break;
        else j += 1;
      }
      const stop = Math.min(j + 1, code.length);
      strings.push({start: i, end: stop, value: code.slice(i + 1, stop - 1).replace(new RegExp(`${ch}${ch}`, 'g'), ch)});
      out += ch + '\0'.repeat(Math.max(0, stop - i - 2)) + (stop - i >= 2 ? ch : '');
      i = stop;
    } else {
      out += ch;
      i += 1;
    }
  }
  return {text: out, strings};
}

/** For each character, the id of the query scope it belongs to: 0 for the statement, or a subquery. */
function scopes(text) {
  const ids = new Array(text.length).fill(0);
  const stack = [];
  const open = [0];
  let next = 1;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(') {
      // The parenthesis of a subquery belongs to the outer scope, where it is a source (FROM ( ...).
      const sub = /^\(\s*(?:select|with)\b/i.test(text.slice(i, i + 20));
      ids[i] = open[open.length - 1];
      stack.push(sub);
      if (sub) open.push(next++);
      continue;
    }
    ids[i] = open[open.length - 1];
    if (ch === ')' && stack.length && stack.pop()) open.pop();
  }
  return ids;
}

/**
 * Problems in one SQL text: [{offset, column, message}]. `text` has its strings masked.
 * Offsets are into the text.
 */
function checkSql(text, strings, tables) {
  const problems = [];
  const stringAt = new Map(strings.map((s) => [s.start, s]));
  for (const statement of splitStatements(text)) {
    const body = text.slice(statement.start, statement.end);
    // (c) Lakestone statements: the fields of a stream capture and clustering keys.
    for (const table of tables) {
      table.ref.lastIndex = 0;
      if (!table.ref.test(body)) continue;
      const tableClause = new RegExp(`\\b(?:TABLE\\s*=|IN\\s+TABLE)\\s*${table.ref.source}`, 'i');
      if (!tableClause.test(body)) continue;
      const fieldClause = /\b(RECORD_KEY_FIELDS|ORDERING_FIELD|PARTITION_FIELDS)\s*=\s*\(?([^)\n]*)/gi;
      for (const m of body.matchAll(fieldClause)) {
        const from = statement.start + m.index + m[0].length - m[2].length;
        for (const s of strings.filter((x) => x.start >= from && x.end <= from + m[2].length)) {
          for (const field of s.value.split(',').map((f) => f.trim()).filter(Boolean)) {
            if (!table.columns.has(field.toLowerCase())) problems.push(columnProblem(s.start, field, table));
          }
        }
      }
      for (const s of strings) {
        if (s.start < statement.start || s.end > statement.end || s.value !== 'clustering.keys') continue;
        const value = strings.find((x) => x.start > s.end && /^\s*=\s*$/.test(text.slice(s.end, x.start)));
        for (const field of value?.value.split(',').map((f) => f.trim()).filter(Boolean) ?? []) {
          if (!table.columns.has(field.toLowerCase())) problems.push(columnProblem(value.start, field, table));
        }
      }
    }
    if (!DML.test(body) && !/\bcreate\s+(?:or\s+replace\s+)?table\b/i.test(body)) continue;
    // ALTER TABLE changes the schema on purpose; GRANT, REVOKE and SHOW name privileges, not columns.
    if (/^\s*(?:alter\s+table|grant|revoke|show|describe|run)\b/i.test(body)) continue;
    problems.push(...checkStatement(text, statement, tables, stringAt));
  }
  return problems;
}

function splitStatements(text) {
  const out = [];
  let start = 0;
  for (let i = 0; i <= text.length; i += 1) {
    if (i === text.length || text[i] === ';') {
      if (text.slice(start, i).trim()) out.push({start, end: i});
      start = i + 1;
    }
  }
  return out;
}

function checkStatement(text, statement, tables, stringAt) {
  const problems = [];
  const body = text.slice(statement.start, statement.end);
  const ids = scopes(body);
  // Table references: [{table, start, end, alias, scope}].
  const refs = [];
  for (const table of tables) {
    table.ref.lastIndex = 0;
    for (const m of body.matchAll(table.ref)) {
      const after = body.slice(m.index + m[0].length);
      const alias = /^\s+(?:(?:timestamp|version|for\s+(?:system_time|version))\s+as\s+of\s+(?:\S+\s+)?)?(?:as\s+)?([A-Za-z_]\w*)/i.exec(after);
      const name = alias && !KEYWORDS.has(alias[1].toLowerCase()) ? alias[1] : undefined;
      refs.push({table, start: m.index, end: m.index + m[0].length, alias: name, scope: ids[m.index]});
    }
  }
  if (!refs.length) return problems;
  const inRef = (i) => refs.some((r) => i >= r.start && i < r.end);
  // Names the statement defines: output and table aliases, CTE names.
  const defined = new Set();
  for (const m of body.matchAll(/\bas\s+([A-Za-z_]\w*)/gi)) defined.add(m[1].toLowerCase());
  for (const m of body.matchAll(/\b([A-Za-z_]\w*)\s+as\s*\(/gi)) defined.add(m[1].toLowerCase());
  for (const r of refs) if (r.alias) defined.add(r.alias.toLowerCase());
  // Aliases that point at a running-example table; without an alias, the table's own short name
  // (`orders.status`).
  const aliases = new Map();
  for (const r of refs) aliases.set((r.alias ?? r.table.short).toLowerCase(), r.table);
  // (a) Qualified identifiers.
  for (const m of body.matchAll(/(?<![\w.])([A-Za-z_]\w*)\.([A-Za-z_]\w*)\b(?!\s*\()/g)) {
    const table = aliases.get(m[1].toLowerCase());
    if (!table || inRef(m.index)) continue;
    const column = m[2];
    const offset = m.index + m[1].length + 1;
    if (!table.columns.has(column.toLowerCase())) problems.push(columnProblem(statement.start + offset, column, table));
    else problems.push(...valuesOnly(text, statement.start + offset + column.length, column, table, stringAt));
  }
  // Unqualified identifiers, scope by scope.
  const byScope = new Map();
  for (const r of refs) byScope.set(r.scope, [...(byScope.get(r.scope) ?? []), r]);
  for (const [scope, scopeRefs] of byScope) {
    const distinct = new Set(scopeRefs.map((r) => r.table));
    if (distinct.size !== 1) continue;
    const table = scopeRefs[0].table;
    let own = '';
    for (let i = 0; i < body.length; i += 1) own += ids[i] === scope && !inRef(i) ? body[i] : ' ';
    // Another source in the same scope (a join, a CTE, a derived table) makes bare names ambiguous.
    const other = [...own.matchAll(/\b(?:from|join|using)\s+(\(|[A-Za-z_][\w.]*)/gi)].some((m) => m[1] === '(' || !KEYWORDS.has(m[1].toLowerCase()));
    if (other || /\bfrom\s+(?:[A-Za-z_]\w*\s*)?,\s*[A-Za-z_]/i.test(own)) continue;
    for (const m of own.matchAll(/(?<![\w.$@:#])([A-Za-z_]\w*)(?![\w.])/g)) {
      const word = m[1];
      const lower = word.toLowerCase();
      if (KEYWORDS.has(lower) || defined.has(lower)) continue;
      if (/^\s*\(/.test(own.slice(m.index + word.length))) continue;
      if (/\.\s*$/.test(own.slice(Math.max(0, m.index - 2), m.index))) continue;
      if (/^\s*=>/.test(own.slice(m.index + word.length))) continue;
      if (!table.columns.has(lower)) problems.push(columnProblem(statement.start + m.index, word, table));
      else problems.push(...valuesOnly(text, statement.start + m.index + word.length, word, table, stringAt));
    }
  }
  return problems;
}

/** (b) The strings a column with `values` is compared with, when they are not among them. */
function valuesOnly(text, after, column, table, stringAt) {
  const problem = valueProblem(text, after, column, table, stringAt);
  return problem ? [problem] : [];
}

function valueProblem(text, after, column, table, stringAt) {
  const values = table.columns.get(column.toLowerCase())?.values;
  if (!values) return undefined;
  const rest = text.slice(after, after + 400);
  const compare = /^\s*(?:===|==|=!=|<>|!=|=)\s*/.exec(rest);
  const list = /^\s*(?:not\s+)?in\s*\(/i.exec(rest);
  const found = [];
  if (compare && stringAt.has(after + compare[0].length)) found.push(stringAt.get(after + compare[0].length));
  if (list) {
    let i = after + list[0].length;
    while (stringAt.has(i + (/^\s*/.exec(text.slice(i))?.[0].length ?? 0))) {
      i += /^\s*/.exec(text.slice(i))[0].length;
      const s = stringAt.get(i);
      found.push(s);
      i = s.end;
      const sep = /^\s*,\s*/.exec(text.slice(i));
      if (!sep) break;
      i += sep[0].length;
    }
  }
  const wrong = found.find((s) => !values.includes(s.value));
  if (!wrong) return undefined;
  return {
    offset: wrong.start,
    message: `'${wrong.value}' is not a value of \`${column}\` in \`${table.name}\`; its values are ${values.join(', ')} (${EXAMPLE_FILE})`,
  };
}

function columnProblem(offset, column, table) {
  const names = [...table.columns.values()].map((c) => c.name);
  const near = closest(column.toLowerCase(), names);
  const hint = near ? `did you mean \`${near}\`? ` : '';
  return {
    offset,
    column,
    message: `\`${column}\` is not a column of \`${table.name}\`; ${hint}its columns are ${names.join(', ')} (${EXAMPLE_FILE})`,
  };
}

// ---------------------------------------------------------------------------------------------
// (d) DataFrame code

const READ = /\b(?:spark\.table|spark\.read\.table|load_table|tEnv\.from|table)\(\s*(?:"([^"]+)"|(\w+))\s*\)/g;
const COLUMN_CALL = /(?<![\w.])(?:F\.|functions\.)?(?:col|column|count|countDistinct|count_distinct|sum|sum_distinct|max|min|avg|mean|first|last|collect_list|collect_set|approx_count_distinct|stddev|variance)\(\s*"([A-Za-z_]\w*)"/g;
const LIST_CALL = /\.(?:groupBy|groupby|select|orderBy|sort|sortWithinPartitions|drop|dropDuplicates|partitionBy|repartition)\(([^()]*)\)|\bselected_fields\s*=\s*\(([^()]*)\)/g;
const CREATED = /\.(?:alias|as|name)\(\s*"(\w+)"|\.withColumn\(\s*"(\w+)"|\.withColumnRenamed\(\s*"\w+"\s*,\s*"(\w+)"/g;

function checkDataFrame(code, tables) {
  const constants = new Map();
  for (const m of code.matchAll(/^\s*(?:(?:val|var|final|static|private|public)\s+)*(?:String\s+)?([A-Za-z_]\w*)\s*=\s*"([^"]+)"/gm)) constants.set(m[1], m[2]);
  const read = new Set();
  let unknown = false;
  for (const m of code.matchAll(READ)) {
    const name = m[1] ?? constants.get(m[2]);
    if (!name) {
      unknown = true;
      continue;
    }
    const table = tables.find((t) => {
      t.ref.lastIndex = 0;
      const hit = t.ref.exec(name);
      return hit && hit.index === 0 && hit[0].length === name.length;
    });
    if (table) read.add(table);
    else unknown = true;
  }
  if (unknown || read.size !== 1) return [];
  const [table] = read;
  const created = new Set();
  for (const m of code.matchAll(CREATED)) created.add((m[1] ?? m[2] ?? m[3]).toLowerCase());
  // groupBy(...).count() makes a column named count.
  if (/\.count\(\)/.test(code)) created.add('count');
  const problems = [];
  const seen = (name) => table.columns.has(name.toLowerCase()) || created.has(name.toLowerCase());
  const stringAt = new Map();
  const masked = maskStrings(code, {doubleIsString: true});
  for (const s of masked.strings) stringAt.set(s.start, s);
  for (const m of code.matchAll(COLUMN_CALL)) {
    const name = m[1];
    const offset = m.index + m[0].length - name.length - 1;
    if (!seen(name)) problems.push(columnProblem(offset, name, table));
    else {
      const close = code.indexOf(')', offset + name.length);
      const value = valueProblem(masked.text, close + 1, name, table, stringAt);
      if (value) problems.push(value);
    }
  }
  for (const m of code.matchAll(LIST_CALL)) {
    const args = m[1] ?? m[2];
    const base = m.index + m[0].indexOf(args);
    for (const s of args.matchAll(/(?<![\w(])"([A-Za-z_]\w*)"/g)) {
      if (!seen(s[1])) problems.push(columnProblem(base + s.index + 1, s[1], table));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

/** Problems in one fenced block: [{offset, message}], offsets into `fence.code`. */
export function checkBlock(fence, tables) {
  const code = fence.code;
  if (!tables.some((t) => {
    t.ref.lastIndex = 0;
    return t.ref.test(code);
  })) {
    // A constant may hold the name (SOURCE = "sales.raw.orders"): the ref test above sees it too.
    return [];
  }
  const lang = (fence.lang || '').toLowerCase();
  const dialect = /(?:^|\s)dialect=(\w+)/.exec(fence.meta ?? '')?.[1]?.toLowerCase();
  if (lang === 'sql') {
    const masked = maskStrings(code, {doubleIsString: !QUOTED_IDENTIFIERS.has(dialect ?? '')});
    return checkSql(masked.text, masked.strings, tables);
  }
  if (!CODE_LANGS.has(lang)) return [];
  const problems = [];
  // SQL inside strings: "...", """...""", and JSON string values.
  for (const m of code.matchAll(/"""([\s\S]*?)"""|"((?:[^"\\\n]|\\.)*)"/g)) {
    const sql = m[1] ?? m[2];
    if (!DML.test(sql)) continue;
    if (!tables.some((t) => {
      t.ref.lastIndex = 0;
      return t.ref.test(sql);
    })) continue;
    const start = m.index + (m[1] !== undefined ? 3 : 1);
    const masked = maskStrings(sql, {doubleIsString: true});
    for (const p of checkSql(masked.text, masked.strings, tables)) problems.push({...p, offset: start + p.offset});
  }
  if (['python', 'py', 'java', 'scala', 'kotlin'].includes(lang)) problems.push(...checkDataFrame(code, tables));
  return problems;
}

/**
 * The product model lists the tables in a Markdown table under "The running example's tables";
 * each row's columns must be the data file's. Problems: [{rel, line, message}].
 */
export function checkGuide(text, tables, rel = PRODUCT_MODEL) {
  const problems = [];
  const source = parseText(text, path.join(ROOT, rel), 'guide');
  const section = sectionNamed(source, "The running example's tables");
  if (!section) return [{rel, line: 1, message: `the section "The running example's tables" is missing; it lists the tables of ${EXAMPLE_FILE}`}];
  const start = section.line - 1;
  const listed = new Set();
  for (const {cells, line} of tablesOf(source, section.nodes).flatMap((t) => t.rows)) {
    const name = /^`([\w.]+)`$/.exec(cells[0]?.raw ?? '') && cells[0].codes[0];
    if (!name) continue;
    const table = tables.find((t) => t.name === name);
    if (!table) {
      problems.push({rel, line, message: `\`${name}\` is not a table of ${EXAMPLE_FILE}`});
      continue;
    }
    listed.add(table.name);
    const columns = cells[1]?.raw ?? '';
    const of = /the columns of `([\w.]+)`/.exec(columns);
    const names = of ? [...(tables.find((t) => t.name === of[1])?.columns.keys() ?? [])] : (cells[1]?.codes ?? []).map((c) => c.toLowerCase());
    const missing = [...table.columns.keys()].filter((c) => !names.includes(c));
    const extra = names.filter((c) => !table.columns.has(c));
    if (missing.length || extra.length) {
      const parts = [missing.length && `lacks ${missing.join(', ')}`, extra.length && `has ${extra.join(', ')}, which the data file does not`].filter(Boolean);
      problems.push({rel, line, message: `the columns of \`${table.name}\` differ from ${EXAMPLE_FILE}: the row ${parts.join(' and ')}`});
    }
  }
  for (const table of tables) {
    if (!listed.has(table.name)) problems.push({rel, line: start + 1, message: `\`${table.name}\` of ${EXAMPLE_FILE} is missing from the table of the running example's tables`});
  }
  return problems;
}

export default {
  id: 'example-tables',
  run(site, _stats, {only} = {}) {
    const tables = site.exampleTables ?? loadTables();
    const problems = [];
    const guide = productModelToCheck(site, {only, ownData: !!site.exampleTables});
    if (guide !== undefined) problems.push(...checkGuide(guide, tables));
    for (const page of site.all ?? []) {
      for (const fence of page.fences ?? []) {
        const seen = new Set();
        for (const p of checkBlock(fence, tables)) {
          const line = fence.line + 1 + fence.code.slice(0, p.offset).split('\n').length - 1;
          const key = `${line}:${p.message}`;
          if (seen.has(key)) continue;
          seen.add(key);
          problems.push({rel: page.rel, line, message: p.message});
        }
      }
    }
    return problems;
  },
};
