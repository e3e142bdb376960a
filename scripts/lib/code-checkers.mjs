// One checker per language of fenced code blocks. Each takes the block's code and returns a list
// of {line, message}, lines relative to the block (1 = first line of code).
import {spawnSync} from 'node:child_process';
import yaml from 'js-yaml';
import {parse as parseToml} from 'smol-toml';
import {XMLValidator} from 'fast-xml-parser';
import {parse as parseJava} from 'java-parser';
import {validateIamPolicy, looksLikeIamPolicy} from './iam-policy.mjs';
import {parse as parseLakestoneSql, isKeyword as isLakestoneKeyword} from '../../src/sql/index.mjs';
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

function javaProblems(code) {
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

function bashProblems(code) {
  const problems = [];
  code.split('\n').forEach((line, i) => {
    if (/^\s*(\$|%|PS>|C:\\>)\s+\S/.test(line)) {
      problems.push({line: i + 1, message: 'a prompt character is pasted in; show the command alone so it can be copied'});
    }
  });
  return problems;
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

/** Lakestone SQL: the block parses with the dialect's grammar (src/sql/lakestone.peggy). */
function lakestoneSqlProblems(code) {
  try {
    parseLakestoneSql(code);
    return [];
  } catch (error) {
    if (error?.line === undefined) throw error;
    // A statement that does not start with a Lakestone verb is most likely another engine's SQL.
    const foreign = code.replace(/--.*$/gm, '').split(';').map((s) => s.trim()).find((s) => s && !LAKESTONE_COMMAND.test(s));
    const hint = foreign ? ` ("${foreign.split(/\s+/).slice(0, 3).join(' ')}…" is not a Lakestone command: mark SQL for another engine with dialect=<engine>)` : '';
    return [{line: error.line, message: `${error.message}${hint}`}];
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
        problems.push({line: i + 1, message: `${word} is not a keyword of the Lakestone grammar (see /api/getting-started/sql-keywords)`});
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
