// The site's own Markdown style rules, run by markdownlint (`npm run lint:markdown`, and by
// `npm run check:content -- FILE` for the pages it is given). Each is a custom rule in
// markdownlint's format: https://github.com/DavidAnson/markdownlint/blob/main/doc/CustomRules.md

/** Every heading of the page, nested ones included (in lists, block quotes), in order. */
function headings(tokens, out = []) {
  for (const token of tokens) {
    if (token.type === 'atxHeading' || token.type === 'setextHeading') out.push(token);
    else if (token.children?.length) headings(token.children, out);
  }
  return out;
}

function level(heading) {
  if (heading.type === 'atxHeading') return heading.children.find((t) => t.type === 'atxHeadingSequence')?.text.length ?? 1;
  return heading.children.find((t) => t.type === 'setextHeadingLine')?.text.trim().startsWith('=') ? 1 : 2;
}

/** @type {import('markdownlint').Rule} */
export const headingMaxLevel = {
  names: ['LKS001', 'heading-max-level'],
  description: 'Headings use levels 1 to 4 (the table of contents shows 2 and 3)',
  tags: ['headings'],
  parser: 'micromark',
  function(params, onError) {
    for (const heading of headings(params.parsers.micromark.tokens)) {
      const n = level(heading);
      if (n > 4) onError({lineNumber: heading.startLine, detail: `h${n}: use levels 2 to 4; split the section or make it a list`});
    }
  },
};

/** @type {import('markdownlint').Rule} */
export const h1First = {
  names: ['LKS002', 'h1-first'],
  description: 'An h1 in the body comes before every other heading',
  tags: ['headings'],
  parser: 'micromark',
  function(params, onError) {
    const all = headings(params.parsers.micromark.tokens);
    const first = all.findIndex((h) => level(h) === 1);
    if (first > 0) onError({lineNumber: all[first].startLine, detail: `the h1 comes after the heading on line ${all[0].startLine + params.frontMatterLines.length}`});
  },
};

export default [headingMaxLevel, h1First];
