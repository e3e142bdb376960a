// On the API getting-started pages (docs/api/getting-started/), JSON request and response
// examples agree with the fields the pages document. The convention:
//
// - A field table documents one JSON body, its schema. Its first header cell is the schema's name
//   followed by "field": `| statement request field | type | required | meaning |` documents the
//   schema `statement-request`, `| token field | ... |` the schema `token` (lower case, spaces
//   become hyphens). The first column holds each field's path in backticks, nested fields with
//   dots and array elements with []: `statement`, `result.columns`, `result.columns[].name`.
// - A schema whose name ends in "request" has a `required` column; "yes" marks a required field.
// - Every ```json block on these pages, and every ```http block with a JSON body, names the
//   schema it shows in its meta: ```json api=statement ```, ```http api=statement-request ```.
// - Each key of an example (every level, array elements included) is a documented field of its
//   schema, and a request example holds every required field whose parent object it holds.
// - A schema is documented once in the folder; other pages in it may show examples of it (the
//   Status API page shows the statement documented on the SQL Command API page).
// A block that is not an API body says so with nocheck="<why>", like any other code block.

import {parseMeta} from '../lib/fence-meta.mjs';
import {tablesOf} from '../lib/content.mjs';

export const API_DIR = 'docs/api/getting-started/';

/** One value of a fence's meta: `json api=statement nocheck="why"`, key `api` → `statement`. */
const metaValue = (fence, key) => parseMeta(fence.meta).values.get(key);

/** "Statement request field" → "statement-request"; anything else → undefined. */
export function schemaOfHeader(cell) {
  const m = /^(.+?)\s+field$/i.exec(cell.replace(/[`*_]/g, ' ').replace(/\s+/g, ' ').trim());
  return m ? m[1].toLowerCase().replace(/\s+/g, '-') : undefined;
}

/** Field tables of one page: [{schema, line, fields: Map(path → {required, line})}]. */
export function fieldTables(source) {
  const tables = [];
  for (const table of tablesOf(source)) {
    const header = table.header.map((c) => c.raw);
    const schema = schemaOfHeader(header[0] ?? '');
    if (!schema) continue;
    const requiredColumn = header.findIndex((h) => h.toLowerCase() === 'required');
    const fields = new Map();
    for (const row of table.rows) {
      for (const code of row.cells[0]?.codes ?? []) {
        fields.set(normalizePath(code), {required: requiredColumn >= 0 && /^yes\b/i.test(row.cells[requiredColumn]?.text ?? ''), line: row.line});
      }
    }
    tables.push({schema, line: table.line, requiredColumn, fields});
  }
  return tables;
}

export const normalizePath = (p) => p.trim().replace(/\[\]/g, '');

/** Every key path of a JSON value: {"a": {"b": [{"c": 1}]}} → a, a.b, a.b.c. */
export function keyPaths(value, prefix = '') {
  if (Array.isArray(value)) return value.flatMap((v) => keyPaths(v, prefix));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...keyPaths(v, path)];
    });
  }
  return [];
}

/** The JSON body of an example block, or undefined when it has none. */
function bodyOf(fence) {
  if (fence.lang === 'json') return {text: fence.code, offset: 0};
  const split = /\n\s*\n/.exec(fence.code);
  if (!split || !/content-type:\s*application\/json/i.test(fence.code.slice(0, split.index))) return undefined;
  const text = fence.code.slice(split.index + split[0].length);
  if (!text.trim()) return undefined;
  return {text, offset: fence.code.slice(0, split.index + split[0].length).split('\n').length - 1};
}

export default {
  id: 'api-examples',
  run({docs}) {
    const problems = [];
    const pages = docs.filter((d) => d.rel.startsWith(API_DIR) && !d.summary);
    const schemas = new Map();
    for (const page of pages) {
      for (const table of fieldTables(page)) {
        const first = schemas.get(table.schema);
        if (first) {
          problems.push({rel: page.rel, line: table.line, message: `the schema "${table.schema}" is already documented at ${first.rel}:${first.line}; document it once and link to it`});
          continue;
        }
        if (table.schema.endsWith('request') && table.requiredColumn < 0) {
          problems.push({rel: page.rel, line: table.line, message: `the request schema "${table.schema}" needs a "required" column`});
        }
        schemas.set(table.schema, {...table, rel: page.rel});
      }
    }

    for (const page of pages) {
      for (const fence of page.fences) {
        if (fence.lang !== 'json' && fence.lang !== 'http') continue;
        if (metaValue(fence, 'nocheck') !== undefined) continue;
        const body = bodyOf(fence);
        if (!body) continue;
        const name = metaValue(fence, 'api');
        if (!name) {
          problems.push({rel: page.rel, line: fence.line, message: `an API example names the schema it shows: \`\`\`${fence.lang} api=<schema>, with the schema documented in a "<schema> field" table`});
          continue;
        }
        const schema = schemas.get(name);
        if (!schema) {
          problems.push({rel: page.rel, line: fence.line, message: `no "${name.replace(/-/g, ' ')} field" table documents the schema "${name}" on the getting-started pages`});
          continue;
        }
        let value;
        try {
          value = JSON.parse(body.text);
        } catch {
          continue; // the code-blocks check reports JSON that does not parse
        }
        const lines = body.text.split('\n');
        const lineOf = (path) => {
          const key = path.split('.').at(-1);
          const index = lines.findIndex((l) => l.includes(`"${key}"`));
          return fence.line + body.offset + (index < 0 ? 0 : index + 1);
        };
        const paths = new Set(keyPaths(value));
        for (const path of paths) {
          if (!schema.fields.has(path)) problems.push({rel: page.rel, line: lineOf(path), message: `\`${path}\` is not a documented field of "${name}" (${schema.rel}:${schema.line})`});
        }
        if (name.endsWith('request')) {
          for (const [path, field] of schema.fields) {
            const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
            if (field.required && !paths.has(path) && (!parent || paths.has(parent))) {
              problems.push({rel: page.rel, line: fence.line, message: `the request example lacks \`${path}\`, a required field of "${name}"`});
            }
          }
        }
      }
    }
    return problems;
  },
};
