// How many times each patched file went through the loader in the current compilation, per
// compiler: written by ./loader.cjs, read by the guard in ./index.ts. A global symbol, because the
// config's loader (jiti) and the bundler's loader runner may each load this file as its own module.
const key = Symbol.for('lakestone.docusaurus-patches.applied');
globalThis[key] ??= new Map();
module.exports = globalThis[key];
