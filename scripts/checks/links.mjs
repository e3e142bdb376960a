// Internal links go somewhere real (page and anchor), and every doc links to two other pages.
export const MIN_LINKS = 2;

function splitUrl(url) {
  const [pathPart, hash] = url.split('#');
  return {path: pathPart.replace(/\/$/, '') || (pathPart ? '/' : ''), hash};
}

export default {
  id: 'links',
  run({docs, all, routes, generated}) {
    const problems = [];
    for (const source of all) {
      const targets = new Set();
      for (const {url, line} of source.links) {
        if (/^(https?:|mailto:|tel:)/.test(url)) continue;
        if (/\.mdx?(#|$)/.test(url)) {
          problems.push({rel: source.rel, line, message: `link to a file (${url}); link to the page's route instead, such as /product/compute/clusters`});
          continue;
        }
        if (!url.startsWith('/') && !url.startsWith('#')) {
          problems.push({rel: source.rel, line, message: `relative link ${url}; use an absolute route starting with /`});
          continue;
        }
        const {path, hash} = splitUrl(url);
        const targetPath = path || source.route;
        if (path && !/^\/img\//.test(path)) targets.add(path);
        const target = routes.get(targetPath);
        if (!target && !generated.has(targetPath) && !/^\/img\//.test(targetPath)) {
          problems.push({rel: source.rel, line, message: `link to ${url}: no page has the route ${targetPath}`});
          continue;
        }
        if (hash && target && !target.headings.some((h) => h.id === hash)) {
          problems.push({rel: source.rel, line, message: `link to ${url}: ${target.rel} has no heading with the id #${hash}`});
        }
      }
      targets.delete(source.route);
      if (source.kind === 'doc' && targets.size < MIN_LINKS) {
        problems.push({rel: source.rel, line: source.bodyStart + 1, message: `links to ${targets.size} other page(s); link to at least ${MIN_LINKS} related pages`});
      }
    }
    return problems;
  },
};
