// Module resolution hook that lets plain `node` load dt-sql-parser. Its published dist is ES
// modules whose relative imports name no file extension ('./basicSQL', '../common'), which Node's
// ES module resolver refuses. This hook, registered by dialect-sql.mjs just before it imports a
// dt-sql-parser file, adds `.js` (or `/index.js` for a folder) to such an import, and only for
// imports made from dt-sql-parser's own files; every other import resolves as usual.
import {existsSync, statSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && context.parentURL?.includes('/node_modules/dt-sql-parser/') && !/\.[cm]?js$/.test(specifier)) {
    const url = new URL(specifier, context.parentURL);
    const file = fileURLToPath(url);
    if (existsSync(`${file}.js`)) return nextResolve(`${url.href}.js`, context);
    if (existsSync(file) && statSync(file).isDirectory()) return nextResolve(`${url.href}/index.js`, context);
  }
  return nextResolve(specifier, context);
}
