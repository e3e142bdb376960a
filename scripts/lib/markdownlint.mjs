// markdownlint with the project's configuration (.markdownlint-cli2.jsonc), for the pages the
// writer's check is given: the same rules as `npm run lint:markdown`, in the checks' format.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {lint} from 'markdownlint/sync';
import {ROOT} from './content.mjs';

/** The configuration file without its comments (JSONC). */
function readConfig() {
  const text = readFileSync(path.join(ROOT, '.markdownlint-cli2.jsonc'), 'utf8');
  const json = text.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m, string) => string ?? '');
  return JSON.parse(json);
}

let settings;
async function load() {
  if (settings) return settings;
  const config = readConfig();
  const customRules = [];
  for (const rule of config.customRules ?? []) customRules.push(...[(await import(pathToFileURL(path.join(ROOT, rule)).href)).default].flat());
  settings = {config: config.config, customRules};
  return settings;
}

/** [{rel, line, column, rule, message}] for the files (paths relative to the root). */
export async function lintFiles(rels) {
  const {config, customRules} = await load();
  const results = lint({files: rels.map((rel) => path.join(ROOT, rel)), config, customRules, handleRuleFailures: true});
  const problems = [];
  for (const [file, errors] of Object.entries(results)) {
    for (const e of errors) {
      const detail = e.errorDetail ? ` (${e.errorDetail})` : '';
      const context = e.errorContext ? `: "${e.errorContext}"` : '';
      problems.push({
        rel: path.relative(ROOT, file),
        line: e.lineNumber,
        column: e.errorRange?.[0] ?? 1,
        rule: `markdownlint/${e.ruleNames.join('/')}`,
        message: `${e.ruleDescription}${detail}${context}`,
      });
    }
  }
  return problems;
}
