import * as cheerio from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {elementSource} from '../../build/element-source';

/** The searchable parts of one built page, read from its HTML as the reader sees it. */
export type PageText = {
  title: string;
  /** The breadcrumb trail above the title, without the home link and the page itself. */
  breadcrumbs: string[];
  /** The part before the first h2 (anchor ''), then one per h2 or h3. */
  sections: SectionText[];
};

/** Text of a section by the weight its words get in the index. */
export type SectionText = {
  anchor: string;
  heading: string;
  level: 0 | 2 | 3;
  /** Running text as raw pieces (join, then collapse spaces): paragraphs, lists, admonitions, table cells after the first, h4 to h6. */
  prose: string[];
  /** Names a section defines: a table row's first cell, a `dt`, a list item that opens with code. */
  definitions: string[];
  /** Code blocks: names used in samples. */
  code: string[];
};

const SKIP = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template']);
const BLOCK = new Set(['p', 'li', 'div', 'blockquote', 'td', 'th', 'dd', 'h4', 'h5', 'h6', 'summary', 'details', 'ul', 'ol', 'table']);
const clean = (text: string) => text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

/** Longer first cells are sentences (a troubleshooting table's symptom), not names. */
const MAX_NAME_LENGTH = 48;

/**
 * The cell of a table row that names what the row defines: the first of the first two cells that
 * holds one `code` element and nothing else (a parameter table whose first column lists the
 * sources it applies to), else a short first cell; -1 when the row names nothing.
 */
function definingCell($: cheerio.CheerioAPI, cells: Element[]): number {
  for (let i = 0; i < Math.min(2, cells.length); i += 1) {
    const children = $(cells[i]).contents().toArray().filter((c) => c.type !== 'text' || clean((c as unknown as {data: string}).data) !== '');
    if (children.length === 1 && children[0].type === 'tag' && (children[0] as Element).name === 'code') return i;
  }
  return clean($(cells[0]).text()).length <= MAX_NAME_LENGTH ? 0 : -1;
}

/**
 * All of a built page that extractPage reads, its first `<article>` element, or null when it has
 * none: reading this gives what reading the page gives, so it keys the build's cache of read pages.
 */
export function articleOf(html: string): string | null {
  return elementSource(html, /<article\b/, 'article');
}

/**
 * Reads a doc page's or blog post's HTML. Everything in the article's Markdown body counts, code
 * blocks and tables included: engineers search for the names they hold.
 */
export function extractPage(html: string, route: string): PageText {
  const $ = cheerio.load(html);
  const article = $('article').first();
  const body = article.find('.theme-doc-markdown, #__blog-post-container, .markdown').first();
  if (article.length === 0 || body.length === 0) {
    throw new Error(`search index: ${route} has no <article> with a Markdown body; the search index cannot read it`);
  }
  const title = clean(article.find('h1').first().text());
  const breadcrumbs = article
    .find('.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .filter((li) => !$(li).hasClass('breadcrumbs__item--active') && clean($(li).text()) !== '')
    .map((li) => clean($(li).text()));

  let current: SectionText = {anchor: '', heading: '', level: 0, prose: [], definitions: [], code: []};
  const sections = [current];
  const textOf = (node: AnyNode) => clean($(node).clone().find('.hash-link, button, script, style').remove().end().text());

  const walk = (node: AnyNode): void => {
    if (node.type === 'text') {
      current.prose.push((node as unknown as {data: string}).data);
      return;
    }
    if (node.type !== 'tag') return;
    const el = node as Element;
    const tag = el.name;
    if (SKIP.has(tag) || $(el).hasClass('hash-link') || $(el).hasClass('sr-only')) return;
    if (tag === 'header' && $(el).find('h1').length > 0) return;
    // A diagram's drawing is skipped as svg; its text alternative says what it shows, in words.
    if (el.attribs.role === 'img' && el.attribs['aria-label']) current.prose.push(` ${el.attribs['aria-label']} `);
    if ((tag === 'h2' || tag === 'h3') && el.attribs.id) {
      current = {anchor: el.attribs.id, heading: textOf(el), level: tag === 'h2' ? 2 : 3, prose: [], definitions: [], code: []};
      sections.push(current);
      return;
    }
    if (tag === 'pre' || $(el).hasClass('theme-code-block')) {
      const text = $(el).find('pre').length ? $(el).find('pre').text() : $(el).text();
      if (text.trim()) current.code.push(text.trim());
      return;
    }
    if (tag === 'tr') {
      const cells = $(el).children('td, th').toArray();
      if ($(el).children('th').length === cells.length) {
        current.prose.push(` ${cells.map(textOf).join(' ')} `);
        return;
      }
      const defining = definingCell($, cells);
      cells.forEach((cell, i) => (i === defining ? current.definitions : current.prose).push(` ${textOf(cell)} `));
      return;
    }
    if (tag === 'dt') {
      current.definitions.push(textOf(el));
      return;
    }
    if (tag === 'li') {
      const first = el.children.find((c) => c.type === 'tag' || (c.type === 'text' && clean((c as unknown as {data: string}).data)));
      if (first && first.type === 'tag' && (first as Element).name === 'code') current.definitions.push(textOf(first));
    }
    const block = BLOCK.has(tag);
    if (block) current.prose.push(' ');
    for (const child of el.children) walk(child);
    if (block) current.prose.push(' ');
  };
  for (const child of body.get(0)!.children) walk(child);
  return {title, breadcrumbs, sections: sections.filter((s, i) => i > 0 || s.prose.length + s.definitions.length + s.code.length > 0)};
}
