import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildPolicy, parsePolicy, scriptHash} from '../../src/plugins/csp/policy';
import {inlineScriptHashes, withPolicyMeta} from '../../src/plugins/csp/html';

const frames = ['https://drive.google.com', 'https://app.lakestone.example', 'https://app.staging.lakestone.example', 'https://app.lakestone.example/docs-auth'];

test('scripts come from the site and the listed hashes only', () => {
  const d = parsePolicy(buildPolicy({scriptHashes: ['abc=', 'abc=', 'def='], frameSources: frames}));
  assert.deepEqual(d.get('script-src'), ["'self'", "'sha256-abc='", "'sha256-def='"]);
  assert.ok(!d.get('script-src')?.includes("'unsafe-inline'"));
  assert.ok(!d.get('script-src')?.includes("'unsafe-eval'"));
});

test('every rule of the spec is present', () => {
  const d = parsePolicy(buildPolicy({scriptHashes: [], frameSources: frames}));
  assert.deepEqual(d.get('img-src'), ["'self'", 'data:', 'blob:']);
  assert.deepEqual(d.get('object-src'), ["'none'"]);
  assert.deepEqual(d.get('base-uri'), ["'self'"]);
  assert.deepEqual(d.get('form-action'), ["'self'"]);
  assert.ok(d.has('style-src') && d.has('font-src'));
  assert.ok(d.has('block-all-mixed-content'));
  assert.ok(d.has('upgrade-insecure-requests'));
});

test('frame-src holds the origins of the configured hosts, once each', () => {
  const d = parsePolicy(buildPolicy({scriptHashes: [], frameSources: frames}));
  assert.deepEqual(d.get('frame-src'), ['https://app.lakestone.example', 'https://app.staging.lakestone.example', 'https://drive.google.com']);
});

test("connect-src is the site's own origin, plus the origins it is given (the authentication page's, probed by the gate)", () => {
  assert.deepEqual(parsePolicy(buildPolicy({scriptHashes: [], frameSources: frames})).get('connect-src'), ["'self'"]);
  const d = parsePolicy(buildPolicy({scriptHashes: [], frameSources: frames, connectSources: ['https://app.lakestone.example/docs-auth']}));
  assert.deepEqual(d.get('connect-src'), ["'self'", 'https://app.lakestone.example']);
});

test('inline scripts are hashed exactly; external and JSON scripts are not', () => {
  const html = '<head><script>var a=1</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type=module>b()</script></head>';
  assert.deepEqual(inlineScriptHashes(html), [scriptHash('var a=1'), scriptHash('b()')]);
  assert.equal(scriptHash('var a=1'), 'WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw=');
});

test('the meta tag goes right after <meta charset>, before any script, and replaces an old one', () => {
  const html = '<!doctype html><html><head><meta charset=UTF-8><script>x()</script></head><body></body></html>';
  const once = withPolicyMeta(html, "default-src 'self'");
  assert.match(once, /<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>/);
  const twice = withPolicyMeta(once, "default-src 'none'");
  assert.equal(twice.match(/Content-Security-Policy/g)?.length, 1);
  assert.match(twice, /default-src 'none'/);
});
