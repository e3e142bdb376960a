import {readFileSync} from 'node:fs';
import path from 'node:path';

/** Text a Docusaurus file must contain for one of the site's extensions to keep working. */
export type Assumption = {file: string; text: string};

const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));

/** A file of @docusaurus/core, by its path inside the package. */
export const coreFile = (...parts: string[]): string => path.join(coreDir, ...parts);

/**
 * What is wrong with the assumptions, or null. `owner` names the extension and the file to update;
 * the message is what a developer sees when an upgrade breaks one.
 */
export function assumptionProblem(owner: string, assumptions: Assumption[], read = (file: string) => readFileSync(file, 'utf8')): string | null {
  for (const {file, text} of assumptions) {
    let source: string;
    try {
      source = read(file);
    } catch {
      return `${owner} relies on ${file}, which is gone. Docusaurus has changed; update or remove it.`;
    }
    if (!source.includes(text)) return `${owner} relies on this text in ${file}, which is gone:\n  ${text}\nDocusaurus has changed; update or remove it.`;
  }
  return null;
}

/** Stops the build (config load) when an assumption no longer holds. */
export function assertAssumptions(owner: string, assumptions: Assumption[]): void {
  const problem = assumptionProblem(owner, assumptions);
  if (problem) throw new Error(problem);
}
