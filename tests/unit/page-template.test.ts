import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {GATED_PAGE_TEMPLATE, UPSTREAM_PAGE_TEMPLATE} from '../../src/plugins/gate-listener/page-template';

const require = createRequire(import.meta.url);

/** The lines that differ between two texts, as a short unified-style listing. */
function lineDiff(expected: string, actual: string): string {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) out.push(`line ${i + 1}:\n  - ${a[i] ?? '(none)'}\n  + ${b[i] ?? '(none)'}`);
  }
  return out.join('\n');
}

test("the repository's copy of Docusaurus's page template is the installed Docusaurus's", () => {
  const installed = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
  const diff = lineDiff(UPSTREAM_PAGE_TEMPLATE, installed);
  assert.equal(
    diff,
    '',
    `Docusaurus's page template changed on upgrade. Review the diff, carry it into GATED_PAGE_TEMPLATE, then update UPSTREAM_PAGE_TEMPLATE (src/plugins/gate-listener/page-template.ts):\n${diff}`,
  );
});

test('the gated template differs from upstream only in the scripts loop: bundles are preloaded, not run', () => {
  const diff = lineDiff(UPSTREAM_PAGE_TEMPLATE, GATED_PAGE_TEMPLATE).split('\n').filter((l) => l.startsWith('line '));
  assert.equal(diff.length, 1, 'one line changed');
  assert.doesNotMatch(GATED_PAGE_TEMPLATE, /<script src=/);
  assert.match(GATED_PAGE_TEMPLATE, /<link rel="preload" as="script" fetchpriority="low" href="<%= it\.baseUrl %><%= script %>" data-lakestone-bundle>/);
});
