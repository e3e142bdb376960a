// Applies a Docusaurus file's exact edits from src/plugins/docusaurus-patches, in order; fails when a text is gone.
const applied = require('./applied.cjs');

module.exports = function docusaurusPatchLoader(source) {
  const {id, edits, assumes = [], counter} = this.getOptions();
  // Never served from the persistent cache: the guard counts that the patch ran in this build.
  this.cacheable(false);
  const fail = (what) => {
    throw new Error(
      `${this.resourcePath}: Docusaurus patch "${id}" (src/plugins/docusaurus-patches) ${what}\n` +
        'Docusaurus has changed; update or remove the patch in src/plugins/docusaurus-patches/index.ts.',
    );
  };
  for (const text of assumes) {
    if (!source.includes(text)) fail(`relies on this text, which is gone:\n  ${text}`);
  }
  const patched = edits.reduce((text, {find, replace}) => {
    const count = text.split(find).length - 1;
    if (count !== 1) fail(`expects this text once, found it ${count} times:\n  ${find}`);
    return text.replace(find, () => replace);
  }, source);
  if (counter) {
    const counts = applied.get(counter) ?? new Map();
    counts.set(this.resourcePath, (counts.get(this.resourcePath) ?? 0) + 1);
    applied.set(counter, counts);
  }
  return patched;
};
