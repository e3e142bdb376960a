import {test} from 'node:test';
import assert from 'node:assert/strict';
import {parseUrlSetting, readLinkPolicy, readSettings, SettingError} from '../../config/env';

test('defaults are those of ARCHITECTURE.md when nothing is set', () => {
  assert.deepEqual(readSettings({}), {
    SIGN_IN_URL: 'https://app.lakestone.example/login',
    AUTH_PAGE_URL: 'https://app.lakestone.example/docs-auth',
    SITE_URL: 'https://docs.lakestone.example',
    STATUS_URL: 'https://status.lakestone.example/',
    FEEDBACK_URL: 'https://app.lakestone.example/feedback',
    EDIT_URL: undefined,
  });
});

test('values from the environment win, and empty values fall back to the default', () => {
  const settings = readSettings({SIGN_IN_URL: 'https://app.staging.lakestone.example/login?from=docs', SITE_URL: ' ', STATUS_URL: 'https://status.lakestone.example/docs'});
  assert.equal(settings.SIGN_IN_URL, 'https://app.staging.lakestone.example/login?from=docs');
  assert.equal(settings.STATUS_URL, 'https://status.lakestone.example/docs');
  assert.equal(settings.SITE_URL, 'https://docs.lakestone.example');
});

for (const [name, value, reason] of [
  ['SIGN_IN_URL', 'app.lakestone.example/login', /not an absolute URL/],
  ['AUTH_PAGE_URL', 'http://app.lakestone.example/docs-auth', /must use https/],
  ['AUTH_PAGE_URL', 'javascript:alert(1)', /must use https/],
  ['SIGN_IN_URL', 'https://user:secret@app.lakestone.example/login', /user name or password/],
  ['SITE_URL', 'https://docs.lakestone.example/docs/', /origin only/],
  ['STATUS_URL', 'http://status.lakestone.example', /must use https/],
  ['STATUS_URL', 'status page', /not an absolute URL/],
  ['EDIT_URL', 'git.example.com/lakestone/docs/edit/main/', /not an absolute URL/],
  ['EDIT_URL', 'http://git.example.com/lakestone/docs/edit/main/', /must use https/],
  ['EDIT_URL', 'https://ci:token@git.example.com/lakestone/docs/edit/main/', /user name or password/],
  ['EDIT_URL', 'https://git.example.com/lakestone/docs/edit/main/?plain=1', /URL prefix, without a query or hash/],
  ['EDIT_URL', 'https://git.example.com/lakestone/docs/edit/main/#L1', /URL prefix, without a query or hash/],
  ['FEEDBACK_URL', 'http://app.lakestone.example/feedback', /must use https/],
  ['FEEDBACK_URL', 'https://me:secret@app.lakestone.example/feedback', /user name or password/],
  ['FEEDBACK_URL', '/feedback', /not an absolute URL/],
] as const) {
  test(`${name}=${value} stops the build with a message naming ${name}`, () => {
    assert.throws(
      () => readSettings({[name]: value}),
      (error: unknown) => error instanceof SettingError && error.variable === name && error.message.startsWith(`${name}: `) && reason.test(error.message),
    );
  });
}

test('plain http is accepted for loopback hosts only', () => {
  assert.equal(parseUrlSetting('AUTH_PAGE_URL', 'http://127.0.0.1:4401/auth'), 'http://127.0.0.1:4401/auth');
  assert.equal(parseUrlSetting('AUTH_PAGE_URL', 'http://localhost:4401/auth'), 'http://localhost:4401/auth');
  assert.equal(parseUrlSetting('AUTH_PAGE_URL', 'http://127.0.0.2:4174/docs-auth'), 'http://127.0.0.2:4174/docs-auth');
  assert.throws(() => parseUrlSetting('AUTH_PAGE_URL', 'http://10.0.0.5/auth'), SettingError);
});

test('SITE_URL is reduced to its origin', () => {
  assert.equal(parseUrlSetting('SITE_URL', 'https://docs.lakestone.example/', {originOnly: true}), 'https://docs.lakestone.example');
});

test('BROKEN_LINKS is "warn" by default (the spec) and "throw" when set so; anything else stops the build naming it', () => {
  assert.equal(readLinkPolicy({}), 'warn');
  assert.equal(readLinkPolicy({BROKEN_LINKS: ' throw '}), 'throw');
  assert.throws(
    () => readLinkPolicy({BROKEN_LINKS: 'error'}),
    (error: unknown) => error instanceof SettingError && error.variable === 'BROKEN_LINKS' && /"error" must be "warn" \(the default\) or "throw"/.test(error.message),
  );
});

test('EDIT_URL is off when unset or empty, and otherwise a prefix that ends with a slash', () => {
  assert.equal(readSettings({}).EDIT_URL, undefined);
  assert.equal(readSettings({EDIT_URL: '  '}).EDIT_URL, undefined);
  assert.equal(readSettings({EDIT_URL: 'https://git.example.com/lakestone/docs/edit/main/'}).EDIT_URL, 'https://git.example.com/lakestone/docs/edit/main/');
  assert.equal(readSettings({EDIT_URL: ' https://git.example.com/lakestone/docs/edit/main '}).EDIT_URL, 'https://git.example.com/lakestone/docs/edit/main/');
});

test('FEEDBACK_URL may carry its own query, which the page keeps when it adds its parameters', () => {
  assert.equal(readSettings({FEEDBACK_URL: 'https://app.staging.lakestone.example/feedback?form=docs'}).FEEDBACK_URL, 'https://app.staging.lakestone.example/feedback?form=docs');
});
