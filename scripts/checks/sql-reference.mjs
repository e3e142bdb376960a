import {parseMeta} from '../lib/fence-meta.mjs';
import {sectionsOf, tablesOf, textBlocks, nodesOf, jsxElementsOf} from '../lib/content.mjs';
import {readFileSync} from 'node:fs';
import {COMMANDS, NESTED_CLAUSES, PRIVILEGES, ROLES, ORGANIZATION_ROLES} from '../../src/sql/index.mjs';

// The privileges as data/facts/roles.json lists them (rendered by <PrivilegeTable />).
const PRIVILEGE_DATA = JSON.parse(readFileSync(new URL('../../data/facts/roles.json', import.meta.url), 'utf8')).privileges;

// Every page of the SQL command reference (docs/api/sql-command-reference/) agrees with the
// grammar in src/sql/lakestone.peggy:
//
// (a) its title names a command of the grammar. The command is the title's upper-case words:
//     "CREATE CLUSTER", "SHOW RUNS IN JOB"; "GRANT privilege" and "GRANT <privilege>" are GRANT.
// (b) the first table of its `## Parameters` section has one row per clause and positional part
//     the grammar accepts for the command, and no other row. The first column holds the name in
//     backticks, as the syntax template writes it: `<name>`, `<lake>.<database>`, `<run id>`,
//     `TYPE`, `SET`, `IN LAKE`, `LIKE`. A row may name several parts (`SUSPEND` / `RESUME`).
//     Per-type OPTIONS keys belong in a separate table, after the first one. One refinement: when
//     the page's syntax template writes `SET <property> = <value>`, the properties after SET may
//     be documented in another table instead (they still may not be rows the grammar rejects).
// (c) every privilege its `## Privileges` section names is in the privilege table of
//     grant-privilege.mdx (the first table whose first header cell is "privilege", or the rows of
//     data/facts/roles.json when the page renders <PrivilegeTable />), and that table lists
//     exactly the grammar's PRIVILEGES. A code span names a privilege when it is
//     followed by "on", "of" or "privilege", when "grant", "hold(s)", "need(s)" or "require(s)"
//     comes just before it, or when it starts with CREATE, MANAGE or VIEW and is not a command.
// (d) it has the sections Syntax, Description, Parameters, Privileges, Usage notes, Examples and
//     Related commands in that order (other sections may sit between them), and its Examples
//     section has at least two ```sql statements, each followed by a ```text block (its result).

export const REFERENCE_DIR = 'docs/api/sql-command-reference/';

// `sql template` and `sql dialect=trino` blocks are not Lakestone statements.
const isTemplate = (fence) => parseMeta(fence.meta).flags.has('template');
const isOtherDialect = (fence) => parseMeta(fence.meta).values.has('dialect');
export const GRANT_PAGE = `${REFERENCE_DIR}grant-privilege.mdx`;
export const SECTIONS = ['Syntax', 'Description', 'Parameters', 'Privileges', 'Usage notes', 'Examples', 'Related commands'];

/** "GRANT privilege" → "GRANT"; "ALTER SERVICES_CLUSTER IN TABLE" → itself. */
export function commandOfTitle(title) {
  return String(title ?? '')
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Z]/.test(word) && word === word.toUpperCase())
    .join(' ');
}

const codeSpans = (text) => [...text.matchAll(/`([^`]+)`/g)].map((m) => ({text: m[1], index: m.index, end: m.index + m[0].length}));

/** The code blocks of a section, as the page's fences (lang, meta, code, line). */
function fencesOf(source, section) {
  const lines = new Set(nodesOf(source, 'code', section.nodes).map((n) => n.position.start.line));
  return source.fences.filter((f) => lines.has(f.line));
}

/** The first table of a section whose header `accept`s: {header: [text], line, rows: [{cells, line}]}. */
function firstTable(source, nodes, accept = () => true) {
  return tablesOf(source, nodes).find((t) => accept(t.header.map((c) => c.raw))) ?? null;
}

/**
 * The privileges listed by grant-privilege.mdx: [{name, line}], and the table's header line. The
 * page either writes the table or renders it from data/facts/roles.json with <PrivilegeTable />.
 */
export function privilegeTable(source, dataPrivileges = PRIVILEGE_DATA) {
  const [rendered] = jsxElementsOf(source, 'PrivilegeTable');
  if (rendered) return {names: dataPrivileges.map((p) => ({name: p.name, line: rendered.line})), line: rendered.line};
  const table = firstTable(source, undefined, (header) => header[0].replace(/[`*_]/g, '').trim().toLowerCase() === 'privilege');
  if (!table) return null;
  const names = table.rows.flatMap(({cells, line}) => (cells[0]?.codes ?? []).map((code) => ({name: code.trim(), line})));
  return {names, line: table.line};
}

/** The line of a key of the page's front matter (the line of `---` when it has none). */
function frontMatterLine(page, key) {
  const node = page.tree.children.find((n) => n.type === 'yaml');
  if (!node) return 1;
  const index = node.value.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return node.position.start.line + 1 + Math.max(index, -1);
}

const PRIVILEGE_SHAPE = /^[A-Z][A-Z_]*( [A-Z][A-Z_]*)*$/;
const NOT_A_PRIVILEGE = new Set([...ROLES, ...ORGANIZATION_ROLES]);

function privilegeClaims(text) {
  // Links reduced to their text, so "`USAGE` [privilege](/glossary#privilege)" reads as prose.
  const plain = text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  const lineOf = (span) => ({...span, lines: plain.slice(0, span.index).split('\n').length - 1});
  return codeSpans(plain).map(lineOf).filter((span) => {
    const name = span.text.trim();
    if (!PRIVILEGE_SHAPE.test(name) || NOT_A_PRIVILEGE.has(name)) return false;
    const after = plain.slice(span.end);
    const before = plain.slice(0, span.index);
    if (/^\s+(privileges?\b|on\b|of\b)/i.test(after)) return true;
    if (/\b(grant|grants|hold|holds|need|needs|require|requires)\s+(the\s+)?$/i.test(before)) return true;
    return /^(CREATE|MANAGE|VIEW)\b/.test(name) && !(name in COMMANDS);
  });
}

export default {
  id: 'sql-reference',
  run({docs}) {
    const problems = [];
    const pages = docs.filter((d) => d.rel.startsWith(REFERENCE_DIR) && !d.summary);
    const report = (source, line, message) => problems.push({rel: source.rel, line, message});

    // (c) The privilege list: grant-privilege.mdx, checked against the grammar.
    let privileges = new Set(PRIVILEGES);
    const grantPage = pages.find((d) => d.rel === GRANT_PAGE);
    if (grantPage) {
      const table = privilegeTable(grantPage);
      if (!table) {
        report(grantPage, 1, 'needs the privilege table: a table whose first header cell is "privilege", one privilege per row');
      } else {
        privileges = new Set(table.names.map((n) => n.name));
        for (const {name, line} of table.names) if (!PRIVILEGES.includes(name)) report(grantPage, line, `\`${name}\` is not a privilege of the grammar (src/sql/lakestone.peggy)`);
        for (const name of PRIVILEGES) if (!privileges.has(name)) report(grantPage, table.line, `the privilege table has no row for \`${name}\`, a privilege of the grammar`);
      }
    }

    for (const page of pages) {
      const titleLine = frontMatterLine(page, 'title');
      // (a) The command.
      const command = commandOfTitle(page.frontMatter.title);
      const parts = COMMANDS[command];
      if (!parts) report(page, titleLine, `the title "${page.frontMatter.title ?? ''}" names no command of the grammar; use one of ${Object.keys(COMMANDS).join(', ')}`);

      // (d) Sections in order.
      const found = sectionsOf(page, 2);
      let last = -1;
      for (const title of SECTIONS) {
        const index = found.findIndex((s) => s.title === title);
        if (index < 0) report(page, page.bodyStart + 1, `missing the section "## ${title}"`);
        else if (index < last) report(page, found[index].line, `"## ${title}" must come after "## ${found[last].title}"`);
        else last = index;
      }
      const section = (title) => found.find((s) => s.title === title);

      // (b) The Parameters table against the grammar.
      const parameters = section('Parameters');
      if (parameters && parts) {
        const table = firstTable(page, parameters.nodes);
        if (!table) {
          report(page, parameters.line, 'the Parameters section has no table');
        } else {
          const named = new Set();
          for (const {cells, line} of table.rows) {
            const codes = cells[0]?.codes ?? [];
            if (!codes.length) report(page, line, 'the first column names the parameter in backticks, as the syntax template writes it');
            for (const code of codes) {
              const name = code.trim();
              named.add(name);
              if (!parts.includes(name)) report(page, line, `\`${name}\` is not a clause or part of ${command}; the grammar accepts ${parts.map((p) => `\`${p}\``).join(', ')}`);
            }
          }
          const syntax = section('Syntax');
          const template = syntax && fencesOf(page, syntax).find(isTemplate);
          const generic = template?.code.includes('<property>') ? new Set(NESTED_CLAUSES[command]) : new Set();
          for (const part of parts) if (!named.has(part) && !generic.has(part)) report(page, table.line, `the Parameters table has no row for \`${part}\`, which ${command} accepts`);
        }
      }

      // (c) Privileges named on the page exist.
      const privilegeSection = section('Privileges');
      if (privilegeSection) {
        for (const block of textBlocks(page, privilegeSection.nodes)) {
          for (const span of privilegeClaims(block.raw)) {
            const name = span.text.trim();
            if (!privileges.has(name)) report(page, block.line + span.lines, `\`${name}\` is not a privilege; the privileges are listed on /api/sql-command-reference/grant-privilege`);
          }
        }
      }

      // (d) Examples: statements with their results.
      const examples = section('Examples');
      if (examples) {
        const fences = fencesOf(page, examples);
        let statements = 0;
        fences.forEach((fence, i) => {
          if (fence.lang !== 'sql' || isTemplate(fence) || isOtherDialect(fence)) return;
          statements += 1;
          if (fences[i + 1]?.lang !== 'text') report(page, fence.line, 'an example statement is followed by what it returns, in a ```text block');
        });
        if (statements < 2) report(page, examples.line, `the Examples section needs at least two \`\`\`sql statements with their results (has ${statements})`);
      }
    }
    return problems;
  },
};
