// Every doc page has a title, a description of at most 160 characters, and a sidebar place.
// A message names the field, the value the page gives, and what is allowed.
export const MAX_DESCRIPTION = 160;

/** The line of a front matter field (1 when the page does not write it). */
export function fieldLine(source, field) {
  const end = source.bodyStart || 1;
  for (let i = 1; i < end; i += 1) if (source.lines[i]?.startsWith(`${field}:`)) return i + 1;
  return 1;
}

const shown = (value) => {
  const text = typeof value === 'string' ? `"${value.length > 40 ? `${value.slice(0, 39)}…` : value}"` : JSON.stringify(value);
  return `${text} (${Array.isArray(value) ? 'a list' : value === null ? 'empty' : `a ${typeof value}`})`;
};

export default {
  id: 'front-matter',
  run({docs}) {
    const problems = [];
    for (const doc of docs) {
      if (doc.summary) continue;
      const fm = doc.frontMatter;
      const report = (field, message) => problems.push({rel: doc.rel, line: fieldLine(doc, field), column: 1, message});
      for (const p of doc.problems) if (p.check !== 'mdx-syntax') problems.push({rel: doc.rel, ...p});
      if (!('title' in fm)) report('title', 'front matter has no `title`; add `title: <the page title>`, which the sidebar, the h1 and the browser tab show');
      else if (typeof fm.title !== 'string' || !fm.title.trim()) report('title', `\`title\` is ${shown(fm.title)}; it must be a non-empty string`);
      if (!('description' in fm)) {
        report('description', `front matter has no \`description\`; add one sentence of at most ${MAX_DESCRIPTION} characters for search results and link previews`);
      } else if (typeof fm.description !== 'string' || !fm.description.trim()) {
        report('description', `\`description\` is ${shown(fm.description)}; it must be a sentence of 1 to ${MAX_DESCRIPTION} characters`);
      } else if (fm.description.length > MAX_DESCRIPTION) {
        report('description', `\`description\` is ${fm.description.length} characters ("${fm.description.slice(0, 40)}…"); the limit is ${MAX_DESCRIPTION}`);
      }
      if (!('sidebar_position' in fm)) {
        report('sidebar_position', 'front matter has no `sidebar_position`; add a number, the page\'s place in its sidebar category (1 comes first)');
      } else if (typeof fm.sidebar_position !== 'number') {
        report('sidebar_position', `\`sidebar_position\` is ${shown(fm.sidebar_position)}; it must be a number, such as 3`);
      }
    }
    return problems;
  },
};
