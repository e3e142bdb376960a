// Applies one exact edit of src/plugins/theme-patches to a theme file; fails when the text is gone.
module.exports = function themePatchLoader(source) {
  const {find, replace} = this.getOptions();
  const count = source.split(find).length - 1;
  if (count !== 1) {
    throw new Error(
      `${this.resourcePath}: src/plugins/theme-patches expects this text once, found it ${count} times:\n  ${find}\n` +
        'The theme has changed; update or remove the patch in src/plugins/theme-patches/index.ts.',
    );
  }
  return source.replace(find, replace);
};
