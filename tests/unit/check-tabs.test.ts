// The tabs check (scripts/checks/tabs.mjs), and the code-blocks check reading code inside tab panels.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempPages} from '../support/temp-pages';
import check, {statementsOf} from '../../scripts/checks/tabs.mjs';
import codeBlocks from '../../scripts/checks/code-blocks.mjs';

type Problem = {rel: string; line: number; message: string};

const apiPage = tempPages('docs/api/getting-started');
const productPage = tempPages('docs/product/compute');
const blogPost = tempPages('blog');

const API = apiPage('sql-command-api', `---
title: SQL Command API
---

Sends statements.

## The endpoint

\`\`\`text
POST https://api.lakestone.example/v1/projects/{projectId}/statements
\`\`\`

| header | required | value |
| --- | --- | --- |
| \`Authorization\` | yes | a bearer token |
| \`Content-Type\` | yes | \`application/json\` |
| \`Accept\` | no | \`application/json\` |

## The request

| statement request field | type | required | meaning |
| --- | --- | --- | --- |
| \`statement\` | string | yes | One statement. |
| \`mode\` | string | yes | \`SYNC\` or \`ASYNC\`. |
| \`timeoutSeconds\` | integer | no | How long to wait. |
`);

const REQUEST = (body: string, {meta = 'http api=statement-request', line = 'POST /v1/projects/prj_4k7m2q/statements HTTP/1.1', auth = true} = {}) => `\`\`\`${meta}
${line}
Host: api.lakestone.example
${auth ? 'Authorization: Bearer lks_EXAMPLE000000000000000000000000000000000\n' : ''}Content-Type: application/json

${body}
\`\`\``;

const GOOD_BODY = `{"statement": "ALTER CLUSTER bi_sql SUSPEND;", "mode": "SYNC"}`;

const tabbed = ({tabs = '<Tabs groupId="interface" queryString>', api = REQUEST(GOOD_BODY), sqlLabel = 'SQL', console = true} = {}) => `---
title: Suspend a cluster
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Suspend it.

${tabs}
${console ? `<TabItem value="console" label="Console">

Open **Compute > Clusters > \`bi_sql\`** and choose **Suspend**.

</TabItem>
` : ''}<TabItem value="sql" label="${sqlLabel}">

\`\`\`sql
ALTER CLUSTER
  bi_sql SUSPEND;
\`\`\`

</TabItem>
<TabItem value="api" label="API">

${api}

</TabItem>
</Tabs>
`;

const run = (text: string): Problem[] => check.run({docs: [API, productPage('page', text)]} as never);
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

test('statements are split at semicolons outside quotes and comments, whitespace aside', () => {
  assert.deepEqual(statementsOf("SELECT 'a;b';\n-- c;\nSHOW  CLUSTERS\n  LIKE 'x%';"), ["SELECT 'a;b';", "SHOW CLUSTERS LIKE 'x%';"]);
  assert.deepEqual(statementsOf("GRANT SELECT ON DATABASE sales.raw TO GROUP 'a';\n"), ["GRANT SELECT ON DATABASE sales.raw TO GROUP 'a';"]);
});

test('a synced interface group whose API tab sends the SQL tab\'s statement passes', () => {
  assert.deepEqual(run(tabbed()), []);
});

test('a Tabs element without a known group, or without queryString, is reported', () => {
  const noGroup = tabbed({tabs: '<Tabs>'});
  assert.deepEqual(run(noGroup).map((p) => [p.line, /needs groupId/.test(p.message)]), [[lineOf(noGroup, '<Tabs>'), true]]);
  const noQuery = tabbed({tabs: '<Tabs groupId="interface">'});
  const [problem] = run(noQuery);
  assert.equal(problem.line, lineOf(noQuery, '<Tabs groupId'));
  assert.match(problem.message, /needs queryString.*\?interface=console/);
});

test('tab values and labels are the group\'s', () => {
  const wrongLabel = tabbed({sqlLabel: 'Lakestone SQL'});
  assert.deepEqual(run(wrongLabel).map((p) => [p.line, p.message]), [[lineOf(wrongLabel, 'label="Lakestone SQL"'), 'the tab "sql" of the "interface" group is labelled "SQL", not "Lakestone SQL"']]);
  const wrongGroup = tabbed({tabs: '<Tabs groupId="cloud" queryString>'});
  assert.equal(run(wrongGroup).filter((p) => /the "cloud" group has the values "aws", "gcp", not/.test(p.message)).length, 3);
});

test('the API tab must call the documented endpoint with the required headers and fields', () => {
  const wrongPath = tabbed({api: REQUEST(GOOD_BODY, {line: 'POST /v1/statements HTTP/1.1'})});
  assert.match(run(wrongPath)[0].message, /request line is `POST \/v1\/projects\/\{projectId\}\/statements HTTP\/1.1`/);
  const noAuth = tabbed({api: REQUEST(GOOD_BODY, {auth: false})});
  assert.match(run(noAuth)[0].message, /lacks the `Authorization` header/);
  const noMeta = tabbed({api: REQUEST(GOOD_BODY, {meta: 'http'})});
  assert.match(run(noMeta)[0].message, /api=statement-request/);
  const extraField = tabbed({api: REQUEST('{"statement": "ALTER CLUSTER bi_sql SUSPEND;", "mode": "SYNC", "wait": true}')});
  const [problem] = run(extraField);
  assert.equal(problem.line, lineOf(extraField, '"wait": true'));
  assert.match(problem.message, /`wait` is not a field of a statement request/);
  const noMode = tabbed({api: REQUEST('{"statement": "ALTER CLUSTER bi_sql SUSPEND;"}')});
  assert.match(run(noMode)[0].message, /lacks `mode`/);
});

test('the API tab sends a statement of the SQL tab, and no other', () => {
  const other = tabbed({api: REQUEST('{"statement": "ALTER CLUSTER bi_sql RESUME;", "mode": "SYNC"}')});
  const problems = run(other);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, lineOf(other, 'RESUME;'));
  assert.match(problems[0].message, /not a statement of the SQL tab beside it/);
});

test('code inside a tab panel is checked by its language\'s checker, on the page\'s line', async () => {
  const text = tabbed().replace('ALTER CLUSTER\n  bi_sql SUSPEND;', 'ALTER CLUSTR\n  bi_sql SUSPEND;').replace(GOOD_BODY, '{"statement": "x", }');
  const stats = {count: () => undefined};
  const problems = (await codeBlocks.run({all: [productPage('broken', text)]} as never, stats as never)) as Problem[];
  assert.deepEqual(problems.map((p) => [p.line, p.message.split(':')[0]]), [
    [lineOf(text, 'ALTER CLUSTR'), 'sql'],
    [lineOf(text, '{"statement": "x", }'), 'http'],
  ]);
});

test('a blog post\'s tabs follow the same convention as a doc page\'s', () => {
  const post = (tabs: string) => `---
title: Lakes on two clouds
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

${tabs}
<TabItem value="aws" label="AWS" default>

A lake is a path in an Amazon S3 bucket.

</TabItem>
<TabItem value="gcp" label="Google Cloud">

A lake is a path in a Cloud Storage bucket.

</TabItem>
</Tabs>
`;
  const runOnBlog = (text: string): Problem[] => check.run({docs: [API], blog: [blogPost('2025-09-09-lakes', text)]} as never);
  const noQuery = post('<Tabs groupId="cloud">');
  assert.deepEqual(runOnBlog(noQuery).map((p) => [p.rel, p.line, /needs queryString.*\?cloud=aws/.test(p.message)]), [['blog/2025-09-09-lakes.mdx', lineOf(noQuery, '<Tabs groupId'), true]]);
  assert.deepEqual(runOnBlog(post('<Tabs groupId="cloud" queryString>')), []);
});

test('a one-page check reads the documented request from the API page\'s cached summary, with the same findings', async () => {
  const {summaryOf} = await import('../../scripts/lib/site-cache.mjs');
  // The summary goes through JSON, as the cache file does.
  const summary = JSON.parse(JSON.stringify(summaryOf(API as never)));
  assert.ok(summary.request, 'the API page\'s summary keeps its documented request');
  const runCached = (text: string): Problem[] => check.run({docs: [{...summary, file: API.file}, productPage('page', text)]} as never);
  assert.deepEqual(runCached(tabbed()), []);
  const extraField = tabbed({api: REQUEST('{"statement": "ALTER CLUSTER bi_sql SUSPEND;", "mode": "SYNC", "wait": true}')});
  assert.deepEqual(runCached(extraField), run(extraField));
  const wrongPath = tabbed({api: REQUEST(GOOD_BODY, {line: 'POST /v1/statements HTTP/1.1'})});
  assert.deepEqual(runCached(wrongPath), run(wrongPath));
});
