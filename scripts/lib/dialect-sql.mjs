// Checks ```sql dialect=<engine> blocks: SQL written for another engine than Lakestone.
//
//   dialectSqlProblems(code, dialect)    -> Promise<[{line, message}]>   (in this process)
//   dialectSqlProblemsSync(code, dialect) -> [{line, message}]           (in a child process)
//   dialectProblemsBatchSync(blocks)      -> [[{line, message}], ...]    (one child for many blocks)
//   dialectProblemsBatch(blocks)          -> Promise of the same, without blocking (two children)
//
// Lines are relative to the block (1 = its first line), as in code-checkers.mjs.
//
// Every statement is parsed by a parser built from its engine's own grammar (ENGINES below):
// - dt-sql-parser (ANTLR grammars taken from Spark, Flink, Hive, Trino, MySQL and PostgreSQL);
// - node-sql-parser for the engines dt-sql-parser has no grammar for (BigQuery, Snowflake,
//   SQL Server, and Redshift's own forms);
// - DuckDB's own parser (@duckdb/node-api: extractStatements parses without executing, against an
//   in-memory database, so INSTALL, ATTACH or CREATE SECRET never run).
// Each parser is loaded the first time a statement of its engine is checked.
//
// A few statement forms no maintained parser covers (Snowflake's Iceberg DDL, Redshift's CREATE
// EXTERNAL SCHEMA, StarRocks' external catalogs, Databricks' Unity Catalog DDL, Iceberg's CALL
// procedures in Spark, BigQuery's CREATE EXTERNAL TABLE, SQL Server logins) are parsed by a peggy
// grammar in ./dialects/<name>.peggy written for exactly those forms. The grammar is used only for
// a statement the real parsers reject AND whose leading keywords are listed in FALLBACK_FORMS;
// any other rejected statement reports the real parser's error.
//
// dt-sql-parser's dist cannot be imported by plain `node` (its relative imports have no file
// extension), and this module runs under plain node (npm run check:content) and under tsx (unit
// tests). A resolve hook (dt-sql-parser-resolve.mjs) is registered before the first import.
import {readFileSync} from 'node:fs';
import {spawn, spawnSync} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {register} from 'node:module';
import path from 'node:path';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** dt-sql-parser's parser classes, by the folder of their file under dist/parser. */
const DT_PARSERS = {
  spark: 'SparkSQL', flink: 'FlinkSQL', hive: 'HiveSQL', trino: 'TrinoSQL', mysql: 'MySQL', postgresql: 'PostgreSQL',
};

// Athena's DDL is based on Hive's (CREATE EXTERNAL TABLE, ALTER TABLE ... ADD PARTITION, MSCK
// REPAIR TABLE, SHOW, DESCRIBE, DROP); its queries and CREATE TABLE AS / CREATE VIEW run on its
// Trino-based engine (version 3).
const ATHENA_HIVE_DDL = /^(ALTER\s+(TABLE|DATABASE|SCHEMA)\b|CREATE\s+EXTERNAL\s+TABLE\b|CREATE\s+TABLE\s+(IF\s+NOT\s+EXISTS\s+)?[\w."`]+\s*\(|CREATE\s+(DATABASE|SCHEMA)\b|DESC(RIBE)?\b|DROP\s+(TABLE|DATABASE|SCHEMA)\b|MSCK\b|SHOW\b)/i;

/**
 * Engine (the value of dialect=) -> the parsers a statement is tried with, in order (it passes
 * when one accepts it; when all reject it, the error of the first is reported), and the fallback
 * grammar for the forms none of them supports. `{dt: 'spark'}` is dt-sql-parser's SparkSQL,
 * `{nodeSql: 'bigquery'}` node-sql-parser with that database option.
 */
export const ENGINES = {
  athena: {parsers: (head) => [ATHENA_HIVE_DDL.test(head) ? {dt: 'hive'} : {dt: 'trino'}]},
  bigquery: {parsers: [{nodeSql: 'bigquery'}], fallback: 'bigquery'},
  // Databricks SQL is Spark SQL plus Unity Catalog DDL (databricks.peggy).
  databricks: {parsers: [{dt: 'spark'}], fallback: 'databricks'},
  duckdb: {duckdb: true},
  flink: {parsers: [{dt: 'flink'}]},
  hive: {parsers: [{dt: 'hive'}]},
  mysql: {parsers: [{dt: 'mysql'}]},
  postgresql: {parsers: [{dt: 'postgresql'}]},
  // Redshift's SQL grew from PostgreSQL 8: PostgreSQL's grammar first, then node-sql-parser's
  // redshift grammar for Redshift's own forms.
  redshift: {parsers: [{dt: 'postgresql'}, {nodeSql: 'redshift'}], fallback: 'redshift'},
  snowflake: {parsers: [{nodeSql: 'snowflake'}], fallback: 'snowflake'},
  // Iceberg's Spark SQL extensions add CALL (spark.peggy).
  spark: {parsers: [{dt: 'spark'}], fallback: 'spark'},
  sqlserver: {parsers: [{nodeSql: 'transactsql'}], fallback: 'sqlserver'},
  // StarRocks speaks the MySQL protocol and its queries are MySQL's; its catalog DDL is not.
  starrocks: {parsers: [{dt: 'mysql'}], fallback: 'starrocks'},
  trino: {parsers: [{dt: 'trino'}]},
};

/** Fallback grammar -> the statement forms it (and only it) parses, matched against the statement
 * with comments removed and white space collapsed. */
export const FALLBACK_FORMS = {
  snowflake: [
    /^CREATE\s+(OR\s+REPLACE\s+)?(EXTERNAL\s+VOLUME|CATALOG\s+INTEGRATION|ICEBERG\s+TABLE|ROLE|USER)\b/i,
    /^ALTER\s+ICEBERG\s+TABLE\b/i,
    /^(DESC|DESCRIBE)\s+(EXTERNAL\s+VOLUME|CATALOG\s+INTEGRATION|ICEBERG\s+TABLE)\b/i,
    /^SHOW\s+ICEBERG\s+TABLES\b/i,
    /^DROP\s+(EXTERNAL\s+VOLUME|CATALOG\s+INTEGRATION|ICEBERG\s+TABLE)\b/i,
    /^GRANT\s+/i,
    /^USE\s+(DATABASE|SCHEMA|ROLE|WAREHOUSE)\b/i,
  ],
  redshift: [/^CREATE\s+EXTERNAL\s+SCHEMA\b/i],
  starrocks: [
    /^CREATE\s+EXTERNAL\s+CATALOG\b/i,
    /^SET\s+CATALOG\b/i,
    /^SHOW\s+(CATALOGS|CREATE\s+CATALOG|DATABASES\s+FROM)\b/i,
    /^DROP\s+CATALOG\b/i,
    /^REFRESH\s+EXTERNAL\s+TABLE\b/i,
  ],
  spark: [/^CALL\s+/i],
  databricks: [/^CREATE\s+EXTERNAL\s+LOCATION\b/i, /^USE\s+CATALOG\b/i, /^GRANT\s+/i],
  bigquery: [/^CREATE\s+(OR\s+REPLACE\s+)?EXTERNAL\s+TABLE\b/i],
  sqlserver: [/^CREATE\s+(LOGIN|USER|ROLE)\b/i, /^ALTER\s+ROLE\b/i, /^GRANT\s+/i],
};

/** Forms sent to the fallback grammar without trying the real parser, which accepts them unchecked:
 * Spark's grammar reads GRANT as an unsupported Hive command followed by any words. */
export const FALLBACK_ONLY = {databricks: [/^GRANT\s+/i]};

export const SUPPORTED_DIALECTS = Object.keys(ENGINES);

const grammars = new Map();
/**
 * The compiled fallback grammar `name` (common.peggy appended); compiled once, on first use.
 * Results are cached (packrat parsing), so nested parentheses stay linear.
 */
export async function fallbackParser(name) {
  if (!grammars.has(name)) {
    const {default: peggy} = await import('peggy');
    const source = readFileSync(path.join(HERE, 'dialects', `${name}.peggy`), 'utf8');
    const common = readFileSync(path.join(HERE, 'dialects', 'common.peggy'), 'utf8');
    grammars.set(name, peggy.generate(`${source}\n${common}`, {grammarSource: `${name}.peggy`, cache: true}));
  }
  return grammars.get(name);
}

/**
 * Splits a block into statements at `;`, outside quotes ('…', "…", `…`) and comments (--, /* *\/).
 * Returns [{text, line}] with the statement's first line (1-based, within the block); statements
 * that hold only comments and white space are dropped.
 */
export function splitStatements(code) {
  const out = [];
  let start = 0;
  let i = 0;
  const push = (end) => {
    const text = code.slice(start, end);
    const stripped = text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
    if (stripped.trim()) {
      const lead = text.length - text.trimStart().length;
      out.push({text: text.trim(), line: code.slice(0, start + lead).split('\n').length});
    }
    start = end + 1;
  };
  while (i < code.length) {
    const ch = code[i];
    if (ch === '-' && code[i + 1] === '-') {
      const nl = code.indexOf('\n', i);
      i = nl < 0 ? code.length : nl;
      continue;
    }
    if (ch === '/' && code[i + 1] === '*') {
      const close = code.indexOf('*/', i + 2);
      i = close < 0 ? code.length : close + 2;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`') {
      i += 1;
      while (i < code.length) {
        if (code[i] === '\\' && ch === "'") i += 2;
        else if (code[i] === ch && code[i + 1] === ch) i += 2;
        else if (code[i] === ch) break;
        else i += 1;
      }
      i += 1;
      continue;
    }
    if (ch === ';') push(i);
    i += 1;
  }
  push(code.length);
  return out;
}

/** Leading keywords of a statement, comments removed, for matching FALLBACK_FORMS. */
function head(text) {
  return text.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').trim().replace(/\s+/g, ' ');
}

const near = (text, offset) => {
  const rest = text.slice(offset).trim();
  return rest ? `near "${rest.split(/\s+/).slice(0, 3).join(' ').slice(0, 40)}"` : 'at the end of the statement';
};

/** Line (1-based) and column (0-based) of an offset in a text. */
function offsetOf(text, line, column) {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((sum, l) => sum + l.length + 1, 0) + column;
}

// ---------------------------------------------------------------------------------------------
// dt-sql-parser

let hookRegistered = false;
const dtInstances = new Map();
let antlr = null;

/** The dt-sql-parser grammars loaded so far in this process, in the order they were loaded. */
export function loadedParsers() {
  return [...dtInstances.keys()];
}

/** dt-sql-parser's parser for `name` (a key of DT_PARSERS), imported on first use. */
async function dtParser(name) {
  if (!dtInstances.has(name)) {
    if (!hookRegistered) {
      register(pathToFileURL(path.join(HERE, 'dt-sql-parser-resolve.mjs')));
      hookRegistered = true;
    }
    // One dialect's parser file, not the package's index, which would load all eight grammars.
    const module = await import(`dt-sql-parser/dist/parser/${name}/index.js`);
    // The ANTLR runtime dt-sql-parser runs on (its exact dependency, antlr4ng 2.0.11, installed at
    // the top of node_modules): the same module instance, so its token streams and prediction
    // modes are the ones its parsers expect.
    antlr ??= await import('antlr4ng');
    dtInstances.set(name, new module[DT_PARSERS[name]]());
  }
  return dtInstances.get(name);
}

/**
 * Spark 3 names a table by any number of parts (catalog.schema.table, and Iceberg's metadata
 * tables as catalog.schema.table.snapshots), but dt-sql-parser's Spark grammar takes at most two
 * (db.table) where a table is created, altered, written or dropped; StarRocks reads
 * catalog.database.table, which MySQL's grammar does not. For these engines, the leading parts of
 * every dotted name of three or more parts are joined with "_" before parsing, so that the
 * grammar sees two parts; the text keeps its length, so positions in errors stay right.
 */
const JOIN_NAME_PARTS = new Set(['spark', 'databricks', 'starrocks']);

export function joinNameParts(text) {
  const part = '(?:[A-Za-z_]\\w*|`[^`\\n]*`)';
  const name = new RegExp(`(?<![\\w$.\`])${part}(?:\\.${part}){2,}(?![\\w$\`])`, 'g');
  return text.replace(name, (found) => {
    const last = found.lastIndexOf('.', found.endsWith('`') ? found.lastIndexOf('`', found.length - 2) : found.length);
    const leading = found.slice(0, last);
    // Bare parts are joined with "_"; a back-quoted one makes the leading parts one bare word of
    // the same length.
    const joined = leading.includes('`') ? `x${'_'.repeat(leading.length - 1)}` : leading.replaceAll('.', '_');
    return `${joined}${found.slice(last)}`;
  });
}

/**
 * Flink's CREATE TABLE takes an optional WITH (...) clause (a table created in an Iceberg catalog
 * needs none), but dt-sql-parser's Flink grammar requires it. A CREATE TABLE that fails only for
 * the lack of it is parsed again with a one-property WITH ('k' = 'v') appended (the grammar
 * takes no empty list).
 */
const FLINK_CREATE_TABLE = /^CREATE\s+(TEMPORARY\s+)?TABLE\b/i;

/**
 * The syntax errors of one statement under a dt-sql-parser grammar ([{line, column, endLine,
 * endColumn, message}], lines 1-based, columns 0-based). With `describe`, messages are
 * dt-sql-parser's plain-words ones ("'FORM' is not valid at this position, expecting ..."), which
 * take a code-completion pass to compute; without, ANTLR's own, for a statement that may still be
 * accepted by another parser or a fallback grammar.
 */
function dtErrors(parser, text, mode, describe = false) {
  const errors = [];
  if (describe) {
    const antlrParser = parser.createParser(text, (e) => errors.push({line: e.startLine, column: e.startColumn - 1, endLine: e.endLine, endColumn: e.endColumn - 1, message: e.message}));
    antlrParser.interpreter.predictionMode = mode;
    antlrParser.program();
    return errors;
  }
  const listener = {
    syntaxError(recognizer, token, line, column, message) {
      const length = token?.text && token.type !== -1 ? token.text.length : 0;
      errors.push({line, column, endLine: line, endColumn: column + length, message});
    },
    reportAmbiguity() {}, reportAttemptingFullContext() {}, reportContextSensitivity() {},
  };
  const lexer = parser.createLexer(text);
  lexer.removeErrorListeners();
  lexer.addErrorListener(listener);
  const tokens = new antlr.CommonTokenStream(lexer);
  tokens.fill();
  const antlrParser = parser.createParserFromTokenStream(tokens);
  antlrParser.removeErrorListeners();
  antlrParser.addErrorListener(listener);
  antlrParser.interpreter.predictionMode = mode;
  antlrParser.program();
  return errors;
}

/**
 * The first syntax error of one statement under a dt-sql-parser grammar ({offset, line, message}),
 * or null. `quick`: SLL prediction only, whose error may be false (step 1 of statementProblems).
 */
function dtParse(parser, name, text, {describe = false, joinNames = false, quick = false} = {}) {
  const source = joinNames ? joinNameParts(text) : text;
  // SLL prediction is fast and right for almost every input; an error under SLL is confirmed with
  // full LL prediction, which decides exactly what the grammar accepts (unless `quick`).
  let errors = dtErrors(parser, source, antlr.PredictionMode.SLL);
  if (quick && errors.length) return {offset: 0, line: 1, message: errors[0].message};
  if (errors.length) errors = dtErrors(parser, source, antlr.PredictionMode.LL, describe);
  if (errors.length && name === 'flink' && FLINK_CREATE_TABLE.test(head(text)) && !dtErrors(parser, `${source}\nWITH ('k' = 'v')`, antlr.PredictionMode.LL).length) errors = [];
  if (!errors.length) return null;
  const [first] = errors;
  const offset = offsetOf(source, first.line, first.column);
  let message = first.message;
  // Errors quote the offending token: quote it as written, not as joined by joinNameParts.
  const shown = source.slice(offset, offsetOf(source, first.endLine, first.endColumn));
  const written = text.slice(offset, offset + shown.length);
  if (shown && shown !== written) message = message.split(`'${shown}'`).join(`'${written}'`);
  // A failed semantic predicate ("rule columnRef failed predicate: ?") says nothing to a writer.
  if (/failed predicate/.test(message)) message = `syntax error ${near(source, offset)}`;
  return {offset, line: first.line, message: message.replace(/\s+/g, ' ').trim()};
}

// ---------------------------------------------------------------------------------------------
// node-sql-parser

let nodeSqlParser = null;

/**
 * One statement through node-sql-parser: null when it parses as exactly one statement, else
 * {offset, line, message}. transactsql reads unknown words as statements without semicolons
 * ("CREATE LOGIN x WITH ..." as the assignments `CREATE LOGIN`, `x WITH`, ...): a parse into more
 * than one statement, or into a bare assignment to a name without @, is not a parse.
 */
async function nodeSqlParse(text, database) {
  if (!nodeSqlParser) {
    const {default: sqlParser} = await import('node-sql-parser');
    nodeSqlParser = new sqlParser.Parser();
  }
  try {
    const ast = nodeSqlParser.astify(text, {database});
    const statements = Array.isArray(ast) ? ast : [ast];
    const bareAssignment = statements.some((s) => s?.stmt?.type === 'assign' && s.stmt.left?.type === 'var' && !s.stmt.left.prefix);
    if (statements.length !== 1 || bareAssignment) {
      const how = statements.length > 1 ? `it reads as ${statements.length} statements without ";" between them` : 'it reads as an assignment';
      return {offset: 0, line: 1, message: `syntax error ${near(text, 0)}: not a statement (${how})`};
    }
    return null;
  } catch (error) {
    const start = error.location?.start;
    if (!start) return {offset: 0, line: 1, message: String(error.message).split('\n')[0]};
    return {offset: start.offset, line: start.line, message: `syntax error ${near(text, start.offset)}`};
  }
}

// ---------------------------------------------------------------------------------------------

const parserName = (p) => (p.dt ? `dt-sql-parser ${DT_PARSERS[p.dt]}` : `node-sql-parser ${p.nodeSql}`);

/** Problems of one statement for an engine other than DuckDB. */
async function statementProblems({text, line}, dialect) {
  const engine = ENGINES[dialect];
  const statementHead = head(text);
  const parsers = typeof engine.parsers === 'function' ? engine.parsers(statementHead) : engine.parsers;
  const joinNames = JOIN_NAME_PARTS.has(dialect);
  const fallbackOnly = (FALLBACK_ONLY[dialect] ?? []).some((re) => re.test(statementHead));
  // 1. Each parser, dt-sql-parser's with fast SLL prediction only.
  const rejected = [];
  for (const p of fallbackOnly ? [] : parsers) {
    const error = p.dt ? dtParse(await dtParser(p.dt), p.dt, text, {joinNames, quick: true}) : await nodeSqlParse(text, p.nodeSql);
    if (!error) return [];
    rejected.push({p, error});
  }
  // 2. The fallback grammar, for the forms it lists.
  let fallbackProblem = null;
  const {fallback} = engine;
  if (fallback && FALLBACK_FORMS[fallback].some((re) => re.test(statementHead))) {
    const grammar = await fallbackParser(fallback);
    // An expression inside a fallback form (a CALL argument) goes back to the engine's parser.
    const expressionParser = parsers[0].dt ? await dtParser(parsers[0].dt) : null;
    const checkExpression = (expression) => (expressionParser ? expressionProblem(expression, (query) => dtParse(expressionParser, parsers[0].dt, query, {joinNames})) : null);
    try {
      grammar.parse(text, {checkExpression});
      return [];
    } catch (error) {
      const at = error.location?.start ?? {line: 1, offset: 0};
      const message = error.expected
        ? `syntax error ${near(text, at.offset)}; expected ${describeExpected(error.expected)}`
        : error.message;
      fallbackProblem = {line: line + at.line - 1, message: `${dialect} (${fallback}.peggy): ${message}`};
    }
  }
  // 3. SLL errors confirmed with full LL prediction, which decides exactly what a grammar accepts.
  for (const {p} of rejected) {
    if (p.dt && !dtParse(await dtParser(p.dt), p.dt, text, {joinNames})) return [];
  }
  if (fallbackProblem) return [fallbackProblem];
  // 4. Rejected: the first parser's error, in plain words.
  const [{p, error}] = rejected;
  const {line: at, message} = p.dt ? dtParse(await dtParser(p.dt), p.dt, text, {describe: true, joinNames}) : error;
  return [{line: line + at - 1, message: `${dialect} (${parserName(p)}): ${message}`}];
}

/**
 * An expression embedded in a fallback-parsed statement, checked by the engine's parser as the
 * one (parenthesized, so that no trailing word is taken for an alias) column of a query: null, or
 * {offset (within the expression), message}.
 */
function expressionProblem(expression, parse) {
  const prefix = 'SELECT (';
  const problem = parse(`${prefix}${expression})\nFROM t`);
  if (!problem) return null;
  const offset = Math.min(Math.max(problem.offset - prefix.length, 0), expression.length);
  const where = offset < expression.trim().length ? near(expression, offset) : 'at its end';
  return {offset, message: `syntax error in the expression ${where}`};
}

/** One peggy expectation as words: a literal's text, a rule's name, a character class. */
function describeExpectation(e) {
  if (e.description) return e.description;
  if (e.type === 'literal') return e.text;
  if (e.type === 'class') return `[${e.inverted ? '^' : ''}${e.parts.map((p) => (Array.isArray(p) ? p.join('-') : p)).join('')}]`;
  if (e.type === 'end') return 'the end of the statement';
  if (e.type === 'any') return 'any character';
  return String(e.text ?? e.type);
}

function describeExpected(expected) {
  const names = [...new Set(expected.filter((e) => e.type !== 'other' || e.description).map(describeExpectation))]
    .filter((d) => d !== 'whitespace');
  return names.length > 6 ? `${names.slice(0, 6).join(', ')}, …` : names.join(', ') || 'something else';
}

// ---------------------------------------------------------------------------------------------
// DuckDB

let duckdbInstance = null;
let duckdbConnection = null;
async function duckdb() {
  if (!duckdbConnection) {
    const {DuckDBInstance} = await import('@duckdb/node-api');
    duckdbInstance = await DuckDBInstance.create(':memory:');
    duckdbConnection = await duckdbInstance.connect();
  }
  return duckdbConnection;
}

/** Closes the in-process DuckDB, whose open instance would keep the process alive. */
export function closeDuckdb() {
  duckdbConnection?.closeSync();
  duckdbInstance?.closeSync();
  duckdbConnection = null;
  duckdbInstance = null;
}

/** DuckDB's parser over a whole block: statements are extracted (parsed), never run. */
export async function duckdbProblems(code) {
  const connection = await duckdb();
  try {
    await connection.extractStatements(code);
    return [];
  } catch (error) {
    const message = String(error.message).replace(/^Failed to extract statements:\s*/, '');
    const lineMatch = /LINE (\d+):/.exec(message);
    return [{line: lineMatch ? Number(lineMatch[1]) : 1, message: `duckdb: ${message.split('\n')[0]}`}];
  }
}

// ---------------------------------------------------------------------------------------------

/** The problems of one ```sql dialect=<dialect> block. */
export async function dialectSqlProblems(code, dialect) {
  if (!ENGINES[dialect]) return [{line: 1, message: `no parser for dialect "${dialect}"; one of ${SUPPORTED_DIALECTS.join(', ')}`}];
  if (!code.trim()) return [{line: 1, message: 'empty SQL block'}];
  if (ENGINES[dialect].duckdb) return duckdbProblems(code);
  const problems = [];
  for (const statement of splitStatements(code)) problems.push(...await statementProblems(statement, dialect));
  return problems;
}

/**
 * Many blocks ([{code, dialect}]) checked in one child process, for synchronous callers; the
 * child loads only the parsers of the dialects it is given.
 */
export function dialectProblemsBatchSync(blocks) {
  if (!blocks.length) return [];
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--worker'], {input: JSON.stringify(blocks), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (result.status !== 0) throw new Error(`SQL dialect parser process failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** One child process parsing blocks ([{code, dialect}]): a promise of their problems. */
function workerRun(blocks) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--worker'], {stdio: ['pipe', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => { stdout += chunk; });
    child.stderr.setEncoding('utf8').on('data', (chunk) => { stderr += chunk; });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`SQL dialect parser process failed: ${stderr}`));
      else resolve(JSON.parse(stdout));
    });
    child.stdin.end(JSON.stringify(blocks));
  });
}

/** The parser a dialect's blocks mostly load: a dt-sql-parser grammar, node-sql-parser or DuckDB. */
function parserFamily(dialect) {
  const engine = ENGINES[dialect];
  if (!engine) return 'none';
  if (engine.duckdb) return 'duckdb';
  const parsers = typeof engine.parsers === 'function' ? engine.parsers('SELECT') : engine.parsers;
  return parsers.find((p) => p.dt)?.dt ?? 'node-sql-parser';
}

// Loading a parser and warming it up costs far more than the statements it then parses: roughly
// 3 s of CPU for the PostgreSQL, MySQL and Spark grammars, under 1 s for the others.
const WARM_UP = {postgresql: 3, mysql: 3, spark: 3};

/**
 * dialectProblemsBatchSync without blocking: the children parse while this process goes on.
 * With two cores or more, the parsers are shared out between two children (each parser in one
 * child, balanced by its warm-up cost), which run side by side.
 */
export async function dialectProblemsBatch(blocks, {workers = Math.min(2, availableParallelism())} = {}) {
  if (!blocks.length) return [];
  const families = new Map();
  blocks.forEach((block, index) => {
    const family = parserFamily(block.dialect);
    if (!families.has(family)) families.set(family, []);
    families.get(family).push(index);
  });
  const groups = Array.from({length: Math.max(1, workers)}, () => ({cost: 0, indexes: []}));
  for (const [family, indexes] of [...families].sort(([a], [b]) => (WARM_UP[b] ?? 1) - (WARM_UP[a] ?? 1))) {
    const group = groups.reduce((least, g) => (g.cost < least.cost ? g : least));
    group.cost += WARM_UP[family] ?? 1;
    group.indexes.push(...indexes);
  }
  const out = new Array(blocks.length);
  await Promise.all(groups.filter((g) => g.indexes.length).map(async ({indexes}) => {
    const problems = await workerRun(indexes.map((i) => blocks[i]));
    indexes.forEach((blockIndex, i) => { out[blockIndex] = problems[i]; });
  }));
  return out;
}

/** Synchronous variant of dialectSqlProblems (the parsers run in a child process). */
export function dialectSqlProblemsSync(code, dialect) {
  return dialectProblemsBatchSync([{code, dialect}])[0];
}

// Worker mode for dialectProblemsBatchSync: JSON [{code, dialect}] on stdin, problems on stdout.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--worker') {
  let input = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => { input += chunk; });
  process.stdin.on('end', async () => {
    const out = [];
    for (const {code, dialect} of JSON.parse(input)) out.push(await dialectSqlProblems(code, dialect));
    closeDuckdb();
    process.stdout.write(JSON.stringify(out), () => process.exit(0));
  });
}
