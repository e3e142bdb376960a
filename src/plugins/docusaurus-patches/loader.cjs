// Applies a Docusaurus file's exact edits from src/plugins/docusaurus-patches, in order; fails when a text is gone.
module.exports = function docusaurusPatchLoader(source) {
  const {edits} = this.getOptions();
  return edits.reduce((text, {find, replace}) => {
    const count = text.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `${this.resourcePath}: src/plugins/docusaurus-patches expects this text once, found it ${count} times:\n  ${find}\n` +
          'Docusaurus has changed; update or remove the patch in src/plugins/docusaurus-patches/index.ts.',
      );
    }
    return text.replace(find, () => replace);
  }, source);
};
