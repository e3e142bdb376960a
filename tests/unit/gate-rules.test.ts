import {test} from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {authOrigin, isGateEnabled} from '../../src/gate/rules';
import {gateListenerScript} from '../../src/plugins/gate-listener';

test('the gate is on in production builds only', () => {
  assert.equal(isGateEnabled('production'), true);
  assert.equal(isGateEnabled('development'), false);
  assert.equal(isGateEnabled(undefined), false);
});

test('the expected origin is the origin of AUTH_PAGE_URL', () => {
  assert.equal(authOrigin('https://app.lakestone.example/docs-auth?x=1'), 'https://app.lakestone.example');
  assert.equal(authOrigin('http://127.0.0.2:4174/docs-auth'), 'http://127.0.0.2:4174');
});

type Message = {origin: string; source: unknown; data: unknown};

/** Runs the inlined listener in a bare window with the gate frame, as the browser would. */
function loadListener({withFrame = true} = {}) {
  const frameWindow = {name: 'the gate frame'};
  const listeners: Array<(event: Message) => void> = [];
  const htmlAttributes = new Map<string, string>();
  const dispatched: string[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, fn: (event: Message) => void) => type === 'message' && listeners.push(fn),
    removeEventListener: (type: string, fn: (event: Message) => void) => {
      if (type === 'message' && listeners.includes(fn)) listeners.splice(listeners.indexOf(fn), 1);
    },
    dispatchEvent: (event: {type: string}) => dispatched.push(event.type),
  };
  const document = {
    querySelector: (selector: string) =>
      withFrame && selector === 'iframe[data-lakestone-gate-frame]' ? {contentWindow: frameWindow} : null,
    documentElement: {setAttribute: (name: string, value: string) => htmlAttributes.set(name, value)},
  };
  vm.runInNewContext(gateListenerScript('https://app.lakestone.example/docs-auth'), {
    window,
    document,
    Event: class {
      constructor(public type: string) {}
    },
    Array,
    Object,
  });
  return {
    frameWindow,
    post: (message: Message) => [...listeners].forEach((fn) => fn(message)),
    listening: () => listeners.length,
    reader: () => window.__lakestoneReader ?? null,
    htmlAttributes,
    dispatched,
  };
}

function good(frameWindow: unknown): Message {
  return {origin: 'https://app.lakestone.example', source: frameWindow, data: {type: 'lakestone:auth', userId: 'ana@example.com'}};
}

test('the right message from the gate frame opens the gate and marks the page', () => {
  const gate = loadListener();
  gate.post(good(gate.frameWindow));
  assert.equal(gate.reader(), 'ana@example.com');
  assert.equal(gate.htmlAttributes.get('data-lakestone-reader'), 'signed-in');
  assert.deepEqual(gate.dispatched, ['lakestone:reader']);
  assert.equal(gate.listening(), 0, 'the listener stops once the gate is open');
});

test('a 256-character userId is accepted', () => {
  const gate = loadListener();
  gate.post({...good(gate.frameWindow), data: {type: 'lakestone:auth', userId: 'u'.repeat(256)}});
  assert.equal(gate.reader(), 'u'.repeat(256));
});

const rejected: Array<[string, Partial<Message>]> = [
  ['another origin', {origin: 'https://evil.example'}],
  ['an origin that only starts like the right one', {origin: 'https://app.lakestone.example.evil.example'}],
  ['the same host over http', {origin: 'http://app.lakestone.example'}],
  ['the same host on another port', {origin: 'https://app.lakestone.example:8443'}],
  ['a staging origin', {origin: 'https://app.staging.lakestone.example'}],
  ['another window as source', {source: {name: 'a popup'}}],
  ['no source', {source: null}],
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
  test(`a message with ${what} is ignored, and a right one after it still opens the gate`, () => {
    const gate = loadListener();
    gate.post({...good(gate.frameWindow), ...change});
    assert.equal(gate.reader(), null);
    assert.equal(gate.htmlAttributes.size, 0);
    gate.post(good(gate.frameWindow));
    assert.equal(gate.reader(), 'ana@example.com');
  });
}

test('nothing is accepted while the page has no gate frame', () => {
  const gate = loadListener({withFrame: false});
  gate.post(good(undefined));
  gate.post(good(gate.frameWindow));
  assert.equal(gate.reader(), null);
});

test('an origin cannot close the inline script element', () => {
  assert.doesNotMatch(gateListenerScript('https://app.lakestone.example/docs-auth'), /AUTH_ORIGIN/);
  assert.match(gateListenerScript('https://app.lakestone.example/docs-auth'), /\}\)\("https:\/\/app\.lakestone\.example"\);\s*$/);
});
