// Synced tabs (`<Tabs>` of @theme/Tabs) show one task done several ways, and stay in sync across
// the site by their group. The convention (writers-guide/README.md, "Tabs"):
//
// - Every <Tabs> of a doc page, blog post or page names one of the site's groups in `groupId` and
//   has `queryString`, so a choice holds on every page of the group and a link can pick a tab
//   (`?interface=sql`).
// - Its <TabItem>s use only the group's values, each at most once, with the group's label, and
//   there are at least two: a tab with no sibling replaces nothing.
// - In the `interface` group, the `api` tab calls the SQL Command API as its page documents it:
//   every ```http block there is a request to the endpoint of "## The endpoint", with each
//   header the header table marks required, named `api=statement-request`, and with a body whose
//   keys are fields of the "statement request field" table (the required ones present). Its
//   `statement` is one of the statements of the `sql` tab beside it, whitespace aside.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseMeta} from '../lib/fence-meta.mjs';
import {ROOT, jsxElementsOf, sectionNamed, tablesOf} from '../lib/content.mjs';
import {fieldTables, keyPaths} from './api-examples.mjs';

export const API_PAGE = 'docs/api/getting-started/sql-command-api.mdx';

/** The groups a page may use: value → label, in the order the tabs are shown (the synced-tabs plugin's file). */
const {$comment, ...groups} = JSON.parse(readFileSync(path.join(ROOT, 'src/plugins/synced-tabs/groups.json'), 'utf8'));
export const TAB_GROUPS = groups;

/** Splits Lakestone SQL into statements, each ending with `;`, outside quotes and comments. */
export function statementsOf(code) {
  const out = [];
  let current = '';
  let quote = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i];
    if (!quote && c === '-' && code[i + 1] === '-') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
      current += ' ';
      continue;
    }
    current += c;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') {
      quote = c;
    } else if (c === ';') {
      out.push(normalize(current));
      current = '';
    }
  }
  if (current.trim()) out.push(normalize(current));
  return out;
}

const normalize = (statement) => statement.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();

/** What the SQL Command API page documents about a request: endpoint, required headers, body fields. */
export function documentedRequest(apiPage) {
  if (!apiPage) return null;
  if (apiPage.summary) return unpackRequest(apiPage.request);
  const endpointSection = sectionNamed(apiPage, 'The endpoint');
  const endpoint = endpointSection?.nodes.find((n) => n.type === 'code')?.value;
  const m = /^(GET|POST|PUT|PATCH|DELETE)\s+https:\/\/([^/\s]+)(\/\S*)$/.exec(endpoint?.trim() ?? '');
  if (!m) return null;
  const headerTable = tablesOf(apiPage, endpointSection.nodes).find((t) => t.header[0]?.text.toLowerCase() === 'header');
  const required = (headerTable?.rows ?? []).filter((r) => /^yes\b/i.test(r.cells[1]?.text ?? '')).map((r) => r.cells[0].codes[0]).filter(Boolean);
  const schema = fieldTables(apiPage).find((t) => t.schema === 'statement-request');
  return {method: m[1], host: m[2], path: pathPattern(m[3]), pathText: m[3], requiredHeaders: required, fields: schema?.fields ?? new Map()};
}

const pathPattern = (pathText) => new RegExp(`^${pathText.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[A-Za-z0-9_-]+')}$`);

/** The documented request as JSON, for the site cache (lib/site-cache.mjs); null stays null. */
export const packRequest = (request) => request && {...request, path: undefined, fields: [...request.fields]};
const unpackRequest = (packed) => packed ? {...packed, path: pathPattern(packed.pathText), fields: new Map(packed.fields)} : null;

/** Problems of one http request block in an `api` tab, against the documented request. */
export function apiRequestProblems(fence, request, sqlStatements) {
  const problems = [];
  const say = (line, message) => problems.push({line: fence.line + line, message});
  const meta = parseMeta(fence.meta);
  if (meta.values.get('api') !== 'statement-request') say(0, 'an http block in an `api` tab is a request to the SQL Command API: name its schema with ```http api=statement-request');
  const [head, ...rest] = fence.code.split(/\n\s*\n/);
  const lines = head.split('\n');
  const requestLine = /^(\S+) (\S+) HTTP\/1\.1$/.exec(lines[0].trim());
  if (!requestLine || requestLine[1] !== request.method || !request.path.test(requestLine[2])) {
    say(1, `the request line is \`${request.method} ${request.pathText} HTTP/1.1\` (${API_PAGE}, "The endpoint"), not \`${lines[0].trim()}\``);
  }
  const headers = new Map(lines.slice(1).map((l) => /^([^:]+):\s*(.*)$/.exec(l)).filter(Boolean).map((h) => [h[1].toLowerCase(), h[2]]));
  if (headers.get('host') !== request.host) say(2, `the request needs \`Host: ${request.host}\``);
  for (const name of request.requiredHeaders) {
    if (!headers.has(name.toLowerCase())) say(1, `the request lacks the \`${name}\` header, which ${API_PAGE} marks required`);
  }
  const bodyText = rest.join('\n\n').trim();
  const bodyLine = head.split('\n').length + 2;
  let body;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return problems; // the code-blocks check reports a body that does not parse
  }
  for (const path of new Set(keyPaths(body))) {
    if (!request.fields.has(path)) say(bodyLine, `\`${path}\` is not a field of a statement request (${API_PAGE})`);
  }
  for (const [path, field] of request.fields) {
    if (field.required && !path.includes('.') && !(path in (body ?? {}))) say(bodyLine, `the request lacks \`${path}\`, a required field of a statement request`);
  }
  if (typeof body?.statement === 'string' && sqlStatements) {
    const sent = normalize(body.statement);
    if (!sqlStatements.includes(sent)) {
      say(bodyLine, `the API tab sends \`${sent.length > 80 ? `${sent.slice(0, 77)}...` : sent}\`, which is not a statement of the SQL tab beside it; send the same statement`);
    }
  }
  return problems;
}

const attributeText = (value) => (typeof value === 'string' ? value : value?.expression);

export default {
  id: 'tabs',
  run({docs, blog = [], pages = []}) {
    const problems = [];
    const apiPage = docs.find((d) => d.rel === API_PAGE);
    const request = documentedRequest(apiPage);
    for (const source of [...docs, ...blog, ...pages]) {
      if (source.summary || !source.tree) continue;
      for (const tabs of jsxElementsOf(source, 'Tabs')) {
        const say = (line, message) => problems.push({rel: source.rel, line, message});
        const groupId = attributeText(tabs.attributes.get('groupId'));
        const group = TAB_GROUPS[groupId];
        if (!group) {
          say(tabs.line, `<Tabs> needs groupId, one of ${Object.keys(TAB_GROUPS).map((g) => `"${g}"`).join(', ')}, so that the reader's choice holds across the site`);
          continue;
        }
        if (!tabs.attributes.has('queryString')) say(tabs.line, `<Tabs groupId="${groupId}"> needs queryString, so that a link (?${groupId}=${Object.keys(group)[0]}) and a reload keep the tab`);
        const items = jsxElementsOf(source, 'TabItem', [tabs.node]);
        const seen = new Set();
        const byValue = new Map();
        for (const item of items) {
          const value = attributeText(item.attributes.get('value'));
          const label = attributeText(item.attributes.get('label'));
          if (!(value in group)) {
            say(item.line, `the "${groupId}" group has the values ${Object.keys(group).map((v) => `"${v}"`).join(', ')}, not "${value}"`);
            continue;
          }
          if (seen.has(value)) say(item.line, `the value "${value}" is already a tab of this <Tabs>`);
          seen.add(value);
          byValue.set(value, item);
          if (label !== group[value]) say(item.line, `the tab "${value}" of the "${groupId}" group is labelled "${group[value]}", not "${label}"`);
        }
        if (items.length < 2) say(tabs.line, '<Tabs> with fewer than two tabs: show the content without tabs');
        const api = byValue.get('api');
        if (groupId !== 'interface' || !api) continue;
        if (!request) {
          say(api.line, `cannot read the documented request from ${API_PAGE} ("The endpoint" and the "statement request field" table)`);
          continue;
        }
        const sql = byValue.get('sql');
        const sqlStatements = sql ? nodesOfCode(sql.node).filter((c) => c.lang === 'sql').flatMap((c) => statementsOf(c.value)) : null;
        for (const fence of nodesOfCode(api.node)) {
          if (fence.lang !== 'http') continue;
          const position = {line: fence.position.start.line, code: fence.value, meta: fence.meta ?? ''};
          for (const p of apiRequestProblems(position, request, sqlStatements)) say(p.line, p.message);
        }
      }
    }
    return problems;
  },
};

/** The fenced code blocks under a node. */
function nodesOfCode(node) {
  const out = [];
  const walk = (n) => {
    if (n.type === 'code') out.push(n);
    for (const child of n.children ?? []) walk(child);
  };
  walk(node);
  return out;
}
