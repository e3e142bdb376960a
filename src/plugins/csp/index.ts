import {promises as fs} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPolicy} from './policy';
import {inlineScriptHashes, withPolicyMeta} from './html';

export type CspOptions = {
  /** Origins pages may frame (CSP frame-src). */
  frameSources: string[];
  /** Origins pages may fetch from besides their own (CSP connect-src). */
  connectSources?: string[];
};

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(full);
      return Promise.resolve(e.name.endsWith('.html') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Writes a file so that a concurrent reader sees the old or the new content, never a mix. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.csp-${process.pid}.tmp`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/**
 * Adds a Content-Security-Policy meta tag to every HTML page of a production build, allowing
 * exactly the inline scripts written into that page by their sha256 hashes. Part of
 * `docusaurus build` itself, so writers and CI get it without another step; never in development.
 */
export default function cspPlugin(_context: LoadContext, options: CspOptions): Plugin {
  return {
    name: 'lakestone-csp',
    async postBuild({outDir}) {
      const files = await htmlFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          const policy = buildPolicy({
            scriptHashes: inlineScriptHashes(html),
            frameSources: options.frameSources,
            connectSources: options.connectSources,
          });
          await writeAtomically(file, withPolicyMeta(html, policy));
        }),
      );
    },
  };
}
