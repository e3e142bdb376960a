import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

/** One glossary entry as a card shows it. */
export type GlossaryEntry = {
  /** The entry's heading as the reader sees it: "Lakestone Compute Unit (LCU)". */
  term: string;
  /** The entry's text as minimal safe HTML (see ALLOWED): the paragraphs under its heading. */
  definition: string;
  /** The entry on the glossary page: "/glossary#lcu". */
  url: string;
};

/** The file the browser loads: term id -> entry. */
export type GlossaryCardsFile = {
  /** The glossary page's route, the base of every entry's URL. */
  glossary: string;
  entries: Record<string, GlossaryEntry>;
};

/**
 * The only elements a definition keeps; every attribute goes but a link's href. Anything else is
 * replaced by its text (a `span` of a theme, a `kbd`), and what is no text at all is dropped.
 */
const ALLOWED = new Set(['p', 'em', 'strong', 'code', 'a', 'ul', 'ol', 'li', 'br']);
const DROPPED = new Set(['script', 'style', 'svg', 'button', 'img', 'iframe', 'object', 'noscript', 'template', 'input', 'select', 'textarea']);
const HEADING = /^h[1-6]$/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/**
 * A link's target as the card may use it, or null: a path of the site or an https URL. A link
 * within the glossary ("#flow") is made absolute to the glossary, since the card shows on other
 * pages; `javascript:`, `data:`, protocol-relative and http links are dropped.
 */
export function safeHref(href: string | undefined, glossary: string): string | null {
  if (!href) return null;
  const value = href.trim();
  if (value.startsWith('#')) return value.length > 1 ? `${glossary}${value}` : null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function serialize(nodes: AnyNode[], glossary: string): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      out += escapeText((node as unknown as {data: string}).data.replace(/\u200b/g, ''));
      continue;
    }
    if (node.type !== 'tag') continue; // comments, CDATA, directives
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    if (DROPPED.has(name)) continue;
    const inner = serialize(element.children, glossary);
    if (!ALLOWED.has(name)) {
      out += inner;
    } else if (name === 'br') {
      out += '<br>';
    } else if (name === 'a') {
      const href = safeHref(element.attribs.href, glossary);
      out += href ? `<a href="${escapeAttribute(href)}">${inner}</a>` : inner;
    } else {
      out += `<${name}>${inner}</${name}>`;
    }
  }
  return out;
}

/**
 * The glossary's entries, read from its built page: an entry is an h3 with an id inside the
 * page's Markdown, and its definition is everything after it up to the next heading. `route` is
 * the glossary's route with the site's base URL ("/glossary").
 */
export function extractGlossary(html: string, route: string): GlossaryCardsFile {
  const $ = cheerio.load(html);
  const entries: Record<string, GlossaryEntry> = {};
  const content = $('article .markdown').first();
  if (content.length === 0) throw new Error(`the page ${route} has no article with Markdown content`);
  content.find('h3[id]').each((_, heading) => {
    const id = $(heading).attr('id')!;
    const title = $(heading).clone();
    title.find('.hash-link').remove();
    const term = clean(title.text());
    const parts: AnyNode[] = [];
    for (let next = heading.nextSibling; next; next = next.nextSibling) {
      if (next.type === 'tag' && HEADING.test((next as Element).tagName)) break;
      parts.push(next);
    }
    const definition = serialize(parts, route).replace(/\n\s*/g, '\n').trim();
    entries[id] = {term, definition, url: `${route}#${id}`};
  });
  return {glossary: route, entries};
}

/** The text a definition's HTML shows, for the checks. */
export function definitionText(definition: string): string {
  return clean(cheerio.load(definition, null, false).root().text());
}
