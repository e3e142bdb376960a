import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeScrollableTables from '../../src/plugins/rehype-scrollable-tables';

test('every table is wrapped once in a focusable, labelled region', () => {
  const table = {type: 'element', tagName: 'table', children: []};
  const tree = {type: 'root', children: [{type: 'element', tagName: 'p', children: []}, table, {type: 'element', tagName: 'section', children: [{...table}]}]};
  rehypeScrollableTables()(tree);
  const [, wrapper, section] = tree.children as unknown as Array<{tagName: string; properties: Record<string, unknown>; children: Array<{tagName: string}>}>;
  assert.equal(wrapper.tagName, 'div');
  assert.deepEqual(wrapper.properties, {className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table, scrolls sideways'});
  assert.equal(wrapper.children[0].tagName, 'table');
  assert.equal(section.children[0].tagName, 'div');
});
