// Used only where Babel still runs (Jest-style tooling); the build itself compiles with SWC
// through Docusaurus Faster.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
