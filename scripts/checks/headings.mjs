// Heading ids are unique on a page. An id is the one Docusaurus gives the heading (an explicit
// {#id}, or the slug of its text), so this catches what markdownlint cannot see: two explicit
// ids alike, or an explicit id equal to another heading's slug; a link to it would reach only
// the first. The other heading rules are markdownlint's (`npm run lint:markdown`):
// MD001 (one level at a time), MD024 (no twin headings in a section), MD025 (one h1), and the
// site's LKS001 heading-max-level and LKS002 h1-first (scripts/markdownlint/lakestone-rules.mjs).
export default {
  id: 'headings',
  run({all}) {
    const problems = [];
    for (const source of all) {
      const seen = new Map();
      for (const h of source.headings) {
        const first = seen.get(h.id);
        if (first) problems.push({rel: source.rel, line: h.line, column: h.column, message: `the heading id #${h.id} is already the id of "${first.text}" on line ${first.line}; give this heading another {#id}`});
        else seen.set(h.id, h);
      }
    }
    return problems;
  },
};
