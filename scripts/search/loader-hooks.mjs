// Module hooks that let Node load the search plugin's browser code as the built site runs it:
// `@generated/...` comes from the build's .docusaurus folder, extensionless relative imports get
// `.js`, and the worker messaging library is replaced by a no-op (the search runs in-process).
import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL, fileURLToPath} from 'node:url';

const GENERATED = path.resolve(process.env.LAKESTONE_GENERATED_DIR ?? '.docusaurus');
const COMLINK_STUB = 'data:text/javascript,export function expose(){} export function wrap(){}';

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@generated/')) {
    return {url: pathToFileURL(path.join(GENERATED, specifier.slice('@generated/'.length))).href, shortCircuit: true};
  }
  if (specifier === 'comlink') return {url: COMLINK_STUB, shortCircuit: true};
  if (specifier.startsWith('.') && context.parentURL?.startsWith('file:') && !path.extname(specifier)) {
    const candidate = path.resolve(path.dirname(fileURLToPath(context.parentURL)), `${specifier}.js`);
    if (existsSync(candidate)) return {url: pathToFileURL(candidate).href, shortCircuit: true};
  }
  return next(specifier, context);
}
