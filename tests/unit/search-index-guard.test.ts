import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {REPLACEMENT, swapProblem} from '../../src/plugins/search-index';

const plugin = (file: string) => path.join('/site', 'node_modules', '@easyops-cn', 'docusaurus-search-local', 'dist', 'client', 'client', 'theme', file);

test("a bundle with the site's client in place of the plugin's passes", () => {
  assert.equal(swapProblem([plugin('SearchBar/SearchBar.jsx'), REPLACEMENT]), null);
});

test("a bundle that still holds the plugin's own index client fails, naming it", () => {
  assert.match(swapProblem([plugin('SearchBar/SearchBar.jsx'), plugin('searchByWorker.js')]) ?? '', /searchByWorker\.js.*REPLACED_MODULE/);
});

test("a bundle with the plugin but without the site's client fails", () => {
  assert.match(swapProblem([plugin('SearchBar/SearchBar.jsx')]) ?? '', /would not read the site's index/);
});

test('a bundle without the search plugin (a child compilation) passes', () => {
  assert.equal(swapProblem(['/site/src/css/custom.css']), null);
});
