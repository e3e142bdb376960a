// A category with its own page (/category/...) says what is in it. A message names the field of
// _category_.json, its value and what is allowed.
const lineOf = (c, key) => {
  const index = c.text?.split('\n').findIndex((l) => l.includes(`"${key}"`)) ?? -1;
  return index < 0 ? 1 : index + 1;
};

export default {
  id: 'categories',
  run({categories}) {
    const problems = [];
    for (const c of categories) {
      const report = (key, message) => problems.push({rel: c.rel, line: lineOf(c, key), column: 1, message});
      if (typeof c.data.label !== 'string') report('label', `\`label\` is ${JSON.stringify(c.data.label) ?? 'missing'}; a category needs a \`label\`, the name the sidebar shows`);
      if (typeof c.data.position !== 'number') report('position', `\`position\` is ${JSON.stringify(c.data.position) ?? 'missing'}; a category needs a number, its place in the sidebar`);
      const link = c.data.link;
      if (link?.type === 'generated-index') {
        if (!/^\/category\/[a-z0-9-]+$/.test(link.slug ?? '')) report('slug', `\`link.slug\` is ${JSON.stringify(link.slug) ?? 'missing'}; a generated index needs a slug of the form /category/<name> (lower case, digits and hyphens)`);
        const d = link.description ?? '';
        if (d.length < 40 || d.length > 160) report('description', `\`link.description\` is ${d.length} characters; a generated index needs 40 to 160`);
      }
    }
    return problems;
  },
};
