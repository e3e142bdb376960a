import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The production build that `npm test` makes before the build tests read it (scripts/test.mjs). */
export const BUILD = path.resolve(__dirname, '../../.test-build');

/** Every route of the built sitemap, as a path (`/`, `/product/quickstart`). */
export const sitemapRoutes = (): string[] =>
  [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);

/** Where the build wrote a route's page. */
export const htmlFileOf = (route: string): string => path.join(BUILD, ...route.split('/').filter(Boolean), 'index.html');

/** Which kind of page the built HTML is, from the class the theme puts on <html>. */
export function pageKindOf(html: string): 'doc' | 'post' | 'mdx-page' | null {
  const classes = /<html\b[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '';
  return /\bdocs-doc-id-/.test(classes) ? 'doc' : /\bblog-post-page\b/.test(classes) ? 'post' : /\bmdx-page\b/.test(classes) ? 'mdx-page' : null;
}
