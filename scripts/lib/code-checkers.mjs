// One checker per language of fenced code blocks. Each takes the block's code and returns a list
// of {line, message}, lines relative to the block (1 = first line of code).
import {spawnSync} from 'node:child_process';
import yaml from 'js-yaml';
import {parse as parseToml} from 'smol-toml';
import {XMLValidator} from 'fast-xml-parser';
import {validateIamPolicy, looksLikeIamPolicy} from './iam-policy.mjs';
import {parse as parseLakestoneSql, isKeyword as isLakestoneKeyword, KEYWORDS as LAKESTONE_KEYWORDS} from '../../src/sql/index.mjs';
import {closest} from './closest.mjs';
import {dialectSqlProblemsSync, dialectProblemsBatch, SUPPORTED_DIALECTS} from './dialect-sql.mjs';

export {parseMeta} from './fence-meta.mjs';

/** Brackets and quotes balance; returns the first problem. */
export function checkBalanced(code, {quotes = ["'", '"'], pairs = {'(': ')', '[': ']', '{': '}'}} = {}) {
  const stack = [];
  const closers = new Map(Object.entries(pairs).map(([o, c]) => [c, o]));
  let quote = null;
  let line = 1;
  for (let i = 0; i < code.length; i += 1) {
    const ch = code[i];
    if (ch === '\n') {
      line += 1;
      if (quote === '"' || quote === "'") {
        // Quoted strings do not span lines in the languages this is used for.
        return [{line: line - 1, message: `unclosed ${quote} quote`}];
      }
      continue;
    }
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (quotes.includes(ch)) quote = ch;
    else if (pairs[ch]) stack.push({ch, line});
    else if (closers.has(ch)) {
      const top = stack.pop();
      if (!top || top.ch !== closers.get(ch)) return [{line, message: `unbalanced '${ch}'`}];
    }
  }
  if (quote) return [{line, message: `unclosed ${quote} quote`}];
  if (stack.length) return [{line: stack.at(-1).line, message: `'${stack.at(-1).ch}' is never closed`}];
  return [];
}

function jsonProblems(code, {meta}) {
  try {
    const value = JSON.parse(code);
    if (looksLikeIamPolicy(value) || meta.flags.has('iam-policy')) return validateIamPolicy(value).map((message) => ({line: 1, message: `IAM policy: ${message}`}));
    return [];
  } catch (error) {
    const pos = /position (\d+)/.exec(error.message);
    const line = pos ? code.slice(0, Number(pos[1])).split('\n').length : 1;
    return [{line, message: `JSON does not parse: ${error.message}`}];
  }
}

function yamlProblems(code) {
  try {
    yaml.loadAll(code);
    return [];
  } catch (error) {
    return [{line: (error.mark?.line ?? 0) + 1, message: `YAML does not parse: ${error.reason ?? error.message}`}];
  }
}

function tomlProblems(code) {
  try {
    parseToml(code);
    return [];
  } catch (error) {
    return [{line: error.line ?? 1, message: `TOML does not parse: ${error.message.split('\n')[0]}`}];
  }
}

function xmlProblems(code) {
  const result = XMLValidator.validate(code);
  return result === true ? [] : [{line: result.err.line, message: `XML is not well formed: ${result.err.msg}`}];
}

// java-parser takes a second to load: it is loaded by loadCheckers() only for pages with Java blocks.
let parseJava = null;

/** Loads the checkers that are slow to load, for the languages given (the fences' `lang`). */
export async function loadCheckers(langs) {
  if (langs.has('java') && !parseJava) parseJava = (await import('java-parser')).parse;
}

function javaProblems(code) {
  if (!parseJava) throw new Error('code-checkers: call `await loadCheckers(new Set([\'java\']))` before checking Java');
  // A snippet may be a whole compilation unit or the body of a class.
  for (const candidate of [code, `class Snippet {\n${code}\n}`, `class Snippet { void run() throws Exception {\n${code}\n} }`]) {
    try {
      parseJava(candidate);
      return [];
    } catch {
      // try the next wrapping
    }
  }
  try {
    parseJava(code);
  } catch (error) {
    return [{line: error.token?.startLine ?? 1, message: `Java does not parse: ${String(error.message).split('\n')[0]}`}];
  }
  return [];
}

// gcloud adds these flags to list commands only; on `describe` (and on `storage ... get-iam-policy`)
// they stop the command with "unrecognized arguments".
const GCLOUD_LIST_FLAGS = ['--filter', '--limit', '--page-size', '--sort-by'];

/** Problems of the gcloud commands in a shell block: a list-only flag on a command that lists nothing. */
function gcloudProblems(code) {
  const problems = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let command = lines[i];
    while (/\\\s*$/.test(command) && i + 1 < lines.length) command = command.replace(/\\\s*$/, ' ') + lines[++i];
    for (const segment of command.split(/\|\|?|&&|;/)) {
      const words = segment.trim().split(/\s+/);
      if (words[0] !== 'gcloud') continue;
      // The words before the first flag: the command's groups, its verb, then its positional arguments.
      const firstFlag = words.findIndex((w) => w.startsWith('-'));
      const path = words.slice(1, firstFlag === -1 ? undefined : firstFlag);
      const verbAt = path.findIndex((w) => w === 'describe' || w === 'get-iam-policy' || w === 'list');
      const notList = path[verbAt] === 'describe' || (path[0] === 'storage' && path[verbAt] === 'get-iam-policy');
      const flag = GCLOUD_LIST_FLAGS.find((f) => words.some((w) => w === f || w.startsWith(`${f}=`)));
      if (notList && flag) {
        problems.push({line: start + 1, message: `\`gcloud ${path.slice(0, verbAt + 1).join(' ')}\` is not a list command and takes no ${flag} (gcloud gives ${GCLOUD_LIST_FLAGS.join(', ')} to list commands only); pipe its --format output to grep instead`});
      }
    }
  }
  return problems;
}

function bashProblems(code) {
  const problems = [];
  code.split('\n').forEach((line, i) => {
    if (/^\s*(\$|%|PS>|C:\\>)\s+\S/.test(line)) {
      problems.push({line: i + 1, message: 'a prompt character is pasted in; show the command alone so it can be copied'});
    }
  });
  return [...problems, ...gcloudProblems(code)];
}

function keyValueProblems(code, {separator}) {
  const problems = [];
  code.split('\n').forEach((line, i) => {
    const t = line.trim();
    if (!t || t.startsWith('#') || t.startsWith(';') || /^\[[^\]]+\]$/.test(t)) return;
    if (!separator.test(t)) problems.push({line: i + 1, message: `not a key${separator.source.includes(':') ? ' = / : ' : '='}value line`});
  });
  return problems;
}

function httpProblems(code) {
  const [head, ...rest] = code.split(/\n\s*\n/);
  const lines = head.split('\n');
  const problems = [];
  if (!/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+ HTTP\/(1\.1|2)$/.test(lines[0]) && !/^HTTP\/(1\.1|2) \d{3}( .*)?$/.test(lines[0])) {
    problems.push({line: 1, message: 'first line must be a request line (METHOD /path HTTP/1.1) or a status line (HTTP/1.1 200 OK)'});
  }
  lines.slice(1).forEach((line, i) => {
    if (!/^[A-Za-z0-9-]+: .+$/.test(line)) problems.push({line: i + 2, message: 'not a "Header-Name: value" line'});
  });
  const body = rest.join('\n\n').trim();
  const isJson = /content-type: application\/json/i.test(head);
  if (body && isJson) {
    try {
      JSON.parse(body);
    } catch (error) {
      problems.push({line: lines.length + 2, message: `JSON body does not parse: ${error.message}`});
    }
  }
  return problems;
}

const LAKESTONE_COMMAND = /^(CREATE|ALTER|DELETE|DESCRIBE|SHOW|RUN|CANCEL|GRANT|REVOKE)\b/i;

// What a named rule of the grammar stands for, in a writer's words.
const RULE_WORDS = {
  string: "a quoted string, such as 'text'",
  integer: 'a whole number',
  'TRUE or FALSE': 'TRUE or FALSE',
  'list of names': 'a list of names in parentheses, such as (a, b)',
  'list of strings': "a list of quoted strings in parentheses, such as ('a', 'b')",
  'empty list': 'an empty list, ()',
};

const oneOf = (items, max = 12) => {
  if (items.length === 1) return items[0];
  const shown = items.length > max ? [...items.slice(0, max - 2), `${items.length - max + 2} more`] : items;
  return `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
};

/** What may come where a statement fails, in plain words, from peggy's `expected` list. */
export function expectedInWords(expected) {
  const keywords = [...new Set(expected.filter((e) => e.type === 'literal' && /^[A-Za-z_]+$/.test(e.text)).map((e) => e.text.toUpperCase()))].sort();
  const marks = [...new Set(expected.filter((e) => e.type === 'literal' && !/^[A-Za-z_]+$/.test(e.text)).map((e) => `\`${e.text}\``))];
  const named = [...new Set(expected.filter((e) => e.type === 'other' && e.description !== 'whitespace').map((e) => e.description))]
    .map((d) => RULE_WORDS[d] ?? (d.startsWith('<') ? `a value for ${d}` : d));
  const parts = [];
  if (keywords.length) parts.push(keywords.length === 1 ? `the keyword ${keywords[0]}` : `one of the keywords ${oneOf(keywords)}`);
  parts.push(...named, ...marks);
  if (expected.some((e) => e.type === 'end')) parts.push('the end of the block');
  return {keywords, text: parts.length ? oneOf(parts, 20) : 'nothing more'};
}

/** The statement of `code` around `offset`, on one line. */
function statementAt(code, offset) {
  const clean = code.replace(/--[^\n]*/g, (c) => ' '.repeat(c.length));
  const start = clean.lastIndexOf(';', offset - 1) + 1;
  const next = clean.indexOf(';', offset);
  const text = clean.slice(start, next < 0 ? clean.length : next + 1).replace(/\s+/g, ' ').trim();
  return {start, text: text.length > 100 ? `${text.slice(0, 99)}…` : text};
}

/**
 * A Lakestone SQL syntax error in a writer's words: the statement, the word at fault, what may
 * come there, and the closest keyword ("did you mean `CREATE CLUSTER`?").
 */
export function explainSqlError(code, error) {
  const {start, text: statement} = statementAt(code, error.offset);
  const rest = code.slice(error.offset);
  const word = /^(?:[A-Za-z_][A-Za-z0-9_]*|'[^'\n]*'?|\d+|\S)/.exec(rest)?.[0];
  const before = code.slice(start, error.offset).replace(/--[^\n]*/g, ' ').trim().split(/\s+/).filter(Boolean);
  const after = `\`${before.slice(-3).join(' ')}\``;
  if (!error.expected?.length) return `in \`${statement}\`, at ${word ? `\`${word}\`` : 'the end of the block'}: ${error.message}`;
  const {keywords, text} = expectedInWords(error.expected);
  const fault = !word ? `the block ends after ${after}` : before.length ? `\`${word}\` cannot follow ${after}` : `\`${word}\` cannot start a statement`;
  let message = `in \`${statement}\`, ${fault}; Lakestone expects ${text} there`;
  const near = word && /^[A-Za-z_]/.test(word) ? closest(word.toUpperCase(), keywords) : undefined;
  if (near) {
    const lead = [];
    for (let i = before.length - 1; i >= 0 && lead.length < 2 && /^[A-Z][A-Z_]*$/.test(before[i]) && isLakestoneKeyword(before[i]); i -= 1) lead.unshift(before[i]);
    message += `. Did you mean \`${[...lead, near].join(' ')}\`?`;
  } else if (!before.length && word && !LAKESTONE_COMMAND.test(word)) {
    message += `. \`${word}\` is not a Lakestone command: mark SQL for another engine with dialect=<engine>, such as \`\`\`sql dialect=trino`;
  }
  return message;
}

/** Lakestone SQL: the block parses with the dialect's grammar (src/sql/lakestone.peggy). */
function lakestoneSqlProblems(code) {
  try {
    parseLakestoneSql(code);
    return [];
  } catch (error) {
    if (error?.line === undefined) throw error;
    return [{line: error.line, column: error.column, message: explainSqlError(code, error)}];
  }
}

/**
 * A syntax template: brackets balance, and (for Lakestone templates, those without dialect=) every
 * upper-case word outside quotes and <placeholders> is a keyword of the grammar.
 */
function sqlTemplateProblems(code, {keywords}) {
  const bare = code.replace(/--.*$/gm, '');
  const problems = checkBalanced(bare, {quotes: ["'"], pairs: {'(': ')', '[': ']', '{': '}', '<': '>'}});
  if (!keywords) return problems;
  bare.split('\n').forEach((line, i) => {
    const words = line.replace(/'(?:[^']|'')*'/g, ' ').replace(/<[^<>]*>/g, ' ').match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
    for (const word of words) {
      if (/[A-Z]/.test(word) && word === word.toUpperCase() && !isLakestoneKeyword(word)) {
        const near = closest(word, LAKESTONE_KEYWORDS.map((k) => k.keyword));
        problems.push({line: i + 1, column: line.indexOf(word) + 1, message: `${word} is not a keyword of the Lakestone grammar${near ? `; did you mean ${near}?` : ''} (the keywords are listed on /api/getting-started/sql-keywords)`});
      }
    }
  });
  return problems;
}

export const SQL_DIALECTS = SUPPORTED_DIALECTS;

/**
 * The engine of a ```sql dialect=<engine> block that is checked as that engine's SQL (not a
 * `sql template` block), else null.
 */
export function sqlDialectOf(lang, meta) {
  return lang === 'sql' && !meta.flags.has('template') && meta.values.get('dialect') ? meta.values.get('dialect') : null;
}

/**
 * SQL written for another engine goes through that engine's parser (lib/dialect-sql.mjs), in a
 * child process: callers with many blocks batch them with sqlDialectProblemsBatch instead.
 */
function sqlProblems(code, {meta}) {
  if (meta.flags.has('template')) return sqlTemplateProblems(code, {keywords: !meta.values.has('dialect')});
  const dialect = meta.values.get('dialect');
  if (dialect) {
    if (!SQL_DIALECTS.includes(dialect)) return [{line: 1, message: `unknown dialect "${dialect}"; one of ${SQL_DIALECTS.join(', ')}`}];
    return dialectSqlProblemsSync(code, dialect);
  }
  return lakestoneSqlProblems(code);
}

/**
 * ```sql dialect=<engine> blocks ([{code, dialect}]) parsed together by one child process, which
 * loads only the parsers of the engines it is given: a promise of [{index, line, message}].
 */
export async function sqlDialectProblemsBatch(blocks) {
  return (await dialectProblemsBatch(blocks)).flatMap((problems, index) => problems.map(({line, message}) => ({index, line, message})));
}

/** Python blocks are parsed together by one python3 process (ast.parse, Python 3.11 syntax). */
export function pythonProblemsBatch(blocks) {
  if (!blocks.length) return [];
  const script = `import ast, json, sys
out = []
for i, code in enumerate(json.load(sys.stdin)):
    try:
        ast.parse(code)
    except SyntaxError as e:
        out.append([i, e.lineno or 1, e.msg])
print(json.dumps(out))`;
  const result = spawnSync('python3', ['-c', script], {input: JSON.stringify(blocks), encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
  return JSON.parse(result.stdout).map(([index, line, message]) => ({index, line, message: `Python does not parse: ${message}`}));
}

/** language → checker; a language missing here needs nocheck="<why>". */
export const CHECKERS = {
  sql: sqlProblems,
  json: jsonProblems,
  yaml: yamlProblems,
  toml: tomlProblems,
  xml: xmlProblems,
  java: javaProblems,
  bash: bashProblems,
  http: httpProblems,
  properties: (code) => keyValueProblems(code, {separator: /^[^=:\s][^=:]*\s*[=:]/}),
  ini: (code) => keyValueProblems(code, {separator: /^[^=\s][^=]*\s*=/}),
  hcl: (code) => checkBalanced(code.replace(/#.*$/gm, ''), {quotes: ['"']}),
  scala: (code) => checkBalanced(code.replace(/\/\/.*$/gm, ''), {quotes: ['"']}),
  python: null, // batched: pythonProblemsBatch
  text: () => [], // output and plain text: nothing to run
};
