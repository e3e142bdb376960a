// The route of each page, as Docusaurus computes it: the content plugins' own functions, called
// per file, so that checking one page does not load the site. The options are the site's
// (docusaurus.config.ts): docs at '/', the blog at '/blog', pages at '/', no number-prefix or
// slug customization. `npm test`'s build stays the authority on broken links; these routes are
// the content check's fast early warning.
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import yaml from 'js-yaml';

const require = createRequire(import.meta.url);
const {normalizeUrl, encodePath, fileToPath} = require('@docusaurus/utils/lib/urlUtils.js');
const {DefaultNumberPrefixParser} = require('@docusaurus/plugin-content-docs/lib/numberPrefix.js');
// The docs plugin's slug module loads all of @docusaurus/utils (half a second): loaded on first use.
let docSlug;
const getDocSlug = (options) => (docSlug ??= require('@docusaurus/plugin-content-docs/lib/slug.js').default)(options);
let blogUtils;
const parseBlogFileName = (relative) => (blogUtils ??= require('@docusaurus/plugin-content-blog/lib/blogUtils.js')).parseBlogFileName(relative);

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const SITE = {
  baseUrl: '/',
  docs: {dir: path.join(ROOT, 'docs'), routeBasePath: '/'},
  blog: {dir: path.join(ROOT, 'blog'), routeBasePath: 'blog'},
  pages: {dir: path.join(ROOT, 'src/pages'), routeBasePath: '/'},
};

/** The permalink of a doc: plugin-content-docs's processDocMetadata, without its I/O. */
export function docPermalink(file, frontMatter = {}, docsDir = SITE.docs.dir) {
  const source = path.relative(docsDir, file).split(path.sep).join('/');
  const parseNumberPrefixes = frontMatter.parse_number_prefixes ?? true;
  const name = path.posix.basename(source, path.posix.extname(source));
  const {filename} = parseNumberPrefixes ? DefaultNumberPrefixParser(name) : {filename: name};
  const slug = getDocSlug({
    baseID: frontMatter.id ?? filename,
    source,
    sourceDirName: path.posix.dirname(source),
    frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
    stripDirNumberPrefixes: parseNumberPrefixes,
    numberPrefixParser: DefaultNumberPrefixParser,
  });
  return normalizeUrl([SITE.baseUrl, SITE.docs.routeBasePath, slug]);
}

/** The permalink of a blog post: plugin-content-blog's processBlogSourceFile. */
export function blogPermalink(file, frontMatter = {}) {
  const relative = path.relative(SITE.blog.dir, file).split(path.sep).join('/');
  const slug = frontMatter.slug ?? parseBlogFileName(relative).slug;
  return normalizeUrl([SITE.baseUrl, SITE.blog.routeBasePath, slug]);
}

/** The permalink of a Markdown page under src/pages: plugin-content-pages's loadContent. */
export function pagePermalink(file, frontMatter = {}) {
  const relative = path.relative(SITE.pages.dir, file).split(path.sep).join('/');
  const slug = frontMatter.slug ?? encodePath(fileToPath(relative));
  return normalizeUrl([SITE.baseUrl, SITE.pages.routeBasePath, slug]);
}

/**
 * Routes that no source file holds: the blog's lists, tags and authors, the generated category
 * indexes, the search page, and with `planned` the routes tests/fixtures/routes.txt promises.
 */
export function generatedRoutes(categories, {planned = false, root = ROOT} = {}) {
  const generated = new Set(['/blog', '/blog/archive', '/blog/authors', '/blog/tags', '/search']);
  for (const c of categories) if (c.data.link?.slug) generated.add(normalizeUrl([SITE.baseUrl, SITE.docs.routeBasePath, c.data.link.slug]));
  for (const tag of Object.values(yaml.load(readFileSync(path.join(root, 'blog/tags.yml'), 'utf8')) ?? {})) {
    generated.add(normalizeUrl([SITE.baseUrl, SITE.blog.routeBasePath, 'tags', tag.permalink]));
  }
  for (const author of Object.keys(yaml.load(readFileSync(path.join(root, 'blog/authors.yml'), 'utf8')) ?? {})) {
    generated.add(normalizeUrl([SITE.baseUrl, SITE.blog.routeBasePath, 'authors', author]));
  }
  if (planned) {
    for (const line of readFileSync(path.join(root, 'tests/fixtures/routes.txt'), 'utf8').split('\n')) {
      if (/^\/\S*$/.test(line.trim())) generated.add(line.trim());
    }
  }
  return generated;
}
