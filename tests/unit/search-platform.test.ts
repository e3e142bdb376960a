import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isMacPlatform} from '../../src/search/platform';

// The plugin's own test, read only here: if it changes on upgrade, this test shows where the
// placeholder ("Search ⌘+K" / "Search Ctrl+K") and the plugin's shortcut would disagree.
const PLUGIN_PLATFORM = '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform.js';

const BROWSERS: Array<[string, Record<string, unknown> | undefined]> = [
  ['server render', undefined],
  ['Chromium on macOS (client hints)', {userAgentData: {platform: 'macOS'}, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'}],
  ['Chromium on Windows (client hints)', {userAgentData: {platform: 'Windows'}, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)'}],
  ['Safari on macOS', {userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15'}],
  ['Firefox on Linux', {userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'}],
  ['Safari on iPad', {userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15'}],
  ['old browser, platform only', {platform: 'MacIntel'}],
  ['nothing known', {}],
];

test("the placeholder's Mac test agrees with the search plugin's on every kind of browser", async () => {
  const plugin = (await import(PLUGIN_PLATFORM)) as {isMacPlatform: () => boolean};
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  try {
    for (const [name, nav] of BROWSERS) {
      Object.defineProperty(globalThis, 'navigator', {value: nav, configurable: true, writable: true});
      assert.equal(isMacPlatform(nav as Navigator | undefined), plugin.isMacPlatform(), name);
    }
  } finally {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
    else delete (globalThis as {navigator?: unknown}).navigator;
  }
});

test('Macs are told ⌘, other systems Ctrl', () => {
  assert.equal(isMacPlatform({userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)'}), true);
  assert.equal(isMacPlatform({userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)'}), false);
});
