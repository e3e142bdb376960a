import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempPages} from '../support/temp-pages';
import check, {keyPaths, schemaOfHeader} from '../../scripts/checks/api-examples.mjs';

type Problem = {rel: string; line: number; message: string};

const page = tempPages('docs/api/getting-started');

const run = (...docs: ReturnType<typeof page>[]): Problem[] => check.run({docs} as never);

const API_PAGE = `---
title: Widgets API
---

Creates widgets.

| widget request field | type | required | meaning |
| --- | --- | --- | --- |
| \`name\` | string | yes | The widget's name. |
| \`size\` | integer | no | Its size. |
| \`labels\` | array | no | Its labels. |
| \`labels[].key\` | string | yes | A label's key. |

| widget field | type | meaning |
| --- | --- | --- |
| \`widgetId\` | string | Its id. |
| \`name\` | string | Its name. |
| \`parts\` | array | Its parts. |
| \`parts[].partId\` | string | A part's id. |

\`\`\`http api=widget-request
POST /v1/widgets HTTP/1.1
Host: api.lakestone.example
Content-Type: application/json

{"name": "w1", "size": 3, "labels": [{"key": "team"}]}
\`\`\`

\`\`\`json api=widget
{
  "widgetId": "wdg_1",
  "name": "w1",
  "parts": [{"partId": "p1"}, {"partId": "p2"}]
}
\`\`\`

\`\`\`http
GET /v1/widgets/wdg_1 HTTP/1.1
Host: api.lakestone.example
\`\`\`
`;

test('schema names and key paths', () => {
  assert.equal(schemaOfHeader('Statement request field'), 'statement-request');
  assert.equal(schemaOfHeader('token list field'), 'token-list');
  assert.equal(schemaOfHeader('name'), undefined);
  assert.deepEqual(keyPaths({a: {b: [{c: 1}, {c: 2, d: [[1, 2]]}]}, e: null}), ['a', 'a.b', 'a.b.c', 'a.b.c', 'a.b.d', 'e']);
});

test('examples that use only documented fields, with the required ones, pass', () => {
  assert.deepEqual(run(page('widgets', API_PAGE)), []);
});

test('an undocumented key fails on its line', () => {
  const text = API_PAGE.replace('"name": "w1",\n  "parts"', '"name": "w1",\n  "colour": "red",\n  "parts"');
  const problems = run(page('widgets', text));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /`colour` is not a documented field of "widget"/);
  assert.equal(problems[0].line, text.split('\n').findIndex((l) => l.includes('"colour"')) + 1);
});

test('a nested undocumented key fails too', () => {
  const problems = run(page('widgets', API_PAGE.replace('{"partId": "p2"}', '{"partId": "p2", "weight": 4}')));
  assert.deepEqual(problems.map((p) => p.message.split(' (')[0]), ['`parts.weight` is not a documented field of "widget"']);
});

test('a request example without a required field fails', () => {
  const problems = run(page('widgets', API_PAGE.replace('{"name": "w1", "size": 3, "labels": [{"key": "team"}]}', '{"size": 3, "labels": [{}]}')));
  assert.deepEqual(problems.map((p) => p.message), [
    'the request example lacks `name`, a required field of "widget-request"',
    'the request example lacks `labels.key`, a required field of "widget-request"',
  ]);
});

test('an example must name a documented schema', () => {
  const unnamed = run(page('widgets', API_PAGE.replace('```json api=widget', '```json')));
  assert.equal(unnamed.length, 1);
  assert.match(unnamed[0].message, /names the schema it shows/);
  const unknown = run(page('widgets', API_PAGE.replace('```json api=widget', '```json api=gadget')));
  assert.match(unknown[0].message, /no "gadget field" table documents the schema "gadget"/);
  assert.deepEqual(run(page('widgets', API_PAGE.replace('```json api=widget', '```json nocheck="an excerpt of a larger body"'))), []);
});

test('schemas are shared across the folder but documented once', () => {
  const user = `---
title: Widget status
---

Reads a widget.

\`\`\`json api=widget
{"widgetId": "wdg_1", "name": "w1", "parts": []}
\`\`\`
`;
  assert.deepEqual(run(page('widgets', API_PAGE), page('widget-status', user)), []);
  const twice = run(page('widgets', API_PAGE), page('widget-copy', `${user}\n| widget field | type | meaning |\n| --- | --- | --- |\n| \`widgetId\` | string | id |\n`));
  assert.equal(twice.length, 1);
  assert.match(twice[0].message, /already documented at docs\/api\/getting-started\/widgets.mdx/);
});

test('pages outside the getting-started folder are not checked', () => {
  const source = page('widgets', API_PAGE.replace('```json api=widget', '```json'));
  source.rel = 'docs/product/widgets.mdx';
  assert.deepEqual(run(source), []);
});
