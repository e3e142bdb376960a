// One h1 per page, first; then levels 2 and 3 (the table of contents), no skipped level.
export default {
  id: 'headings',
  run({all}) {
    const problems = [];
    for (const source of all) {
      const h1s = source.headings.filter((h) => h.level === 1);
      if (h1s.length > 1) for (const h of h1s.slice(1)) problems.push({rel: source.rel, line: h.line, message: 'a second h1; a page has exactly one'});
      if (h1s.length === 1 && source.headings[0] !== h1s[0]) problems.push({rel: source.rel, line: h1s[0].line, message: 'the h1 must come before every other heading'});
      let previous = 1;
      const seen = new Map();
      for (const h of source.headings) {
        if (h.level > previous + 1) problems.push({rel: source.rel, line: h.line, message: `h${h.level} after h${previous}: a heading level is skipped`});
        if (h.level > 4) problems.push({rel: source.rel, line: h.line, message: `h${h.level}: use levels 2 to 4 (the table of contents shows 2 and 3)`});
        if (seen.has(h.id)) problems.push({rel: source.rel, line: h.line, message: `heading id #${h.id} is already used on line ${seen.get(h.id)}`});
        seen.set(h.id, h.line);
        previous = h.level;
      }
    }
    return problems;
  },
};
