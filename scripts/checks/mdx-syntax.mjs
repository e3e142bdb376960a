import {compileSync} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

// The page compiles as MDX, so a stray `{` or `<` fails here in a second, not in the build.
// The build's MDX 1 compatibility (comments, {#heading-ids}) is applied first, as Docusaurus does.
function asMdx3(text) {
  return text
    .replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, ' '))
    .replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

export default {
  id: 'mdx-syntax',
  run({all}) {
    const problems = [];
    for (const source of all) {
      if (!source.rel.endsWith('.mdx')) continue;
      try {
        compileSync(asMdx3(source.text), {remarkPlugins: [remarkGfm]});
      } catch (error) {
        problems.push({rel: source.rel, line: error.line ?? error.place?.line ?? error.position?.start?.line ?? 1, message: `MDX does not compile: ${error.reason ?? error.message}`});
      }
    }
    return problems;
  },
};
