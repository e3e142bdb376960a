import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempPages} from '../support/temp-pages';
import check, {loadFacts, FILES} from '../../scripts/checks/facts.mjs';

type Problem = {rel: string; line: number; message: string};

const page = tempPages('docs/product/example');
const facts = loadFacts();

const run = (text: string, extra: Record<string, unknown> = {}): Problem[] => check.run({all: [page('example', text)], facts, guides: [], ...extra} as never);
const page1 = (body: string) => `---\ntitle: Example\n---\n\n${body}\n`;
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

/** A deep copy of the data files, changed by `edit`, for the tests of the data checks. */
function factsWith(edit: (data: ReturnType<typeof loadFacts>) => void) {
  const copy = structuredClone(facts);
  edit(copy);
  return copy;
}

const CORRECT = page1(`A statement that does not parse fails with \`LKS-1001 SYNTAX_ERROR\` and HTTP 400.

| status | code | when |
| --- | --- | --- |
| \`403\` | \`LKS-2001\` | the token belongs to another project |
| \`404\` | \`LKS-1002\` | no such statement |
| \`429\` | \`LKS-3001\` | more than 10 submissions per second |

A quota fails with \`403\` and \`LKS-3001 QUOTA_EXCEEDED\`; \`401\` for an expired token, \`403\` with \`LKS-2001\` for another project's token.
Each owner can hold up to 10 active tokens per project, and a project has at most 50 clusters per project.
A cluster moves \`PROVISIONING\` → \`RUNNING\` ⇄ \`SCALING\`, and a run \`QUEUED\` → \`STARTING\` → \`RUNNING\`.
The statement moves from \`QUEUED\` or \`RUNNING\` to \`CANCELLED\`.

\`\`\`mermaid alt="The normal life of a cluster, from provisioning through a suspension and back to running"
stateDiagram-v2
  [*] --> PROVISIONING
  PROVISIONING --> RUNNING
  RUNNING --> SUSPENDING : auto-suspend
  SUSPENDING --> SUSPENDED
  SUSPENDED --> RESUMING
  RESUMING --> RUNNING
\`\`\`

<StateDiagram of="cluster" />

| state | meaning | next states |
| --- | --- | --- |
| \`QUEUED\` | waiting | \`RUNNING\`, \`CANCELLED\` |
| \`RUNNING\` | running | \`SUCCEEDED\`, \`FAILED\`, \`CANCELLED\` |

\`\`\`http
HTTP/1.1 429 Too Many Requests
Content-Type: application/json

{"error": {"code": "LKS-3001", "name": "QUOTA_EXCEEDED", "message": "More than 10 statements per second were submitted with this token."}}
\`\`\``);

test('a page that states every fact as the data does passes', () => {
  assert.deepEqual(run(CORRECT), []);
});

test('the data files agree with each other and with the grammar, and the product model with them', () => {
  assert.deepEqual(check.run({all: [], facts, guides: []} as never), []);
  assert.deepEqual(check.run({all: [], facts} as never), []);
});

test('an error code with another code\'s name fails, naming both names and the data file', () => {
  const text = page1('Too many clusters fail with `LKS-2001 QUOTA_EXCEEDED`.');
  const problems = run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].rel, 'docs/product/example/example.mdx');
  assert.equal(problems[0].line, lineOf(text, 'LKS-2001'));
  assert.equal(problems[0].message, `LKS-2001 is written with the name QUOTA_EXCEEDED; its name is PERMISSION_DENIED (${FILES.errors})`);
});

test('a name in the next table cell, or in a JSON error body, is the code\'s name', () => {
  const row = run(page1('| code | name |\n| --- | --- |\n| `LKS-1003` | `OBJECT_IN_USE` |'));
  assert.deepEqual(row.map((p) => p.message.split(';')[0]), ['LKS-1003 is written with the name OBJECT_IN_USE']);
  const json = run(page1('```json\n{"error": {"code": "LKS-1005", "name": "OBJECT_EXISTS"}}\n```'));
  assert.deepEqual(json.map((p) => p.message.split(';')[0]), ['LKS-1005 is written with the name OBJECT_EXISTS']);
  const text = page1('```json\n{\n  "error": {\n    "code": "LKS-1001",\n    "name": "INVALID_VALUE",\n    "message": "x"\n  }\n}\n```');
  const lines = run(text);
  assert.deepEqual(lines.map((p) => [p.line, p.message.split(';')[0]]), [[lineOf(text, 'INVALID_VALUE'), 'LKS-1001 is written with the name INVALID_VALUE']]);
});

test('an error code next to an HTTP status it never comes with fails', () => {
  const text = page1('A missing object gets `403` `LKS-1002`.');
  const problems = run(text);
  assert.deepEqual(problems.map((p) => p.message), [`LKS-1002 is written with HTTP status 403; it comes with 404 (${FILES.errors})`]);
  const row = run(page1('| status | code |\n| --- | --- |\n| `409` | `LKS-1004` |'));
  assert.match(row[0]?.message ?? '', /LKS-1004 is written with HTTP status 409; it comes with 400 or 413/);
  const response = run(page1('```http\nHTTP/1.1 404 Not Found\nContent-Type: application/json\n\n{"error": {"code": "LKS-1003", "name": "OBJECT_EXISTS"}}\n```'));
  assert.match(response[0]?.message ?? '', /LKS-1003 is in a response with HTTP status 404; it comes with 409/);
});

test('a code that does not exist fails', () => {
  const problems = run(page1('The call fails with `LKS-1006`.'));
  assert.equal(problems.length, 1);
  assert.match(problems[0].message, /^LKS-1006 is not a Lakestone error code; the codes are LKS-1001, .*LKS-5001 \(data\/facts\/error-codes\.json\)$/);
});

test('a limit stated with another number fails, with the limit, the values and the data file', () => {
  const text = page1('Each owner can hold up to 12 active tokens per project.\n\nAt most 40 allowed CIDR ranges per endpoint.');
  const problems = run(text);
  assert.deepEqual(problems.map((p) => [p.line, p.message]), [
    [lineOf(text, '12 active'), `"12 active tokens": the limit "Active API tokens per user or service principal in a project" is 10, not 12 (${FILES.limits})`],
    [lineOf(text, '40 allowed'), `"40 allowed CIDR ranges": the limit "Allowed client ranges (CIDR) per endpoint" is 50, not 40 (${FILES.limits})`],
  ]);
  assert.match(run(page1('A result holds one thousand rows, at most 500 rows per page.'))[0]?.message ?? '', /"Rows per page" is 1,000, not 500/);
});

test('a limit broken across two lines of a paragraph is read whole, and reported once', () => {
  const text = page1('Each owner can hold up to 12\nactive tokens per project. The sum is capped by the project\'s LCU\nquota, 3,000 LCU by default.');
  const problems = run(text);
  assert.deepEqual(problems.map((p) => [p.line, p.message.split(':')[0]]), [[lineOf(text, 'up to 12'), '"12 active tokens"'], [lineOf(text, 'quota, 3,000'), '"quota, 3,000 LCU"']]);
});

test('numbers that are not the limit are left alone', () => {
  assert.deepEqual(run(page1('A Kinesis stream keeps records for 24 hours by default. Sizes: 512 MiB files, 2,048 vCPU, 4 requests in the batch.')), []);
});

test('a state change the object does not have fails', () => {
  const text = page1('Resume it: `SUSPENDED` -> `RUNNING`.');
  const problems = run(text);
  assert.deepEqual(problems.map((p) => p.message), [`SUSPENDED → RUNNING is not a state change of a cluster: a cluster goes from SUSPENDED to RESUMING, DELETING (${FILES.states})`]);
  assert.match(run(page1('A CDC flow goes `PROVISIONING` → `SNAPSHOTTING` → `DEGRADED`.'))[0]?.message ?? '', /SNAPSHOTTING → DEGRADED is not a state change of a flow/);
  const diagram = page1('```mermaid alt="The life of a cluster"\nstateDiagram-v2\n  [*] --> PROVISIONING\n  PROVISIONING --> RUNNING\n  RUNNING --> SUSPENDING\n  PROVISIONING --> SUSPENDED\n```');
  const wrong = run(diagram);
  assert.match(wrong[0]?.message ?? '', /PROVISIONING → SUSPENDED is not a state change of a cluster/);
  assert.equal(wrong[0]?.line, lineOf(diagram, 'PROVISIONING --> SUSPENDED'));
  const table = run(page1('| state | meaning | next states |\n| --- | --- | --- |\n| `QUEUED` | waiting | `RUNNING`, `SUCCEEDED` |\n| `RUNNING` | running | `SUCCEEDED`, `FAILED`, `CANCELLED` |'));
  assert.match(table[0]?.message ?? '', /QUEUED → SUCCEEDED is not a state change of a statement/);
});

test('a word on the line picks the object whose states are meant', () => {
  // QUEUED → RUNNING is a statement's move, not a job run's.
  assert.deepEqual(run(page1('A statement moves `QUEUED` → `RUNNING`.')), []);
  assert.match(run(page1('A job run moves `QUEUED` → `RUNNING`.'))[0]?.message ?? '', /QUEUED → RUNNING is not a state change of a job run/);
});

test('the data files are checked against the grammar and against themselves', () => {
  const problems = check.run({all: [], guides: [], facts: factsWith((f) => {
    f.roles.data.projectRoles.push({name: 'PROJECT_OWNER', summary: '', contains: '', fits: ''});
    f.roles.data.privileges.find((p: {name: string}) => p.name === 'SELECT').on = ['TABLE'];
    f.states.data.objects[0].transitions.push(['RUNNING', 'PAUSED']);
    f.limits.data.limits[0].patterns.push('projects (');
  })} as never);
  const messages = problems.map((p) => `${p.rel}: ${p.message}`);
  assert.ok(messages.some((m) => m.startsWith(`${FILES.roles}: project roles are PROJECT_ADMIN, PROJECT_EDITOR, PROJECT_OPERATOR, PROJECT_VIEWER, PROJECT_OWNER`)), messages.join('\n'));
  assert.ok(messages.includes(`${FILES.roles}: privilege SELECT is granted on TABLE; the grammar says TABLE, DATABASE`), messages.join('\n'));
  assert.ok(messages.includes(`${FILES.states}: the cluster transition RUNNING → PAUSED names PAUSED, which is not one of its states`), messages.join('\n'));
  assert.ok(messages.some((m) => m.startsWith(`${FILES.limits}: a pattern of limit projects-per-organization has no {n}`)), messages.join('\n'));
  assert.ok(messages.some((m) => m.startsWith(`${FILES.limits}: a pattern of limit projects-per-organization is not a regular expression`)), messages.join('\n'));
});

test('links in the data files must go to pages that exist', () => {
  const routes = new Map([['/api/sql-command-reference/show-grants', {}]]);
  assert.deepEqual(check.run({all: [], facts, guides: [], routes, generated: new Set()} as never), []);
  const problems = check.run({all: [], facts, guides: [], routes: new Map(), generated: new Set()} as never);
  assert.deepEqual(problems.map((p) => `${p.rel}: ${p.message}`), [`${FILES.errors}: link to /api/sql-command-reference/show-grants: no page has that route`]);
});

test('facts are read from the syntax tree: list items, admonitions, tab panels and code blocks in lists', () => {
  const text = page1(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

- Each owner can hold
  up to 12 active tokens per project.

:::note
Resume it: \`SUSPENDED\` -> \`RUNNING\`.
:::

<Tabs>
<TabItem value="api" label="API">

A missing statement fails with \`LKS-1002 QUOTA_EXCEEDED\`.

</TabItem>
</Tabs>

1. Send the request:

   \`\`\`http
   HTTP/1.1 403 Forbidden
   {"code": "LKS-1002"}
   \`\`\``);
  const problems = run(text);
  assert.deepEqual(problems.map((p) => [p.line, p.message.split(/[:;]/)[0]]), [
    [lineOf(text, 'up to 12'), '"12 active tokens"'],
    [lineOf(text, 'Resume it'), 'SUSPENDED → RUNNING is not a state change of a cluster'],
    [lineOf(text, 'A missing statement'), 'LKS-1002 is written with the name QUOTA_EXCEEDED'],
    [lineOf(text, '"code": "LKS-1002"'), 'LKS-1002 is in a response with HTTP status 403'],
  ]);
});

test('front matter, imports and JSX attributes are not prose', () => {
  const text = `---\ntitle: Example\ndescription: Hold up to 12 active tokens per project.\n---\n\nimport X from '@site/src/x'; // up to 12 active tokens per project\n\n<X note="up to 12 active tokens per project" />\n`;
  assert.deepEqual(run(text), []);
});
