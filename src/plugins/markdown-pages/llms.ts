/** One page as the llms files list it. */
export type ListedPage = {
  /** The page's route: "/product/compute/clusters". */
  permalink: string;
  title: string;
  description: string;
  markdown: string;
};

/** A group of pages: one per sidebar, then the blog. */
export type Section = {
  /** The file name of its full text: "product" gives /llms-full/product.txt. */
  id: string;
  /** Its heading in llms.txt: "Docs". */
  label: string;
  /** What the section holds, in one line. */
  about: string;
  pages: ListedPage[];
};

/** The full-text file of a section, from the site's root. */
export const fullTextPath = (section: Pick<Section, 'id'>) => `/llms-full/${section.id}.txt`;

// A description may hold line breaks or square brackets that would end the list item or the link.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/**
 * llms.txt (https://llmstxt.org): the site's name, a summary, then one section per sidebar, each
 * page a link to its Markdown with its description. `optional` is the llmstxt "Optional" section:
 * pages outside every sidebar that a reader of the product does not need.
 */
export function llmsTxt(site: {name: string; url: string; summary: string}, sections: Section[], optional: ListedPage[], mdUrl: (permalink: string) => string): string {
  const lines = [`# ${site.name}`, '', `> ${oneLine(site.summary)}`, ''];
  lines.push(
    `Each link below is the Markdown version of a page of ${site.url}; the page itself is the same URL without \`.md\`. ` +
      `The full text of each section is one file: ${sections.map((s) => `[${s.label}](${site.url}${fullTextPath(s)})`).join(', ')} ` +
      `(listed in [llms-full.txt](${site.url}/llms-full.txt)).`,
    '',
  );
  const list = (pages: ListedPage[]) => pages.map((p) => `- [${linkText(p.title)}](${mdUrl(p.permalink)})${p.description ? `: ${oneLine(p.description)}` : ''}`);
  for (const section of sections) lines.push(`## ${section.label}`, '', ...list(section.pages), '');
  if (optional.length) lines.push('## Optional', '', ...list(optional), '');
  return lines.join('\n');
}

/** llms-full.txt: where the full text is, one file per section, as the search index is split. */
export function llmsFullIndex(site: {name: string; url: string}, sections: Section[], sizes: Map<string, number>): string {
  const lines = [
    `# ${site.name}: full text`,
    '',
    `> The full text of every page of ${site.url}, in Markdown, one file per section of the site. The list of pages, with a link to each page's own Markdown, is ${site.url}/llms.txt.`,
    '',
    '## Sections',
    '',
  ];
  for (const s of sections) {
    const kb = ((sizes.get(s.id) ?? 0) / 1024).toFixed(0);
    lines.push(`- [${s.label}](${site.url}${fullTextPath(s)}): ${s.about}; ${s.pages.length} pages, ${kb} KB`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A section's full text: every page's Markdown in order, each followed by the URL it came from,
 * separated by a rule so that each page's own `# title` starts a new part.
 */
export function fullText(site: {name: string}, section: Section, pageUrl: (permalink: string) => string): string {
  const parts = section.pages.map((p) => {
    const [first, ...rest] = p.markdown.split('\n');
    return [first, '', `Source: ${pageUrl(p.permalink)}`, ...rest].join('\n').trimEnd();
  });
  return `${[`# ${site.name}: ${section.label}`, '', `> ${oneLine(section.about)}.`, ...parts.map((part) => `\n---\n\n${part}`)].join('\n')}\n`;
}
