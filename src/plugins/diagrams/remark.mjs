// Turns each ```mermaid fence, and each <StateDiagram of="..." /> (drawn from
// data/facts/states.json), into <Diagram alt="..." svg="..." /> with the SVG drawn at build time
// (render.mjs). The page imports the Diagram component only when it has a diagram, so pages
// without one load nothing of it. A diagram that cannot be drawn fails the build with its file
// and line; under `npm start` it is shown in place with the reason, and the server goes on.
import {parse} from 'acorn';
import {parseMeta} from '../../../scripts/lib/fence-meta.mjs';
import {renderDiagram} from './render.mjs';
import {loadStateObjects, stateDiagram} from './states.mjs';

const COMPONENT = 'Diagram';
const IMPORT = `import ${COMPONENT} from '@site/src/components/Diagram';`;

function attribute(name, value) {
  return {type: 'mdxJsxAttribute', name, value};
}

function stateObjectOf(node) {
  const of = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'of');
  return typeof of?.value === 'string' ? of.value : undefined;
}

/** Every diagram of the tree, with the node to replace and where it sits. */
function diagramsOf(tree, objects) {
  const found = [];
  const walk = (node) => {
    node.children?.forEach((child, index) => {
      if (child.type === 'code' && child.lang === 'mermaid') {
        found.push({parent: node, index, line: child.position?.start.line, source: child.value, alt: parseMeta(child.meta ?? '').values.get('alt')});
      } else if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'StateDiagram') {
        const drawn = stateDiagram(objects, stateObjectOf(child));
        found.push({parent: node, index, line: child.position?.start.line, ...drawn});
      } else {
        walk(child);
      }
    });
  };
  walk(tree);
  return found;
}

/** `render` and `development` are for the unit tests. */
export default function remarkDiagrams({development = process.env.NODE_ENV === 'development', render = renderDiagram} = {}) {
  let objects;
  return async (tree, file) => {
    objects ??= loadStateObjects();
    let diagrams;
    try {
      diagrams = diagramsOf(tree, objects);
    } catch (error) {
      file.fail(error.message);
    }
    if (!diagrams.length) return;
    await Promise.all(
      diagrams.map(async (diagram) => {
        const where = `${file.path}:${diagram.line}`;
        if (!diagram.alt?.trim()) file.fail(`${where}: a mermaid diagram needs alt="<what it shows>" in its fence's meta`);
        const attributes = [attribute('alt', diagram.alt)];
        try {
          const drawn = await render(diagram.source);
          for (const [name, value] of Object.entries(drawn)) attributes.push(attribute(name, value));
        } catch (error) {
          const message = `${where}: the diagram cannot be drawn: ${error.message}`;
          if (!development) throw new Error(message);
          console.error(`[diagrams] ${message}`);
          attributes.push(attribute('error', error.message), attribute('source', diagram.source));
        }
        diagram.parent.children[diagram.index] = {type: 'mdxJsxFlowElement', name: COMPONENT, attributes, children: [], position: diagram.parent.children[diagram.index].position};
      }),
    );
    tree.children.unshift({type: 'mdxjsEsm', value: IMPORT, data: {estree: parse(IMPORT, {ecmaVersion: 'latest', sourceType: 'module'})}});
  };
}
