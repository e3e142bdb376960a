#!/usr/bin/env node
// The content checks: `npm run check:content [-- file ...]`. Each check does one thing and names
// the file and line of every problem. Without arguments every page is checked.
import path from 'node:path';
import {loadSite, ROOT} from './lib/content.mjs';
import frontMatter from './checks/front-matter.mjs';
import proseLength from './checks/prose-length.mjs';
import links from './checks/links.mjs';
import placeholders from './checks/placeholders.mjs';
import headings from './checks/headings.mjs';
import categories from './checks/categories.mjs';
import codeBlocks from './checks/code-blocks.mjs';
import duplicates from './checks/duplicates.mjs';
import mdxSyntax from './checks/mdx-syntax.mjs';
import sqlReference from './checks/sql-reference.mjs';
import apiExamples from './checks/api-examples.mjs';
import facts from './checks/facts.mjs';
import glossary from './checks/glossary.mjs';

export const CHECKS = [mdxSyntax, frontMatter, proseLength, links, placeholders, headings, categories, codeBlocks, duplicates, sqlReference, apiExamples, facts, glossary];

/**
 * Runs every check; a check may return a promise of its problems (code-blocks does: other engines'
 * SQL is parsed in child processes). Such checks start first, so that their work overlaps the
 * others'; their time is what they add to the run: their synchronous part, plus the wait for them
 * once every other check is done. Results keep CHECKS' order.
 */
export async function runChecks(site, {only} = {}) {
  const counts = new Map();
  const stats = {count: (label) => counts.set(label, (counts.get(label) ?? 0) + 1)};
  const order = [codeBlocks, ...CHECKS.filter((check) => check !== codeBlocks)];
  const keep = (problems) => (only ? problems.filter((p) => only.has(p.rel)) : problems);
  const results = new Map();
  const pending = [];
  for (const check of order) {
    const started = performance.now();
    const problems = check.run(site, stats, {only});
    const ms = performance.now() - started;
    if (problems instanceof Promise) pending.push({check, problems, ms});
    else results.set(check, {id: check.id, problems: keep(problems), ms});
  }
  for (const {check, problems, ms} of pending) {
    const waited = performance.now();
    const found = await problems;
    results.set(check, {id: check.id, problems: keep(found), ms: ms + performance.now() - waited});
  }
  return {results: CHECKS.map((check) => results.get(check)), samples: counts};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  // --planned: links to routes that routes.txt promises but no page serves yet are accepted, so
  // writers working on different areas at the same time can link to each other's pages.
  const planned = args.includes('--planned');
  const files = args.filter((a) => a !== '--planned');
  const only = files.length ? new Set(files.map((a) => path.relative(ROOT, path.resolve(a)))) : undefined;
  const site = loadSite({planned});
  const {results, samples} = await runChecks(site, {only});
  let total = 0;
  for (const {id, problems} of results) {
    for (const p of problems.sort((a, b) => a.rel.localeCompare(b.rel) || a.line - b.line)) {
      console.log(`${p.rel}:${p.line}: [${id}] ${p.message}`);
      total += 1;
    }
  }
  console.log(`\nChecked ${site.docs.length} docs, ${site.blog.length} blog posts, ${site.pages.length} pages.`);
  for (const {id, problems, ms} of results) console.log(`  ${id.padEnd(14)} ${String(problems.length).padStart(4)} problem(s)  ${ms.toFixed(0)} ms`);
  console.log(`  code samples: ${[...samples].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`);
  process.exit(total ? 1 : 0);
}
