import {test} from 'node:test';
import assert from 'node:assert/strict';
import {acceptAuthMessage, authOrigin, isGateEnabled} from '../../src/gate/rules';

const frame = {name: 'the gate frame'};
const expected = {origin: 'https://app.lakestone.example', frame};
const good = {origin: 'https://app.lakestone.example', source: frame, data: {type: 'lakestone:auth', userId: 'ana@example.com'}};

test('the gate is on in production builds only', () => {
  assert.equal(isGateEnabled('production'), true);
  assert.equal(isGateEnabled('development'), false);
  assert.equal(isGateEnabled(undefined), false);
});

test('the expected origin is the origin of AUTH_PAGE_URL', () => {
  assert.equal(authOrigin('https://app.lakestone.example/docs-auth?x=1'), 'https://app.lakestone.example');
  assert.equal(authOrigin('http://127.0.0.2:4174/docs-auth'), 'http://127.0.0.2:4174');
});

test('the right message from the gate frame opens it', () => {
  assert.equal(acceptAuthMessage(good, expected), 'ana@example.com');
  assert.equal(acceptAuthMessage({...good, data: {type: 'lakestone:auth', userId: 'u'.repeat(256)}}, expected), 'u'.repeat(256));
});

const rejected: Array<[string, {origin?: string; source?: unknown; data?: unknown}]> = [
  ['another origin', {origin: 'https://evil.example'}],
  ['an origin that only starts like the right one', {origin: 'https://app.lakestone.example.evil.example'}],
  ['the same host over http', {origin: 'http://app.lakestone.example'}],
  ['the same host on another port', {origin: 'https://app.lakestone.example:8443'}],
  ['a staging origin', {origin: 'https://app.staging.lakestone.example'}],
  ['another window as source', {source: {name: 'a popup'}}],
  ['no source', {source: null as unknown as typeof frame}],
  ['a string', {data: 'lakestone:auth'}],
  ['null', {data: null}],
  ['an array', {data: ['lakestone:auth', 'ana']}],
  ['no userId', {data: {type: 'lakestone:auth'}}],
  ['an empty userId', {data: {type: 'lakestone:auth', userId: ''}}],
  ['a numeric userId', {data: {type: 'lakestone:auth', userId: 42}}],
  ['a 257-character userId', {data: {type: 'lakestone:auth', userId: 'u'.repeat(257)}}],
  ['another type', {data: {type: 'lakestone:logout', userId: 'ana'}}],
  ['a type in other case', {data: {type: 'Lakestone:Auth', userId: 'ana'}}],
];

for (const [what, change] of rejected) {
  test(`a message with ${what} is ignored`, () => {
    assert.equal(acceptAuthMessage({...good, ...change}, expected), null);
  });
}

test('nothing is accepted before the frame exists', () => {
  assert.equal(acceptAuthMessage({...good, source: undefined}, {origin: expected.origin, frame: undefined}), null);
});
