// A category with its own page (/category/...) says what is in it.
export default {
  id: 'categories',
  run({categories}) {
    const problems = [];
    for (const c of categories) {
      if (typeof c.data.label !== 'string') problems.push({rel: c.rel, line: 1, message: 'a category needs a `label`'});
      if (typeof c.data.position !== 'number') problems.push({rel: c.rel, line: 1, message: 'a category needs a numeric `position`'});
      const link = c.data.link;
      if (link?.type === 'generated-index') {
        if (!/^\/category\/[a-z0-9-]+$/.test(link.slug ?? '')) problems.push({rel: c.rel, line: 1, message: 'a generated index needs a `slug` of the form /category/<name>'});
        const d = link.description ?? '';
        if (d.length < 40 || d.length > 160) problems.push({rel: c.rel, line: 1, message: `a generated index needs a \`description\` of 40 to 160 characters (has ${d.length})`});
      }
    }
    return problems;
  },
};
