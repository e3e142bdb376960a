/**
 * The source of the first element whose opening tag `open` matches, up to its matching closing tag
 * (`tagName` elements nested in it are counted), or null when there is none or it never closes.
 * Built pages are Docusaurus's own minified HTML, whose `<` in text is always escaped.
 */
export function elementSource(html: string, open: RegExp, tagName: string): string | null {
  const start = open.exec(html);
  if (!start) return null;
  const tags = new RegExp(`<(/?)${tagName}\\b[^>]*>`, 'gi');
  tags.lastIndex = start.index;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start.index, tags.lastIndex);
  }
  return null;
}
