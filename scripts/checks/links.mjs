import {closest} from '../lib/closest.mjs';

// Internal links go somewhere real (page and anchor), and every doc links to two other pages.
// A link to a heading of the same page (`#id`) is markdownlint's MD051 (link-fragments). When
// only some pages are checked, the links of the other pages into them are checked too: those
// problems name the other page's line and are `about` the checked page.
export const MIN_LINKS = 2;

function splitUrl(url) {
  const [pathPart, hash] = url.split('#');
  return {path: pathPart.replace(/\/$/, '') || (pathPart ? '/' : ''), hash};
}

/** The existing route a broken one most likely meant: the same last segment elsewhere, or a slip. */
export function closestRoute(route, known) {
  const last = route.split('/').pop();
  const sameName = known.filter((r) => r.split('/').pop() === last);
  if (sameName.length === 1) return sameName[0];
  return closest(route, known, {maxRatio: 1 / 4});
}

/** "did you mean #x?", or the ids there are when the page has few. */
export function anchorHint(hash, ids) {
  const near = closest(hash, ids);
  if (near) return `; did you mean #${near}?`;
  if (!ids.length) return '; that page has no headings';
  if (ids.length <= 8) return `; its headings are ${ids.map((id) => `#${id}`).join(', ')}`;
  return '';
}

export default {
  id: 'links',
  run({docs, all, routes, generated, movedFrom = new Map()}) {
    const problems = [];
    const known = [...routes.keys(), ...generated];
    for (const source of all) {
      const targets = new Set();
      for (const {url, line, column, kind} of source.links) {
        const at = {rel: source.rel, line, column};
        if (/^(https?:|mailto:|tel:)/.test(url)) continue;
        if (/\.mdx?(#|$)/.test(url)) {
          problems.push({...at, message: `link to a file (${url}); link to the page's route instead, such as /product/compute/clusters`});
          continue;
        }
        if (!url.startsWith('/') && !url.startsWith('#')) {
          problems.push({...at, message: `relative link ${url}; use an absolute route starting with /, such as /product/compute/clusters`});
          continue;
        }
        const {path, hash} = splitUrl(url);
        if (!path) continue; // #id on the same page: markdownlint's MD051
        if (/^\/img\//.test(path)) continue;
        if (kind !== 'image') targets.add(path);
        const target = routes.get(path);
        if (!target && !generated.has(path)) {
          const moved = movedFrom.get(path);
          if (moved) {
            problems.push({...at, about: moved.rel, message: `link to ${url}: ${moved.rel} moved from ${path} to ${moved.route} (its file name or slug changed); link to ${moved.route}${hash ? `#${hash}` : ''}`});
          } else {
            const near = closestRoute(path, known);
            problems.push({...at, message: `link to ${url}: no page has the route ${path}${near ? `; did you mean ${near}?` : ''}`});
          }
          continue;
        }
        if (hash && target && !target.headings.some((h) => h.id === hash)) {
          problems.push({...at, about: target.rel, message: `link to ${url}: ${target.rel} has no heading with the id #${hash}${anchorHint(hash, target.headings.map((h) => h.id))}`});
        }
      }
      targets.delete(source.route);
      if (source.kind === 'doc' && targets.size < MIN_LINKS) {
        problems.push({rel: source.rel, line: source.bodyStart + 1, column: 1, message: `links to ${targets.size} other page(s); link to at least ${MIN_LINKS} related pages`});
      }
    }
    return problems;
  },
};
