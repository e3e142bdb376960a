#!/usr/bin/env node
// `npm run check:changed`: the content checks on the pages changed since this branch left main
// (committed, staged, unstaged and new files), for a writer about to push. When a change reaches
// beyond single pages (a page deleted, the shared facts, the SQL grammar, the checks themselves),
// every page is checked, as `npm test` will. `-- --base <ref>` compares with another branch.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = /^(docs|blog|src\/pages)\/.*\.mdx?$/;
const SITE_WIDE = /^(data\/facts\/|src\/sql\/|scripts\/checks\/|scripts\/lib\/|scripts\/markdownlint\/|scripts\/check-content\.mjs$|\.markdownlint-cli2\.jsonc$|writers-guide\/(product-model|sql-dialect)\.md$|blog\/(tags|authors)\.yml$|docs\/.*_category_\.json$)/;

/**
 * What to check for a set of changed paths: {files: [...]} (the changed pages), {files: []} with
 * a `reason` (every page), or {files: null} (nothing to check).
 */
export function planCheck(changed, exists = (rel) => existsSync(path.join(ROOT, rel))) {
  const paths = [...new Set(changed)];
  const deleted = paths.find((f) => PAGE.test(f) && !exists(f));
  const wide = paths.find((f) => SITE_WIDE.test(f));
  if (deleted) return {files: [], reason: `${deleted} was deleted or moved`};
  if (wide) return {files: [], reason: `${wide} changed`};
  const pages = paths.filter((f) => PAGE.test(f)).sort();
  return {files: pages.length ? pages : null};
}

function main() {
  const args = process.argv.slice(2);
  const baseArg = args.indexOf('--base');
  const branch = baseArg >= 0 ? args[baseArg + 1] : 'main';
  const git = (...a) => {
    const result = spawnSync('git', a, {cwd: ROOT, encoding: 'utf8'});
    if (result.status !== 0) throw new Error(`git ${a.join(' ')}: ${result.stderr.trim()}`);
    return result.stdout.split('\n').filter(Boolean);
  };
  let base;
  try {
    [base] = git('merge-base', 'HEAD', branch);
  } catch (error) {
    console.error(`check:changed: cannot find where this branch left ${branch} (${error.message}); pass --base <ref>`);
    process.exit(2);
  }
  const changed = [...git('diff', '--name-only', '--no-renames', base), ...git('ls-files', '--others', '--exclude-standard')];
  const {files, reason} = planCheck(changed);
  if (!files) {
    console.log(`check:changed: no page changed since ${branch} (${base.slice(0, 8)}).`);
    process.exit(0);
  }
  console.log(reason ? `check:changed: ${reason}, so every page is checked.\n` : `check:changed: ${files.length} page(s) changed since ${branch} (${base.slice(0, 8)}).\n`);
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/check-content.mjs'), ...files], {cwd: ROOT, stdio: 'inherit'});
  process.exit(run.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
