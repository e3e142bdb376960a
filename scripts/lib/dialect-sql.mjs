// Checks ```sql dialect=<engine> blocks: SQL written for another engine than Lakestone.
//
//   dialectSqlProblems(code, dialect)     -> Promise<[{line, message}]>   (async: DuckDB's parser is)
//   dialectSqlProblemsSync(code, dialect) -> [{line, message}]            (DuckDB in a child process)
//   duckdbProblemsBatchSync(codes)        -> [[{line, message}], ...]     (one child for many blocks)
//
// Lines are relative to the block (1 = its first line), as in code-checkers.mjs.
//
// Every block is parsed by a real parser for its engine:
// - DuckDB by DuckDB's own parser (@duckdb/node-api: DuckDBConnection.extractStatements parses
//   without executing, against an in-memory database, so INSTALL, ATTACH or CREATE SECRET never
//   run). This is why the main function is async.
// - Every other engine by node-sql-parser, one statement at a time, with the database option
//   given in PARSERS below. Engines that node-sql-parser has no grammar for are mapped to the
//   closest one, for the reason written next to each.
//   A statement must parse as exactly one statement: some grammars (transactsql) otherwise read
//   unknown words as a run of statements without semicolons ("CREATE LOGIN x" as three
//   assignments), which would accept anything.
// - Statement forms that the chosen grammar does not support at all (engine DDL such as
//   Snowflake's CREATE ICEBERG TABLE, Redshift's CREATE EXTERNAL SCHEMA, StarRocks' CREATE
//   EXTERNAL CATALOG, Trino's CREATE CATALOG, Spark's MERGE INTO and time travel) are parsed by a
//   peggy grammar in ./dialects/<name>.peggy written for exactly those forms, to the engine's
//   documented syntax. The fallback is used only for a statement the real parser rejects AND
//   whose form is listed in FALLBACK_FORMS (its leading keywords, or for Spark queries the
//   Spark-only clause they use); any other rejected statement reports the real parser's error.
// - A fallback grammar may hand an embedded expression back to the real parser (Flink's
//   WATERMARK and computed-column expressions): options.checkExpression(text) returns null or
//   {offset, message}.
import {readFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import peggy from 'peggy';
import sqlParser from 'node-sql-parser';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const {Parser} = sqlParser;

/**
 * Engine (the value of dialect=) -> node-sql-parser databases to try in order, and the fallback
 * grammar for the statement forms none of them supports. A statement passes when one parser
 * accepts it; when all reject it, the error of the parser that read furthest is reported.
 */
export const PARSERS = {
  athena: {
    // Athena runs DML on its Trino-based engine (version 3): the athena grammar first, then
    // trino's for what it lacks (catalog-qualified names such as awsdatacatalog.db.table).
    databases: ['athena', 'trino'],
  },
  bigquery: {databases: ['bigquery'], fallback: 'bigquery'},
  databricks: {
    // No Databricks or Spark grammar exists in node-sql-parser. Hive's is the closest relative
    // (Spark SQL grew out of HiveQL: backticks, USING/LOCATION heritage), but it rejects
    // three-part names (catalog.schema.table), window functions and DELETE, which Spark 3 and
    // Databricks SQL accept; trino's ANSI grammar covers those.
    databases: ['hive', 'trino'],
    fallback: 'spark',
  },
  duckdb: {duckdb: true},
  flink: {databases: ['flinksql'], fallback: 'flink'},
  hive: {databases: ['hive']},
  mysql: {databases: ['mysql'], fallback: 'mysql'},
  postgresql: {databases: ['postgresql'], fallback: 'postgresql'},
  redshift: {databases: ['redshift'], fallback: 'redshift'},
  snowflake: {databases: ['snowflake'], fallback: 'snowflake'},
  spark: {
    // Same reasoning as databricks: Spark SQL is parsed as HiveQL, then as ANSI SQL (trino).
    databases: ['hive', 'trino'],
    fallback: 'spark',
  },
  sqlserver: {databases: ['transactsql'], fallback: 'sqlserver'},
  starrocks: {
    // StarRocks speaks the MySQL protocol and its query syntax is MySQL's; its catalog DDL is
    // covered by the starrocks fallback grammar.
    databases: ['mysql'],
    fallback: 'starrocks',
  },
  trino: {databases: ['trino'], fallback: 'trino'},
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
  redshift: [
    /^CREATE\s+EXTERNAL\s+SCHEMA\b/i,
    /^DROP\s+SCHEMA\b/i,
    /^GRANT\s+USAGE\s+ON\s+SCHEMA\b/i,
  ],
  starrocks: [
    /^CREATE\s+EXTERNAL\s+CATALOG\b/i,
    /^SET\s+CATALOG\b/i,
    /^USE\s+\S+\.\S+/i,
    /^SHOW\s+(CATALOGS|CREATE\s+CATALOG|DATABASES|TABLES)\b/i,
    /^DROP\s+CATALOG\b/i,
    /^REFRESH\s+EXTERNAL\s+TABLE\b/i,
  ],
  trino: [
    /^CREATE\s+CATALOG\b/i,
    /^DROP\s+CATALOG\b/i,
    /^SHOW\s+(SCHEMAS|TABLES|CREATE)\b/i,
    /^USE\s+/i,
  ],
  spark: [
    /^USE\s+/i,
    /^SHOW\s+(TABLES|SCHEMAS|DATABASES|NAMESPACES|CATALOGS)\b/i,
    /^(DESC|DESCRIBE)\s+/i,
    /^(CREATE\s+(OR\s+REPLACE\s+)?|REPLACE\s+)((TEMPORARY|EXTERNAL)\s+)*TABLE\b/i,
    /^CREATE\s+(OR\s+REPLACE\s+)?((GLOBAL\s+)?TEMPORARY\s+)?VIEW\b/i,
    /^ALTER\s+TABLE\b/i,
    /^DROP\s+TABLE\b/i,
    /^CALL\s+/i,
    /^CREATE\s+EXTERNAL\s+LOCATION\b/i,
    /^GRANT\s+/i,
    /^REFRESH\s+TABLE\b/i,
    /^INSERT\s+(INTO|OVERWRITE)\b/i,
    /^MERGE\s+(WITH\s+SCHEMA\s+EVOLUTION\s+)?INTO\b/i,
    // Queries that read a table as of a version or a time (time travel) ...
    /^(SELECT|WITH)\b.*\b(FOR\s+)?(VERSION|SYSTEM_VERSION|TIMESTAMP|SYSTEM_TIME)\s+AS\s+OF\b/i,
    // ... or read an Iceberg metadata table by a four-part name (catalog.database.table.snapshots).
    /^(SELECT|WITH)\b.*\b(FROM|JOIN)\s+(`[^`]+`|\w+)(\s*\.\s*(`[^`]+`|\w+)){3}/i,
  ],
  postgresql: [
    /^ALTER\s+SYSTEM\b/i,
    /^(CREATE|ALTER|DROP)\s+PUBLICATION\b/i,
    /^(CREATE|ALTER|DROP)\s+(ROLE|USER)\b/i,
  ],
  mysql: [
    /^SHOW\s+((GLOBAL|SESSION)\s+)?VARIABLES\b/i,
    /^SHOW\s+(MASTER\s+STATUS|BINARY\s+LOG\s+STATUS|BINARY\s+LOGS|REPLICA\s+STATUS)\b/i,
    /^GRANT\s+/i,
    /^DROP\s+USER\b/i,
  ],
  bigquery: [
    /^CREATE\s+(OR\s+REPLACE\s+)?EXTERNAL\s+TABLE\b/i,
  ],
  sqlserver: [
    /^CREATE\s+(LOGIN|USER|ROLE)\b/i,
    /^ALTER\s+ROLE\b/i,
    /^GRANT\s+/i,
  ],
  flink: [
    /^(SET|RESET)\b/i,
    /^CREATE\s+CATALOG\b/i,
    /^CREATE\s+(TEMPORARY\s+)?TABLE\b/i,
  ],
};

export const SUPPORTED_DIALECTS = Object.keys(PARSERS);

const grammars = new Map();
/**
 * The compiled fallback grammar `name` (common.peggy appended); compiled once, on first use.
 * Results are cached (packrat parsing), so nested parentheses in the query grammars stay linear.
 */
export function fallbackParser(name) {
  if (!grammars.has(name)) {
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

const sqlParserInstance = new Parser();

/**
 * One statement through node-sql-parser: null when it parses as exactly one statement, else
 * {offset, line, message}. transactsql reads unknown words as statements without semicolons
 * ("CREATE LOGIN x WITH ..." as the assignments `CREATE LOGIN`, `x WITH`, ...): a parse into more
 * than one statement, or into a bare assignment to a name without @, is not a parse.
 */
function nodeSqlParse(text, database) {
  try {
    const ast = sqlParserInstance.astify(text, {database});
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

/** Problems of one statement for an engine parsed by node-sql-parser (+ fallback grammar). */
function statementProblems({text, line}, dialect) {
  const {databases, fallback} = PARSERS[dialect];
  let furthest = null;
  for (const database of databases) {
    const error = nodeSqlParse(text, database);
    if (!error) return [];
    if (!furthest || error.offset > furthest.offset) furthest = {...error, database};
  }
  if (fallback && FALLBACK_FORMS[fallback].some((re) => re.test(head(text)))) {
    try {
      fallbackParser(fallback).parse(text, {checkExpression: (expression) => expressionProblem(expression, databases[0])});
      return [];
    } catch (error) {
      const at = error.location?.start ?? {line: 1, offset: 0};
      const expected = error.expected ? '' : `: ${error.message}`;
      const message = error.expected
        ? `${dialect} (${fallback}.peggy): syntax error ${near(text, at.offset)}; expected ${describeExpected(error.expected)}`
        : `${dialect} (${fallback}.peggy)${expected}`;
      return [{line: line + at.line - 1, message}];
    }
  }
  return [{line: line + furthest.line - 1, message: `${dialect} (node-sql-parser ${furthest.database}): ${furthest.message}`}];
}

/**
 * An expression embedded in a fallback-parsed statement, checked by the real parser as the one
 * (parenthesized, so that no trailing word is taken for an alias) column of a query: null, or
 * {offset (within the expression), message}.
 */
function expressionProblem(expression, database) {
  const prefix = 'SELECT (';
  const problem = nodeSqlParse(`${prefix}${expression})\nFROM t`, database);
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

/** Problems of a block for an engine other than DuckDB (synchronous). */
function nonDuckdbProblems(code, dialect) {
  return splitStatements(code).flatMap((statement) => statementProblems(statement, dialect));
}

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

/** The problems of one ```sql dialect=<dialect> block. Async because DuckDB's API is. */
export async function dialectSqlProblems(code, dialect) {
  if (!PARSERS[dialect]) return [{line: 1, message: `no parser for dialect "${dialect}"; one of ${SUPPORTED_DIALECTS.join(', ')}`}];
  if (!code.trim()) return [{line: 1, message: 'empty SQL block'}];
  if (PARSERS[dialect].duckdb) return duckdbProblems(code);
  return nonDuckdbProblems(code, dialect);
}

/** DuckDB blocks checked in one child process, for synchronous callers. */
export function duckdbProblemsBatchSync(codes) {
  if (!codes.length) return [];
  const result = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--duckdb-worker'], {input: JSON.stringify(codes), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`DuckDB parser process failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Synchronous variant of dialectSqlProblems (DuckDB blocks run in a child process). */
export function dialectSqlProblemsSync(code, dialect) {
  if (PARSERS[dialect]?.duckdb && code.trim()) return duckdbProblemsBatchSync([code])[0];
  if (!PARSERS[dialect]) return [{line: 1, message: `no parser for dialect "${dialect}"; one of ${SUPPORTED_DIALECTS.join(', ')}`}];
  if (!code.trim()) return [{line: 1, message: 'empty SQL block'}];
  return nonDuckdbProblems(code, dialect);
}

// Worker mode for duckdbProblemsBatchSync: JSON array of blocks on stdin, problems on stdout.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--duckdb-worker') {
  let input = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => { input += chunk; });
  process.stdin.on('end', async () => {
    const out = [];
    for (const code of JSON.parse(input)) out.push(await duckdbProblems(code));
    process.stdout.write(JSON.stringify(out), () => process.exit(0));
  });
}
