import {readFileSync} from 'node:fs';
import path from 'node:path';

export type RouteRule =
  | {kind: 'exact'; route: string; section: string; line: number}
  | {kind: 'at-least'; count: number; prefix: string; section: string; line: number};

/** Parses tests/fixtures/routes.txt, the spec's list of routes the built site must serve. */
export function readRouteRules(file = path.join(__dirname, '../fixtures/routes.txt')): RouteRule[] {
  const rules: RouteRule[] = [];
  let section = '';
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((raw, index) => {
      const line = raw.trim();
      if (line.startsWith('## ')) section = line.slice(3).trim();
      if (!line || line.startsWith('#')) return;
      const atLeast = /^at-least (\d+) (\/\S*)$/.exec(line);
      if (atLeast) {
        rules.push({kind: 'at-least', count: Number(atLeast[1]), prefix: atLeast[2], section, line: index + 1});
      } else if (/^\/\S*$/.test(line)) {
        rules.push({kind: 'exact', route: line, section, line: index + 1});
      } else {
        throw new Error(`routes.txt:${index + 1}: cannot read "${line}"`);
      }
    });
  return rules;
}
