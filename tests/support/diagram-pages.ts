import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, walk, parseSource, nodesOf, jsxElementsOf, routeOf} from '../../scripts/lib/content.mjs';

export type DiagramPage = {rel: string; route: string; diagrams: number};

/**
 * The pages that have diagrams, read from the sources: each with its route and how many diagrams
 * (```mermaid fences and <StateDiagram />) it holds. Only files that mention one are parsed.
 */
export function diagramPagesFromSources(): DiagramPage[] {
  const pages: DiagramPage[] = [];
  for (const [dir, kind] of [['docs', 'doc'], ['blog', 'blog'], ['src/pages', 'page']] as const) {
    for (const file of walk(path.join(ROOT, dir))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('```mermaid') && !text.includes('<StateDiagram')) continue;
      const source = parseSource(file, kind);
      const fences = (nodesOf(source, 'code') as {lang?: string}[]).filter((node) => node.lang === 'mermaid').length;
      const diagrams = fences + jsxElementsOf(source, 'StateDiagram').length;
      if (diagrams) pages.push({rel: path.relative(ROOT, file), route: routeOf(source), diagrams});
    }
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}
