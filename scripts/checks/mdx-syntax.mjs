// The page parses as MDX, with the build's MDX 1 compatibility (comments, {#heading-ids},
// admonition titles), so a stray `{` or `<` fails here in a second, not in the build. The reader
// (lib/content.mjs) parses each page once; this check reports what that parse found.
export default {
  id: 'mdx-syntax',
  run({all}) {
    return all.flatMap((source) => source.problems.filter((p) => p.check === 'mdx-syntax').map(({check, ...p}) => ({rel: source.rel, ...p})));
  },
};
