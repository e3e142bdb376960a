import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import {VFile} from 'vfile';
import remarkDiagrams from '../../src/plugins/diagrams/remark.mjs';
import {combine} from '../../src/plugins/diagrams/render.mjs';
import {loadStateObjects, stateDiagram} from '../../src/plugins/diagrams/states.mjs';
import {mermaidProblem} from '../../scripts/lib/mermaid-parse.mjs';

// The remark step that turns diagrams into <Diagram> (src/plugins/diagrams/remark.mjs), with a
// stand-in renderer; the merge of the two palettes' drawings; the state diagrams drawn from data.
type Node = {type: string; name?: string; value?: string; attributes?: {name: string; value: string}[]; children?: Node[]};

const drawn = (source: string) => Promise.resolve({svg: `<svg viewBox="0 0 10 10">${source.length}</svg>`});
async function transform(text: string, options: Record<string, unknown> = {}) {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const file = new VFile({path: 'docs/example.mdx', value: text});
  const tree = processor.parse(file) as Node;
  await (remarkDiagrams({development: false, render: drawn, ...options}) as (tree: Node, file: VFile) => Promise<void>)(tree, file);
  return tree;
}
const elements = (tree: Node) => (tree.children ?? []).filter((n) => n.type === 'mdxJsxFlowElement');
const attribute = (node: Node, name: string) => node.attributes?.find((a) => a.name === name)?.value;

test('a mermaid fence becomes <Diagram> with its text alternative and SVG, and the page imports the component', async () => {
  const tree = await transform('Text.\n\n```mermaid alt="Clusters call the control plane over HTTPS on port 443"\nflowchart LR\n  a --> b\n```\n');
  const [diagram] = elements(tree);
  assert.equal(diagram?.name, 'Diagram');
  assert.equal(attribute(diagram, 'alt'), 'Clusters call the control plane over HTTPS on port 443');
  assert.match(attribute(diagram, 'svg') ?? '', /^<svg viewBox/);
  assert.equal(tree.children?.[0].type, 'mdxjsEsm');
  assert.match(tree.children?.[0].value ?? '', /import Diagram from '@site\/src\/components\/Diagram'/);
});

test('a page without diagrams is left as it was: no import, nothing to download', async () => {
  const tree = await transform('Text.\n\n```sql\nSHOW CLUSTERS;\n```\n');
  assert.equal(tree.children?.some((n) => n.type === 'mdxjsEsm'), false);
  assert.equal(elements(tree).length, 0);
});

test('<StateDiagram of="cluster" /> becomes a diagram of the data, with a text alternative naming every move', async () => {
  const sources: string[] = [];
  const tree = await transform('<StateDiagram of="cluster" />\n', {render: (source: string) => (sources.push(source), drawn(source))});
  const [diagram] = elements(tree);
  assert.equal(diagram?.name, 'Diagram');
  assert.match(sources[0], /PROVISIONING --> RUNNING/);
  assert.match(attribute(diagram, 'alt') ?? '', /SUSPENDING to SUSPENDED/);
});

test('a diagram without alt, or one that cannot be drawn, fails the build with the file and line', async () => {
  await assert.rejects(transform('Text.\n\n```mermaid\nflowchart LR\n  a --> b\n```\n'), /docs\/example\.mdx:3: a mermaid diagram needs alt=/);
  const failing = () => Promise.reject(new Error('Parse error on line 2'));
  await assert.rejects(transform('Text.\n\n```mermaid alt="Clusters call the control plane over HTTPS on port 443"\nflowchart LR\n```\n', {render: failing}), /docs\/example\.mdx:3: the diagram cannot be drawn: Parse error on line 2/);
  await assert.rejects(transform('<StateDiagram of="job" />\n'), /a job has no states/);
});

test('under npm start, a diagram that cannot be drawn shows the reason in its place', async () => {
  const failing = () => Promise.reject(new Error('drawing a diagram needs Chromium'));
  const original = console.error;
  console.error = () => {};
  try {
    const [diagram] = elements(await transform('```mermaid alt="Clusters call the control plane over HTTPS on port 443"\nflowchart LR\n  a --> b\n```\n', {render: failing, development: true}));
    assert.equal(attribute(diagram, 'error'), 'drawing a diagram needs Chromium');
    assert.match(attribute(diagram, 'source') ?? '', /a --> b/);
  } finally {
    console.error = original;
  }
});

test('the two palettes become one drawing: dark styles scoped to the dark theme, differing colors as custom properties', () => {
  const light = '<svg id="d1"><style>#d1 .node{fill:#fff;}</style><rect fill="#e3f0f8" style="stroke: rgb(1, 2, 3);" x="1"/></svg>';
  const dark = '<svg id="d1"><style>#d1 .node{fill:#000;}</style><rect fill="#1d3a4f" style="stroke: rgb(4, 5, 6);" x="1"/></svg>';
  const one = combine('d1', light, dark);
  assert.ok(one);
  assert.match(one, /#d1 \.node\{fill:#fff;\}html\[data-theme='dark'\] #d1 \.node\{fill:#000;\}/);
  assert.match(one, /<rect fill="var\(--c0\)" style="stroke: var\(--c1\);" x="1"\/>/);
  assert.match(one, /#d1\{--c0:#e3f0f8;--c1:rgb\(1, 2, 3\);\}html\[data-theme='dark'\] #d1\{--c0:#1d3a4f;--c1:rgb\(4, 5, 6\);\}/);
  assert.equal(combine('d1', light, dark.replace('x="1"', 'x="2"')), null, 'drawings that differ in shape are kept apart');
});

test('the state diagram of every object with states parses with Mermaid and draws every move of the data', async () => {
  for (const object of loadStateObjects().filter((o: {states: string[]}) => o.states.length)) {
    const {source} = stateDiagram(loadStateObjects(), object.id);
    assert.equal(await mermaidProblem(source), null, object.id);
    for (const [from, to] of object.transitions) {
      if (from === '*') assert.match(source, new RegExp(`note right of ${to}: from any state`));
      else assert.match(source, new RegExp(`^  ${from} --> ${to}$`, 'm'), `${object.id}: ${from} --> ${to}`);
    }
  }
});
