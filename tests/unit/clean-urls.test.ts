import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {cleanUrlScript} from '../../src/plugins/clean-urls';

function run(pathname: string, search = '', hash = ''): string | null {
  let replaced: string | null = null;
  vm.runInNewContext(cleanUrlScript, {
    location: {pathname, search, hash},
    history: {state: null, replaceState: (_s: unknown, _t: string, url: string) => (replaced = url)},
  });
  return replaced;
}

test('.html, /index.html and /index become the clean path, keeping query and hash', () => {
  assert.equal(run('/api/overview.html'), '/api/overview');
  assert.equal(run('/api/overview/index.html', '?q=token', '#auth'), '/api/overview?q=token#auth');
  assert.equal(run('/api/overview/index'), '/api/overview');
  assert.equal(run('/index.html'), '/');
});

test('clean paths are left alone', () => {
  assert.equal(run('/'), null);
  assert.equal(run('/api/overview'), null);
  assert.equal(run('/guides/guide-overview'), null);
});
