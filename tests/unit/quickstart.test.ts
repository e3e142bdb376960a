// The quickstart (docs/product/quickstart.mdx): every Lakestone statement on it passes the
// grammar through the content check's code-blocks rule, a slip in one of them is reported on the
// page's line, and its results agree with the sample data set (data/facts/sample-data.json).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {parseText, ROOT} from '../../scripts/lib/content.mjs';
import codeBlocks from '../../scripts/checks/code-blocks.mjs';

type Problem = {rel: string; line: number; message: string};
type Fence = {lang: string; meta: string; code: string; line: number};

const REL = 'docs/product/quickstart.mdx';
const TEXT = readFileSync(path.join(ROOT, REL), 'utf8');
const sample = JSON.parse(readFileSync(path.join(ROOT, 'data/facts/sample-data.json'), 'utf8'));

function page(text: string) {
  const source = parseText(text, path.join(ROOT, REL), 'doc');
  source.rel = REL;
  return source;
}

async function check(text: string): Promise<{problems: Problem[]; counts: Map<string, number>}> {
  const counts = new Map<string, number>();
  const stats = {count: (label: string) => counts.set(label, (counts.get(label) ?? 0) + 1)};
  const problems = (await codeBlocks.run({all: [page(text)]} as never, stats as never)) as Problem[];
  return {problems, counts};
}

test('quickstart: every SQL block passes its grammar, and the Lakestone ones are checked', async () => {
  const {problems, counts} = await check(TEXT);
  assert.deepEqual(problems, []);
  const lakestone = (page(TEXT).fences as Fence[]).filter((f) => f.lang === 'sql' && !f.meta);
  assert.ok(lakestone.length >= 5, `expected the statements of steps 1 to 4 and the clean-up, found ${lakestone.length} blocks`);
  assert.equal(counts.get('sql (lakestone)'), lakestone.length, 'every plain sql block went through the Lakestone grammar');
  assert.equal(counts.get('sql (spark)'), 1, 'the query of step 5 is checked as Spark SQL');
});

test('quickstart: a misspelled statement fails the check on the page\'s line', async () => {
  const broken = TEXT.replace('CREATE STREAM CAPTURE sample_orders_load', 'CREATE STREAM CAPTUR sample_orders_load');
  assert.notEqual(broken, TEXT);
  const {problems} = await check(broken);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, broken.split('\n').findIndex((l) => l.includes('CAPTUR sample_orders_load')) + 1);
  assert.match(problems[0].message, /CAPTUR/);
});

test('quickstart: it reads the sample bucket and shows the sample data\'s counts', () => {
  assert.ok(TEXT.includes(`'s3.bucket' = '${sample.buckets.examples.aws}'`), 'the source names the AWS sample bucket');
  assert.ok(TEXT.includes(`'s3.path' = '${sample.prefix}'`), 'the flow reads the sample prefix');
  for (const [status, n] of Object.entries(sample.recordsPerStatus as Record<string, number>)) {
    assert.match(TEXT, new RegExp(`\\| ${status} +\\| ${n} +\\|`), `the result shows ${n} ${status} orders`);
  }
  assert.ok(TEXT.includes(sample.records.toLocaleString('en-US')), 'the check names the total');
});

test('quickstart: its lake does not overlap the running example\'s lake, which CREATE LAKE refuses', () => {
  const example = JSON.parse(readFileSync(path.join(ROOT, 'data/facts/running-example.json'), 'utf8'));
  const taken = `s3://${example.bucket}/`;
  const location = TEXT.match(/CREATE LAKE quickstart LOCATION = '([^']+)'/)?.[1];
  assert.ok(location, 'the quickstart creates its lake');
  assert.ok(!location.startsWith(taken) && !taken.startsWith(location), `${location} overlaps the sales lake at ${taken}`);
});

test('quickstart: on AWS the data access role gets its own grant to read the sample bucket (a cross-account read)', () => {
  const bucket = sample.buckets.examples.aws;
  const policy = TEXT.match(/```json\n([\s\S]*?)```/)?.[1];
  assert.ok(policy, 'the quickstart shows the IAM policy');
  const statements = JSON.parse(policy).Statement as {Action: string; Resource: string}[];
  assert.ok(statements.some((s) => s.Action === 's3:ListBucket' && s.Resource === `arn:aws:s3:::${bucket}`));
  assert.ok(statements.some((s) => s.Action === 's3:GetObject' && s.Resource === `arn:aws:s3:::${bucket}/${sample.prefix}*`));
  assert.match(TEXT, /put-role-policy --role-name LakestoneDataAccess/);
});
