// The Lakestone SQL dialect, for the docs tooling: parse(), and the tables the content checks
// and the keyword page use (COMMANDS, KEYWORDS, the value lists). Everything here is read from
// the one grammar, lakestone.peggy; nothing about the dialect is written down twice.
//
// The grammar is compiled with peggy.generate when it changes (cached in .cache/sql/); no generated
// parser is committed, so the grammar file cannot drift from the parser that checks the pages.
import {readFileSync, writeFileSync, mkdirSync, renameSync, existsSync} from 'node:fs';
import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import path from 'node:path';

export const GRAMMAR_FILE = new URL('./lakestone.peggy', import.meta.url);
const source = readFileSync(GRAMMAR_FILE, 'utf8');

const require = createRequire(import.meta.url);
const PEGGY_VERSION = require('peggy/package.json').version;
/**
 * The parser of the grammar, and the tables read from it (commands, clauses, keywords). Generating
 * the parser and parsing the grammar take about half a second, which the writer's one-page check
 * would pay on every run, so both are kept in .cache/sql/ under a hash of the grammar and of
 * peggy's version: a changed grammar gets a new parser and new tables, never stale ones.
 */
function loadParser(grammarText) {
  const options = {allowedStartRules: ['Script', 'Lists'], grammarSource: 'lakestone.peggy'};
  const hash = createHash('sha256').update(`${PEGGY_VERSION}\n${JSON.stringify(options)}\n${grammarText}`).digest('hex').slice(0, 16);
  const file = fileURLToPath(new URL(`../../.cache/sql/lakestone-${hash}.cjs`, import.meta.url));
  const tablesFile = file.replace(/\.cjs$/, '.tables.json');
  if (existsSync(file) && existsSync(tablesFile)) {
    try {
      return {parser: require(file), tables: JSON.parse(readFileSync(tablesFile, 'utf8'))};
    } catch {
      // unreadable (a run stopped while writing it): generate it again
    }
  }
  const peggy = require('peggy'); // loaded only when the grammar changed
  const tables = readGrammar(peggy.parser.parse(grammarText, {grammarSource: 'lakestone.peggy'}));
  const code = peggy.generate(grammarText, {...options, output: 'source', format: 'commonjs'});
  try {
    mkdirSync(path.dirname(file), {recursive: true});
    for (const [target, text] of [[tablesFile, JSON.stringify(tables)], [file, code]]) {
      const temporary = `${target}.${process.pid}`;
      writeFileSync(temporary, text);
      renameSync(temporary, target);
    }
    return {parser: require(file), tables};
  } catch {
    return {parser: peggy.generate(grammarText, options), tables}; // a read-only checkout: no cache
  }
}

/**
 * A statement that does not parse: a readable message and where, 1-based. `offset` is where in the
 * text (0-based), `expected` peggy's list of what may come there ({type: 'literal', text} for a
 * keyword, {type: 'other', description} for a named rule, {type: 'end'}), `found` the character
 * there or null at the end of the text.
 */
export class SqlSyntaxError extends Error {
  constructor(message, line, column, {offset = 0, expected = [], found = null} = {}) {
    super(message);
    this.name = 'SqlSyntaxError';
    this.line = line;
    this.column = column;
    this.offset = offset;
    this.expected = expected;
    this.found = found;
  }
}

/**
 * Parses a block of Lakestone SQL (any number of statements, each ending with `;`, with `--`
 * comments) into [{command, name, clauses, location}]. Throws a SqlSyntaxError with `line` and
 * `column` at the first problem.
 */
export function parse(text) {
  try {
    return parser.parse(text, {startRule: 'Script', grammarSource: 'sql'});
  } catch (error) {
    if (!error?.location) throw error;
    const {line, column, offset} = error.location.start;
    throw new SqlSyntaxError(error.message, line, column, {offset, expected: error.expected ?? [], found: error.found ?? null});
  }
}

// ---------------------------------------------------------------------------------------------
// Reading the grammar

const KEYWORD_RULE = /^[A-Z][A-Z0-9_]*$/;

/** Calls visit(node) for every node under `node`. */
function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  visit(node);
  for (const key of ['expression', 'delimiter']) if (node[key]) walk(node[key], visit);
  for (const key of ['elements', 'alternatives']) for (const child of node[key] ?? []) walk(child, visit);
}

function isKeywordRule(rule) {
  if (!KEYWORD_RULE.test(rule.name)) return false;
  const e = rule.expression;
  const ok = e.type === 'sequence' && e.elements.length === 2
    && e.elements[0].type === 'literal' && e.elements[0].ignoreCase && e.elements[0].value === rule.name
    && e.elements[1].type === 'simple_not' && e.elements[1].expression.type === 'rule_ref' && e.elements[1].expression.name === 'IdentPart';
  if (!ok) throw new Error(`lakestone.peggy: rule ${rule.name} is named like a keyword but is not \`${rule.name} = "${rule.name}"i !IdentPart\``);
  return true;
}

/** What the checks and the keyword page read from the grammar; checks the grammar's conventions. */
function readGrammar(grammar) {
  const rules = new Map(grammar.rules.map((rule) => [rule.name, rule]));
  const keywordRules = new Set(grammar.rules.filter(isKeywordRule).map((rule) => rule.name));
  for (const rule of grammar.rules) {
    if (keywordRules.has(rule.name)) continue;
    walk(rule.expression, (node) => {
      if (node.type === 'literal' && node.ignoreCase) {
        throw new Error(`lakestone.peggy: rule ${rule.name} holds the keyword "${node.value}"i; write it as the rule ${node.value.toUpperCase()}`);
      }
    });
  }

  const reserved = new Set();
  for (const alternative of rules.get('ReservedWord').expression.alternatives) {
    if (alternative.type !== 'rule_ref' || !keywordRules.has(alternative.name)) throw new Error('lakestone.peggy: ReservedWord lists keyword rules only');
    reserved.add(alternative.name);
  }

  const displayName = (rule) => (rule.expression.type === 'named' ? rule.expression.name : undefined);
  const STATEMENT_CALL = /\bstatement\(\s*'([^']+)'/;
  const CLAUSE_CALL = /\bclause\(\s*'([^']+)'/;

  /**
   * Clauses and positional parts reachable from one statement's expression, in grammar order, and
   * which of them sit inside another clause (the properties after SET).
   */
  function partsOf(expression) {
    const found = new Set();
    const nested = new Set();
    const seen = new Set();
    const visit = (node, inClause) => {
      if (!node || typeof node !== 'object') return;
      if (node.type === 'rule_ref') {
        const rule = rules.get(node.name);
        const name = displayName(rule);
        if (name?.startsWith('<')) {
          if (!inClause) found.add(name);
          return;
        }
        if (keywordRules.has(node.name) || seen.has(`${node.name}:${inClause}`)) return;
        seen.add(`${node.name}:${inClause}`);
        visit(rule.expression, inClause);
        return;
      }
      if (node.type === 'action' && !STATEMENT_CALL.test(node.code)) {
        const clause = CLAUSE_CALL.exec(node.code);
        if (clause && !clause[1].startsWith('<')) {
          found.add(clause[1]);
          if (inClause) nested.add(clause[1]);
          visit(node.expression, true);
          return;
        }
      }
      for (const key of ['expression', 'delimiter']) visit(node[key], inClause);
      for (const key of ['elements', 'alternatives']) for (const child of node[key] ?? []) visit(child, inClause);
    };
    visit(expression, false);
    return {parts: [...found], nested: [...nested]};
  }

  function readCommands() {
    const commands = {};
    const nested = {};
    for (const rule of grammar.rules) {
      walk(rule.expression, (node) => {
        if (node.type !== 'action') return;
        const match = STATEMENT_CALL.exec(node.code);
        if (!match) return;
        if (commands[match[1]]) throw new Error(`lakestone.peggy: ${match[1]} is built by two actions`);
        const found = partsOf(node.expression);
        commands[match[1]] = Object.freeze(found.parts);
        nested[match[1]] = Object.freeze(found.nested);
      });
    }
    return [Object.freeze(commands), Object.freeze(nested)];
  }

  const [commands, nested] = readCommands();
  return {keywordRules: [...keywordRules], reserved: [...reserved], commands, nested};
}

const {parser, tables} = loadParser(source);
const keywordRules = new Set(tables.keywordRules);
const reserved = new Set(tables.reserved);
const deepFreeze = (record) => Object.freeze(Object.fromEntries(Object.entries(record).map(([k, v]) => [k, Object.freeze(v)])));
const commands = deepFreeze(tables.commands);
const nestedClauses = deepFreeze(tables.nested);

/**
 * Each command ('CREATE CLUSTER') → the clauses and positional parts it accepts.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const COMMANDS = commands;

/**
 * Each command → the clauses of COMMANDS[command] that sit inside another clause (after SET).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const NESTED_CLAUSES = nestedClauses;

const lists = parser.parse('', {startRule: 'Lists'});
export const {
  CLUSTER_TYPES, SOURCE_TYPES, TRANSFORMATION_TYPES, VALIDATION_TYPES, CATALOG_TYPES, JOB_TYPES, WRITE_MODES,
  TABLE_FORMATS, SERVICES, SERVICE_OPTIONS, STREAM_CAPTURE_OPTIONS, OBJECT_TYPES, PRIVILEGES, PRIVILEGE_OBJECTS,
  ROLES, ORGANIZATION_ROLES, GRANTEE_TYPES, RANGES,
} = lists;

function readKeywords() {
  const words = new Map();
  for (const name of keywordRules) words.set(name, reserved.has(name));
  // Privileges, roles and services are written without quotes, so their words are keywords too.
  for (const value of [...PRIVILEGES, ...ROLES, ...SERVICES]) {
    for (const word of value.split(' ')) if (!words.has(word)) words.set(word, false);
  }
  return Object.freeze([...words].sort(([a], [b]) => a.localeCompare(b)).map(([keyword, isReserved]) => Object.freeze({keyword, reserved: isReserved})));
}

/**
 * Every keyword of the dialect, alphabetically: [{keyword: 'ALTER', reserved: true}, ...].
 * @type {ReadonlyArray<Readonly<{keyword: string, reserved: boolean}>>}
 */
export const KEYWORDS = readKeywords();

const keywordSet = new Set(KEYWORDS.map((k) => k.keyword));
/** True when `word` (any case) is a keyword of the dialect. */
export const isKeyword = (word) => keywordSet.has(word.toUpperCase());
