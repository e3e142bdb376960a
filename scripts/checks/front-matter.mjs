// Every doc page has a title, a description of at most 160 characters, and a sidebar place.
export default {
  id: 'front-matter',
  run({docs}) {
    const problems = [];
    for (const doc of docs) {
      const fm = doc.frontMatter;
      for (const p of doc.problems) if (p.check !== 'mdx-syntax') problems.push({rel: doc.rel, ...p});
      if (typeof fm.title !== 'string' || !fm.title.trim()) problems.push({rel: doc.rel, line: 1, message: 'front matter needs a `title`'});
      if (typeof fm.description !== 'string' || !fm.description.trim()) {
        problems.push({rel: doc.rel, line: 1, message: 'front matter needs a `description` (at most 160 characters)'});
      } else if (fm.description.length > 160) {
        problems.push({rel: doc.rel, line: 1, message: `description is ${fm.description.length} characters; the limit is 160`});
      }
      if (typeof fm.sidebar_position !== 'number') {
        problems.push({rel: doc.rel, line: 1, message: 'front matter needs a numeric `sidebar_position` (its place in the sidebar)'});
      }
    }
    return problems;
  },
};
