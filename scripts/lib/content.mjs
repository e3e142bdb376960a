// Reads the site's MDX/Markdown sources into a form the content checks share: front matter,
// fenced code blocks, headings, links and prose, each with its position. Each page is parsed
// once, into a syntax tree, with the parser Docusaurus uses for it (remark + MDX, front matter,
// directives, GFM, and the MDX 1 compatibility of docusaurus.config.ts: `<!-- -->` comments,
// `:::note Title` admonitions, `{#id}` heading ids). Routes and heading ids come from
// Docusaurus's own functions (./routes.mjs), not from a copy of its rules.
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import {toString} from 'mdast-util-to-string';
import {createRequire} from 'node:module';
import {docPermalink, blogPermalink, pagePermalink, generatedRoutes} from './routes.mjs';

// The modules of @docusaurus/utils these come from, not its index, which loads far more.
const require = createRequire(import.meta.url);
const {escapeMarkdownHeadingIds, parseMarkdownHeadingId} = require('@docusaurus/utils/lib/markdownHeadingIdUtils.js');
const {admonitionTitleToDirectiveLabel} = require('@docusaurus/utils/lib/markdownUtils.js');
const {createSlugger} = require('@docusaurus/utils/lib/slugger.js');

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

// The admonition keywords of the classic theme (its default list), for `:::note Title`.
const ADMONITIONS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment);
const mdParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment);

export function walk(dir, test = (f) => /\.mdx?$/.test(f)) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, test));
    else if (test(name)) out.push(full);
  }
  return out;
}

/**
 * The text as the MDX compiler sees it after Docusaurus's preprocessing (mdx1Compat): heading
 * ids escaped and admonition titles made directive labels. Both edits stay on their line, so
 * line numbers are the source's.
 */
export function preprocess(text) {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(text), ADMONITIONS);
}

/**
 * Parses text into an mdast tree. Site pages are MDX (the config's `markdown.format`); the
 * writer's guide files are plain Markdown. When MDX does not parse, the tree is the page read as
 * plain Markdown, so that the other checks still see its fences and links, and `error` says why.
 */
export function parseTree(text, {mdx = true} = {}) {
  const input = preprocess(text);
  if (!mdx) return {tree: mdParser.parse(input), input, error: null};
  try {
    return {tree: mdxParser.parse(input), input, error: null};
  } catch (error) {
    return {tree: mdParser.parse(input), input, error};
  }
}

/** Calls visit(node, ancestors) for every node of the tree, depth first, in document order. */
export function visit(node, fn, ancestors = []) {
  if (fn(node, ancestors) === false) return;
  if (!node.children) return;
  const next = [...ancestors, node];
  for (const child of node.children) visit(child, fn, next);
}

// Nodes whose text a reader does not read as prose.
const NOT_PROSE = new Set(['code', 'yaml', 'toml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'comment', 'definition', 'image', 'imageReference']);

/** The words a reader sees in a node: text and inline code, without JSX attributes, code or expressions. */
export function readerText(node) {
  if (NOT_PROSE.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (!node.children) return '';
  // A directive's label ([Title]) is read; its attributes are not.
  return node.children.map(readerText).join(node.type === 'tableRow' || node.type === 'table' || node.type === 'list' ? ' ' : '');
}

const pos = (node) => ({line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1});

/** Everything the checks read, derived from the tree. */
function derive(tree) {
  const fences = [];
  const headings = [];
  const paragraphs = [];
  const blocks = []; // text of every block a reader reads, for word counts
  let frontMatterNode = null;
  const slugger = createSlugger();
  visit(tree, (node, ancestors) => {
    switch (node.type) {
      case 'yaml':
        if (!frontMatterNode && ancestors.length === 1) frontMatterNode = node;
        return false;
      case 'code':
        fences.push({lang: node.lang ?? '', meta: node.meta ?? '', code: node.value, ...pos(node), endLine: node.position.end.line, indent: node.position.start.column - 1});
        return false;
      case 'heading': {
        // As Docusaurus's remark plugin does (@docusaurus/mdx-loader, remark/headings): the text
        // without HTML, an explicit {#id} or else the slug of the text, deduplicated on the page.
        const parts = node.children.filter((c) => c.type !== 'html');
        const parsed = parseMarkdownHeadingId(toString(parts.length ? parts : node));
        const text = parsed.text.trim();
        headings.push({level: node.depth, text, explicitId: parsed.id, id: parsed.id ?? slugger.slug(text), ...pos(node)});
        blocks.push(readerText(node).replace(/\s*\{#[^}]*\}\s*$/, ''));
        break;
      }
      case 'paragraph': {
        if (ancestors.some((a) => a.type === 'paragraph' || a.type === 'heading')) break;
        if (node.data?.directiveLabel) break;
        const text = readerText(node).replace(/\s+/g, ' ').trim();
        if (text) paragraphs.push({text, ...pos(node)});
        blocks.push(readerText(node));
        return false;
      }
      case 'tableCell':
        blocks.push(readerText(node));
        return false;
      default:
        if (NOT_PROSE.has(node.type)) return false;
    }
    return undefined;
  });
  return {fences, headings, paragraphs, blocks, frontMatterNode};
}

/** Links: Markdown links, images and definitions, and the `href`/`to` of JSX elements. */
function inlineLinks(tree) {
  const links = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push({url: node.url, kind: node.type, ...pos(node)});
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')) {
      for (const attribute of node.attributes ?? []) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string') {
          links.push({url: attribute.value, kind: 'jsx', ...pos(attribute.position ? attribute : node)});
        }
      }
    }
    if (node.type === 'code' || node.type === 'yaml') return false;
    return undefined;
  });
  return links;
}

/** Parses one source's text. `kind` is 'doc', 'blog', 'page' or 'guide'. */
export function parseText(text, file, kind) {
  const lines = text.split('\n');
  const problems = [];
  const {tree, input, error} = parseTree(text, {mdx: kind !== 'guide'});
  if (error) {
    problems.push({check: 'mdx-syntax', line: error.line ?? error.place?.line ?? 1, column: error.column ?? error.place?.column ?? 1, message: `MDX does not compile: ${error.reason ?? error.message}`});
  }
  const {fences, headings, paragraphs, blocks, frontMatterNode} = derive(tree);
  const links = inlineLinks(tree).sort((a, b) => a.line - b.line || a.column - b.column);
  let frontMatter = {};
  let bodyStart = 0;
  if (frontMatterNode) {
    try {
      frontMatter = yaml.load(frontMatterNode.value) ?? {};
    } catch (e) {
      problems.push({line: 1, column: 1, message: `front matter is not valid YAML: ${e.message.split('\n')[0]}`});
    }
    bodyStart = frontMatterNode.position.end.line;
  }
  // An unclosed fence runs to the end of the page (CommonMark): its last line is no closing fence.
  for (const f of fences) {
    const opener = /^\s*(?:>\s*)*(`{3,}|~{3,})/.exec(lines[f.line - 1])?.[1];
    const last = lines[f.endLine - 1] ?? '';
    if (opener && (f.endLine === f.line || !new RegExp(`^\\s*(?:>\\s*)*${opener[0]}{${opener.length},}\\s*$`).test(last))) {
      problems.push({check: 'mdx-syntax', line: f.line, column: f.column, message: 'code fence is never closed'});
    }
  }
  const words = blocks.join('\n')
    .replace(/https?:\/\/\S+/g, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w) && !/^[|:-]+$/.test(w));
  return {file, rel: file ? path.relative(ROOT, file) : '', kind, text, input, lines, tree, frontMatter, bodyStart, fences, headings, links, paragraphs, words, problems};
}

// ---------------------------------------------------------------------------------------------
// Reading a parsed page's tree: the shapes the checks look for (sections, tables, JSX elements,
// blocks of running text), each with its position in the source.

/** The source of a node, as the parser read it (`source.input`, which keeps the source's lines). */
export function rawOf(source, node) {
  return source.input.slice(node.position.start.offset, node.position.end.offset);
}

const lineStarts = new WeakMap();
/** The line and column of an offset into `source.input`. */
export function locate(source, offset) {
  if (!lineStarts.has(source)) {
    const starts = [0];
    for (let i = source.input.indexOf('\n'); i >= 0; i = source.input.indexOf('\n', i + 1)) starts.push(i + 1);
    lineStarts.set(source, starts);
  }
  const starts = lineStarts.get(source);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return {line: lo + 1, column: offset - starts[lo] + 1};
}

/**
 * The page's sections under headings of one depth: [{title, line, heading, nodes}], where nodes are
 * the top-level nodes after the heading up to the next heading of that depth or higher.
 */
export function sectionsOf(source, depth = 2) {
  const out = [];
  let current = null;
  for (const node of source.tree.children) {
    if (node.type === 'heading' && node.depth <= depth) {
      current = null;
      if (node.depth === depth) {
        const parts = node.children.filter((c) => c.type !== 'html');
        current = {title: parseMarkdownHeadingId(toString(parts.length ? parts : node)).text.trim(), line: node.position.start.line, heading: node, nodes: []};
        out.push(current);
      }
      continue;
    }
    current?.nodes.push(node);
  }
  return out;
}

/** The writer's guide page that lists the running example's tables and objects. */
export const PRODUCT_MODEL = 'writers-guide/product-model.md';

/**
 * The product model's text for a check that compares it with the example data, or undefined when
 * this run does not report on it: a run of given pages (`only`) reports only on those. A test
 * passes its own text as `site.exampleGuide`, or none with its own data (`ownData`).
 */
export function productModelToCheck(site, {only, ownData} = {}) {
  if (only && !only.has(PRODUCT_MODEL)) return undefined;
  if ('exampleGuide' in site) return site.exampleGuide;
  if (ownData) return undefined;
  return readFileSync(path.join(ROOT, PRODUCT_MODEL), 'utf8');
}

/**
 * The section under the heading whose text is `title`, at any depth: {line, depth, nodes}, the
 * nodes up to the next heading of that depth or higher; null when no heading has that text.
 */
export function sectionNamed(source, title) {
  const children = source.tree.children;
  const start = children.findIndex((n) => n.type === 'heading' && parseMarkdownHeadingId(toString(n)).text.trim() === title);
  if (start < 0) return null;
  const {depth} = children[start];
  const end = children.findIndex((n, i) => i > start && n.type === 'heading' && n.depth <= depth);
  return {line: children[start].position.start.line, depth, nodes: children.slice(start + 1, end < 0 ? undefined : end)};
}

/** The nodes of a type among `nodes` (the page by default) and their descendants, outside code. */
export function nodesOf(source, type, nodes = [source.tree]) {
  const out = [];
  for (const root of nodes) {
    visit(root, (node) => {
      if (node.type === type) out.push(node);
      if (node.type === 'code' || node.type === 'yaml') return false;
      return undefined;
    });
  }
  return out;
}

/**
 * Markdown tables: [{node, line, header: [cell], rows: [{node, line, cells: [cell]}]}]. A cell is
 * {node, raw, text, codes, line, column}: its source, what a reader reads, and its code spans.
 */
export function tablesOf(source, nodes) {
  const cell = (node) => ({
    node,
    raw: rawOf(source, node).trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '').trim(),
    text: readerText(node).replace(/\s+/g, ' ').trim(),
    codes: nodesOf(source, 'inlineCode', [node]).map((c) => c.value),
    ...pos(node),
  });
  return nodesOf(source, 'table', nodes).map((node) => {
    const [head, ...body] = node.children;
    return {
      node,
      line: node.position.start.line,
      header: head.children.map(cell),
      rows: body.map((row) => ({node: row, line: row.position.start.line, cells: row.children.map(cell)})),
    };
  });
}

/**
 * JSX elements named `name`: [{node, line, column, attributes}], where attributes maps each
 * attribute to its string value, or to {expression} (its source) when it is written in braces.
 */
export function jsxElementsOf(source, name, nodes) {
  const out = [];
  for (const type of ['mdxJsxFlowElement', 'mdxJsxTextElement']) {
    for (const node of nodesOf(source, type, nodes)) {
      if (node.name !== name) continue;
      const attributes = new Map();
      for (const a of node.attributes ?? []) {
        if (a.type !== 'mdxJsxAttribute') continue;
        attributes.set(a.name, a.value && typeof a.value === 'object' ? {expression: a.value.value} : a.value);
      }
      out.push({node, ...pos(node), attributes});
    }
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The blocks of running text outside code and front matter, in document order: paragraphs,
 * headings and table rows, each as {node, kind, raw, offset, line}. `raw` is the block's source
 * (inline Markdown kept: backticks, links); `offset` is where it starts in `source.input`.
 */
export function textBlocks(source, nodes) {
  const out = [];
  for (const root of nodes ?? [source.tree]) {
    visit(root, (node) => {
      if (NOT_PROSE.has(node.type) || node.type === 'yaml') return false;
      if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') {
        out.push({node, kind: node.type, raw: rawOf(source, node), offset: node.position.start.offset, line: node.position.start.line});
        return false;
      }
      return undefined;
    });
  }
  return out;
}

/** Parses one source file. `kind` is 'doc', 'blog', 'page' or 'guide'. */
export function parseSource(file, kind) {
  return parseText(readFileSync(file, 'utf8'), file, kind);
}

/** Markdown inline syntax reduced to the words a reader sees (for one line of a table or prose). */
export function plainText(markdown) {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[`*_~]/g, '')
    .trim();
}

/** Paragraphs of prose (not code, headings, tables or JSX tags), with their position. */
export function paragraphs(source) {
  return source.paragraphs;
}

/** Words of prose: everything a reader reads outside code blocks, front matter and JSX tags. */
export function proseWords(source) {
  return source.words;
}

/** Every source of the site, parsed, and the routes the build will create for them. */
export function loadSite({planned = false, parse = parseSource} = {}) {
  const docs = walk(path.join(ROOT, 'docs')).map((f) => parse(f, 'doc'));
  const blog = walk(path.join(ROOT, 'blog')).map((f) => parse(f, 'blog'));
  const pages = walk(path.join(ROOT, 'src/pages')).map((f) => parse(f, 'page'));
  return assembleSite({docs, blog, pages, planned});
}

/** The route Docusaurus gives a source, without a trailing slash (links are compared without one). */
export function routeOf(source) {
  const route = source.kind === 'doc' ? docPermalink(source.file, source.frontMatter)
    : source.kind === 'blog' ? blogPermalink(source.file, source.frontMatter)
      : pagePermalink(source.file, source.frontMatter);
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

/** The routes of parsed sources (computed unless known), and the other routes the build generates. */
export function assembleSite({docs, blog, pages, planned = false}) {
  const routes = new Map();
  for (const source of [...docs, ...blog, ...pages]) {
    source.route ??= routeOf(source);
    routes.set(source.route, source);
  }
  const categories = walk(path.join(ROOT, 'docs'), (f) => f === '_category_.json').map((file) => {
    const text = readFileSync(file, 'utf8');
    return {file, rel: path.relative(ROOT, file), text, data: JSON.parse(text)};
  });
  const generated = generatedRoutes(categories, {planned});
  return {docs, blog, pages, categories, routes, generated, all: [...docs, ...blog, ...pages]};
}
