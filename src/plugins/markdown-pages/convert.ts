import {fromHtml} from 'hast-util-from-html';
import {toMdast, defaultHandlers, type Handle, type State} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmToMarkdown} from 'mdast-util-gfm';
import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {BlockContent, Code, Nodes as MdastNodes, Paragraph, Root as MdastRoot, RootContent} from 'mdast';
import {elementSource} from '../../build/element-source';

/** What a built page yields: its title (the h1), its meta description and its Markdown. */
export type MarkdownPage = {title: string; description: string; markdown: string};

/** Which kind of built page the HTML is; each keeps its content in a different element. */
export type PageKind = 'doc' | 'post' | 'mdx-page';

const classes = (node: Element): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? (value as string).split(/\s+/) : [];
};
const hasClass = (node: Element, name: string) => classes(node).includes(name);
// CSS-module classes carry a hash suffix ("admonitionHeading_avHu"): match on the stable prefix.
const hasClassPrefix = (node: Element, prefix: string) => classes(node).some((c) => c.startsWith(`${prefix}_`));
const isElement = (node: HastNodes | undefined): node is Element => node?.type === 'element';

function find(node: HastNodes, test: (element: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if ('children' in node) {
    for (const child of node.children) {
      const hit = find(child, test);
      if (hit) return hit;
    }
  }
  return undefined;
}

function findAll(node: HastNodes, test: (element: Element) => boolean, out: Element[] = []): Element[] {
  if (isElement(node) && test(node)) {
    out.push(node);
    return out;
  }
  if ('children' in node) for (const child of node.children) findAll(child, test, out);
  return out;
}

const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
const strong = (text: string): Paragraph => ({type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: text}]}]});
const flow = (state: State, node: Element) => state.toFlow(state.all(node)) as BlockContent[];

/** `note` as the theme writes it (upper-cased by CSS) reads `Note`; a custom title stays as written. */
const label = (text: string) => (text === text.toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/** A highlighted code block: one `.token-line` per line, each a row of token spans ending in a `br`. */
function codeBlock(node: Element): Code {
  const language = classes(node).find((c) => c.startsWith('language-'))?.slice('language-'.length);
  const title = find(node, (e) => hasClassPrefix(e, 'codeBlockTitle'));
  const code = find(node, (e) => e.tagName === 'code');
  let value: string;
  if (code) {
    const lines = findAll(code, (e) => hasClass(e, 'token-line'));
    value = lines.length ? lines.map((line) => toText(line, {whitespace: 'pre'}).replace(/\n$/, '')).join('\n') : toText(code, {whitespace: 'pre'});
  } else {
    value = toText(node, {whitespace: 'pre'});
  }
  const name = title ? clean(toText(title)) : '';
  // A fence carries its title only after a language, so a titled plain-text block keeps `text`.
  const lang = language && (language !== 'text' || name) ? language : null;
  return {type: 'code', lang, meta: lang && name ? `title="${name.replace(/"/g, "'")}"` : null, value: value.replace(/\n+$/, '')};
}

/** An admonition: a blockquote that opens with its label in bold. */
function admonition(state: State, node: Element): BlockContent {
  const heading = find(node, (e) => hasClassPrefix(e, 'admonitionHeading'));
  const content = find(node, (e) => hasClassPrefix(e, 'admonitionContent'));
  // Without them the label would be lost or run into the text: a theme upgrade changed the markup.
  if (!heading || !content) throw new Error('an admonition has no admonitionHeading_* or admonitionContent_* element; update admonition() in src/plugins/markdown-pages/convert.ts');
  const name = label(clean(toText(heading)));
  return {type: 'blockquote', children: [...(name ? [strong(name)] : []), ...flow(state, content)]};
}

/** A tab set: every panel, hidden ones too, each under its tab's label in bold. */
function tabs(state: State, node: Element): BlockContent[] {
  const labels = findAll(node, (e) => e.properties?.role === 'tab').map((tab) => clean(toText(tab)));
  const panels = findAll(node, (e) => e.properties?.role === 'tabpanel');
  if (labels.length !== panels.length) throw new Error(`a tab set has ${labels.length} tabs and ${panels.length} panels`);
  return panels.flatMap((panel, i) => [strong(labels[i]), ...flow(state, panel)]);
}

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-admonition')) return admonition(state, node);
  if (hasClass(node, 'theme-code-block')) return codeBlock(node);
  if (hasClass(node, 'tabs-container')) return tabs(state, node);
  // The scrollable-table wrapper (rehype-scrollable-tables) and any other box: its content only.
  return flow(state, node);
};

const nothing: Handle = () => undefined;

const a: Handle = (state, node) => {
  // The heading's "#" link adds nothing to a heading in Markdown.
  if (hasClass(node, 'hash-link')) return undefined;
  return defaultHandlers.a(state, node);
};

/** `<details>`: its summary in bold, then its content. */
const details: Handle = (state, node) => {
  const summary = node.children.find((c): c is Element => isElement(c) && c.tagName === 'summary');
  const rest: Element = {...node, children: node.children.filter((c) => c !== summary)};
  return [...(summary ? [strong(clean(toText(summary)))] : []), ...flow(state, rest)];
};

const HANDLERS: Record<string, Handle> = {
  div,
  a,
  details,
  button: nothing,
  script: nothing,
  style: nothing,
  noscript: nothing,
  template: nothing,
  // Tab lists are read by the tab-set handler; alone, a list of tab names says nothing.
  ul: (state, node) => (node.properties?.role === 'tablist' ? undefined : defaultHandlers.ul(state, node)),
  pre: (state, node) => codeBlock(node),
};

/** Makes every link and image absolute on the page's URL, and drops zero-width spaces. */
function prepare(node: HastNodes, pageUrl: URL): void {
  if (node.type === 'text') {
    node.value = node.value.replace(/\u200b/g, '');
    return;
  }
  if (isElement(node)) {
    for (const attribute of ['href', 'src'] as const) {
      const value = node.properties?.[attribute];
      if (typeof value === 'string' && value !== '') {
        try {
          node.properties[attribute] = new URL(value, pageUrl).href;
        } catch {
          // A value that is no URL stays as written.
        }
      }
    }
  }
  if ('children' in node) for (const child of node.children) prepare(child, pageUrl);
}

const CONTENT: Record<PageKind, {open: RegExp; tagName: string; what: string}> = {
  doc: {open: /<div\b[^>]*\bclass="[^"]*\btheme-doc-markdown\b/, tagName: 'div', what: '.theme-doc-markdown'},
  // The post's whole article: its header holds the h1, date and authors, #__blog-post-container the text.
  post: {open: /<article\b/, tagName: 'article', what: 'article'},
  'mdx-page': {open: /<article\b/, tagName: 'article', what: 'article'},
};

function content(tree: HastRoot, kind: PageKind): Element | undefined {
  if (kind === 'doc') return find(tree, (e) => hasClass(e, 'theme-doc-markdown'));
  if (kind === 'post') return find(tree, (e) => e.properties?.id === '__blog-post-container');
  return find(tree, (e) => e.tagName === 'article');
}

/** The first h1 of the page: the doc's (in its content), the post's (in its header) or the MDX page's. */
function titleOf(tree: HastRoot, kind: PageKind, body: Element): Element | undefined {
  const scope = kind === 'post' ? find(tree, (e) => e.tagName === 'article') : body;
  return scope && find(scope, (e) => e.tagName === 'h1');
}

const DESCRIPTION_TAG = /<meta\b[^>]*\bname="?description"?[\s/>][^>]*>/;

function metaDescription(html: string): string {
  const tag = DESCRIPTION_TAG.exec(html);
  const meta = tag ? find(fromHtml(tag[0], {fragment: true}), (e) => e.tagName === 'meta') : undefined;
  return clean(String(meta?.properties?.content ?? ''));
}

/** A post's date and authors, as its header shows them: "September 9, 2025 · Mara Lindqvist". */
function byline(tree: HastRoot): string {
  const article = find(tree, (e) => e.tagName === 'article');
  const header = article && find(article, (e) => e.tagName === 'header');
  if (!header) return '';
  const date = find(header, (e) => e.tagName === 'time');
  const authors = findAll(header, (e) => hasClassPrefix(e, 'authorName')).map((e) => clean(toText(e)));
  return [date ? clean(toText(date)) : '', authors.join(', ')].filter(Boolean).join(' · ');
}

const removeElement = (root: HastNodes, target: Element): boolean => {
  if (!('children' in root)) return false;
  const index = (root.children as ElementContent[]).indexOf(target);
  if (index >= 0) {
    root.children.splice(index, 1);
    return true;
  }
  return (root.children as HastNodes[]).some((child) => removeElement(child, target));
};

/**
 * A table's delimiter row as writers type it (`| --- | :-: |`), not the one-dash minimum that
 * mdast-util-gfm writes without column padding; lines inside code fences are left alone.
 */
function widenDelimiterRows(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^ *(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker))) {
        fence = fence === null ? marker : null;
        return line;
      }
      if (fence !== null || !/^\|( *:?-+:? *\|)+$/.test(line)) return line;
      return line.replace(/(:?)-+(:?)/g, (_, left: string, right: string) => `${left}${'-'.repeat(3 - left.length - right.length)}${right}`);
    })
    .join('\n');
}

/**
 * All of a built page that pageToMarkdown reads, its meta description tag and its content element
 * (cut as pageToMarkdown cuts it), or null when the page has no content element: converting this
 * gives what converting the page gives, so it keys the build's cache of converted pages.
 */
export function markdownInput(html: string, kind: PageKind): string | null {
  const source = elementSource(html, CONTENT[kind].open, CONTENT[kind].tagName);
  return source === null ? null : `${DESCRIPTION_TAG.exec(html)?.[0] ?? ''}${source}`;
}

/**
 * The Markdown of a built page: `# title`, then its content as GFM, every link absolute on
 * `pageUrl`. Throws when the page has no content element or no h1, so a theme change that moves
 * them fails the build instead of writing empty files.
 */
export function pageToMarkdown(html: string, kind: PageKind, pageUrl: string): MarkdownPage {
  const source = elementSource(html, CONTENT[kind].open, CONTENT[kind].tagName);
  if (!source) throw new Error(`no ${CONTENT[kind].what} element`);
  const tree = fromHtml(source, {fragment: true});
  const body = content(tree, kind);
  if (!body) throw new Error(`no ${kind === 'post' ? '#__blog-post-container' : CONTENT[kind].what} element`);
  const heading = titleOf(tree, kind, body);
  if (!heading) throw new Error('no h1');
  const title = clean(toText(heading));
  if (!title) throw new Error('an empty h1');
  removeElement(body, heading);
  prepare(body, new URL(pageUrl));

  // React's SSR separators (<!-- -->) and any other comment are no content.
  const mdast = toMdast({type: 'root', children: [body]}, {handlers: HANDLERS, nodeHandlers: {comment: () => undefined}}) as MdastRoot;
  const lead: RootContent[] = [{type: 'heading', depth: 1, children: [{type: 'text', value: title}]}];
  if (kind === 'post') {
    const line = byline(tree);
    if (line) lead.push({type: 'paragraph', children: [{type: 'emphasis', children: [{type: 'text', value: line}]}]});
  }
  const root: MdastRoot = {type: 'root', children: [...lead, ...mdast.children]};
  const markdown = toMarkdown(root as MdastNodes, {extensions: [gfmToMarkdown({tablePipeAlign: false})], bullet: '-', emphasis: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one'});
  return {title, description: metaDescription(html), markdown: widenDelimiterRows(markdown)};
}
