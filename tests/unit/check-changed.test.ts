import {test} from 'node:test';
import assert from 'node:assert/strict';
import {planCheck} from '../../scripts/check-changed.mjs';

const exists = (rel: string) => !rel.includes('deleted');

test('check:changed checks the changed pages, sorted, and nothing else', () => {
  assert.deepEqual(planCheck(['docs/b.mdx', 'README.md', 'docs/a.mdx', 'blog/2025-01-01-x.mdx', 'src/pages/p.md', 'static/img/x.svg'], exists), {
    files: ['blog/2025-01-01-x.mdx', 'docs/a.mdx', 'docs/b.mdx', 'src/pages/p.md'],
  });
  assert.deepEqual(planCheck(['README.md', 'src/css/custom.css'], exists), {files: null});
});

test('check:changed checks every page when a page is gone or something every page depends on changed', () => {
  assert.deepEqual(planCheck(['docs/a.mdx', 'docs/deleted.mdx'], exists), {files: [], reason: 'docs/deleted.mdx was deleted or moved'});
  for (const wide of ['data/facts/limits.json', 'src/sql/lakestone.peggy', 'scripts/checks/links.mjs', 'docs/product/_category_.json', '.markdownlint-cli2.jsonc', 'writers-guide/product-model.md']) {
    assert.deepEqual(planCheck(['docs/a.mdx', wide], exists), {files: [], reason: `${wide} changed`}, wide);
  }
});
