import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tempPages} from '../support/temp-pages';
import check from '../../scripts/checks/diagrams.mjs';

type Problem = {rel: string; line: number; column?: number; message: string};

const page = tempPages('docs/product/example');
const run = async (text: string): Promise<Problem[]> => await check.run({all: [page('example', text)]} as never, undefined, {});
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
const ALT = 'The data plane clusters call the control plane over outbound HTTPS on port 443';
const body = (fence: string) => `---\ntitle: Example\n---\n\nSome prose before the diagram.\n\n${fence}\n\nSome prose after it.\n`;

test('a diagram that parses, with a text alternative, passes; so does a state diagram of an object with states', async () => {
  const text = body(`\`\`\`mermaid alt="${ALT}"\nflowchart LR\n  clusters["Clusters"] -->|"HTTPS 443"| api["Control plane"]\n\`\`\`\n\n<StateDiagram of="cluster" />`);
  assert.deepEqual(await run(text), []);
});

test('a broken diagram names its file and the line of the page it is on', async () => {
  const text = body(`\`\`\`mermaid alt="${ALT}"\nflowchart LR\n  clusters --> api\n  api --> broken[unclosed\n\`\`\``);
  const problems = await run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].rel, 'docs/product/example/example.mdx');
  assert.equal(problems[0].line, lineOf(text, 'broken[unclosed'));
  assert.match(problems[0].message, /Mermaid cannot parse it: got the end of the diagram where it expects 'SQE'/);
});

test('an error in a sequence diagram is reported on its line', async () => {
  const text = body(`\`\`\`mermaid alt="${ALT}"\nsequenceDiagram\n  participant a as Program\n  a->>b hello without a colon\n  b-->>a: fine\n\`\`\``);
  const problems = await run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].line, lineOf(text, 'without a colon'));
});

test('a fence that names no diagram type fails on its first line', async () => {
  const text = body(`\`\`\`mermaid alt="${ALT}"\nflowshart LR\n  a --> b\n\`\`\``);
  const problems = await run(text);
  assert.equal(problems[0]?.line, lineOf(text, 'flowshart'));
  assert.match(problems[0]?.message ?? '', /"flowshart LR" is no diagram type/);
});

test('a diagram without a text alternative fails on its fence line', async () => {
  const text = body('```mermaid\nflowchart LR\n  a --> b\n```');
  const problems = await run(text);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, lineOf(text, '```mermaid'));
  assert.match(problems[0].message, /needs a text alternative: add alt="<what it shows>"/);
});

test('a text alternative that does not say what the diagram shows fails', async () => {
  for (const alt of ['Diagram', 'Architecture diagram', 'A diagram of the flowchart showing the diagram']) {
    const problems = await run(body(`\`\`\`mermaid alt="${alt}"\nflowchart LR\n  a --> b\n\`\`\``));
    assert.equal(problems.length, 1, alt);
    assert.match(problems[0].message, /does not say what the diagram shows/);
  }
});

test('a diagram with its own configuration or theme fails on that line', async () => {
  const text = body(`\`\`\`mermaid alt="${ALT}"\n%%{init: {'theme': 'dark'}}%%\nflowchart LR\n  a --> b\n\`\`\``);
  const problems = await run(text);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].line, lineOf(text, '%%{init'));
  assert.match(problems[0].message, /no configuration or theme of its own/);
});

test('a state diagram of an unknown object, or of one without states, fails naming the data file', async () => {
  const unknown = await run(body('<StateDiagram of="clustr" />'));
  assert.match(unknown[0]?.message ?? '', /no object "clustr" in data\/facts\/states\.json; use one of "cluster"/);
  const job = await run(body('<StateDiagram of="job" />'));
  assert.match(job[0]?.message ?? '', /a job has no states in data\/facts\/states\.json/);
  const missing = await run(body('<StateDiagram />'));
  assert.match(missing[0]?.message ?? '', /needs of="<object>"/);
});
