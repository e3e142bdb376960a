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
type PaintCallback = (list: {getEntriesByName: (name: string) => unknown[]}) => void;

/** The bundles the page template preloads, in template order. */
// As the template writes them; webpack finds its chunks' elements by this exact src attribute.
const BUNDLES = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

/**
 * Runs the inlined listener in a bare window with the gate frame, as the browser would. Timers,
 * animation frames, paint entries and the probe's answer run only when the test says so.
 */
function loadListener({withFrame = true, readyState = 'complete', paintTiming = true, contentParsed = true, online = true} = {}) {
  const frameWindow = {name: 'the gate frame'};
  const frameNavigations: string[] = [];
  const frame = {
    contentWindow: frameWindow,
    getAttribute: (name: string) => (name === 'src' ? 'https://app.lakestone.example/docs-auth' : null),
    set src(url: string) {
      frameNavigations.push(url);
    },
  };
  const focused: string[] = [];
  const retryButton = {focus: () => focused.push('Try again')};
  // The gate's content wrapper, as the server renders it: locked, and inert.
  const contentAttributes = new Set(['inert']);
  const content = {removeAttribute: (name: string) => contentAttributes.delete(name)};
  type Listener = (event: Message & {type: string; target: unknown}) => void;
  const windowListeners = new Map<string, Listener[]>();
  const documentListeners = new Map<string, Listener[]>();
  const on = (map: Map<string, Listener[]>) => (type: string, fn: Listener) => map.set(type, [...(map.get(type) ?? []), fn]);
  const off = (map: Map<string, Listener[]>) => (type: string, fn: Listener) => map.set(type, (map.get(type) ?? []).filter((f) => f !== fn));
  const fire = (map: Map<string, Listener[]>, type: string, event: Record<string, unknown> = {}) =>
    [...(map.get(type) ?? [])].forEach((fn) => fn({type, ...event} as Message & {type: string; target: unknown}));
  const htmlAttributes = new Map<string, string>();
  const dispatched: string[] = [];
  let timerId = 0;
  const timers: Array<{id: number; run: () => void; ms: number}> = [];
  const paintObservers: PaintCallback[] = [];
  const started: Array<{src: string; async: boolean}> = [];
  const probes: Array<{url: string; init: Record<string, string>; fail: () => void}> = [];
  const navigator = {onLine: online};
  const window: Record<string, unknown> = {
    navigator,
    addEventListener: on(windowListeners),
    removeEventListener: off(windowListeners),
    dispatchEvent: (event: {type: string}) => dispatched.push(event.type),
    setTimeout: (run: () => void, ms: number) => {
      timers.push({id: ++timerId, run, ms});
      return timerId;
    },
    clearTimeout: (id: number) => {
      const at = timers.findIndex((t) => t.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
    // Only a network failure rejects a no-cors request; the test decides when one happens.
    fetch: (url: string, init: Record<string, string>) => ({
      then: (_ok: unknown, fail: () => void) => probes.push({url, init, fail}),
    }),
  };
  if (paintTiming) {
    window.PerformanceObserver = Object.assign(
      class {
        constructor(private callback: PaintCallback) {}
        observe(options: {type: string}) {
          if (options.type === 'paint') paintObservers.push(this.callback);
        }
        disconnect() {
          paintObservers.splice(paintObservers.indexOf(this.callback), 1);
        }
      },
      {supportedEntryTypes: ['paint', 'largest-contentful-paint']},
    );
  }
  const document = {
    readyState,
    querySelector: (selector: string) => {
      if (selector === 'iframe[data-lakestone-gate-frame]') return withFrame ? frame : null;
      if (selector === '[data-lakestone-gate]') return contentParsed ? content : null;
      if (selector === '[data-lakestone-gate-retry]') return retryButton;
      return null;
    },
    querySelectorAll: (selector: string) => (selector === 'link[data-lakestone-bundle]' ? BUNDLES.map((path) => ({href: `https://docs.example${path}`, getAttribute: (name: string) => (name === 'href' ? path : null)})) : []),
    addEventListener: on(documentListeners),
    removeEventListener: off(documentListeners),
    createElement: (tagName: string) => ({tagName, src: '', async: true}),
    head: {appendChild: (script: {src: string; async: boolean}) => started.push({src: script.src, async: script.async})},
    documentElement: {
      setAttribute: (name: string, value: string) => htmlAttributes.set(name, value),
      getAttribute: (name: string) => htmlAttributes.get(name) ?? null,
      removeAttribute: (name: string) => htmlAttributes.delete(name),
    },
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
    post: (message: Message) => fire(windowListeners, 'message', message),
    listening: () => windowListeners.get('message')?.length ?? 0,
    reader: () => window.__lakestoneReader ?? null,
    htmlAttributes,
    failure: () => htmlAttributes.get('data-lakestone-gate-failure') ?? null,
    contentInert: () => contentAttributes.has('inert'),
    /** The parser reaches the content wrapper; then the document is parsed. */
    parseContent: () => {
      contentParsed = true;
    },
    dispatched,
    started,
    probes,
    frameNavigations,
    focused,
    /** Runs the timers that are due within `ms`, as the event loop would. */
    runTimers: (ms: number) => {
      const due = timers.filter((t) => t.ms <= ms);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const timer of due) timer.run();
    },
    paint: () => [...paintObservers].forEach((fn) => fn({getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{name}] : [])})),
    parsed: () => fire(documentListeners, 'DOMContentLoaded'),
    /** The frame's load event (also fired for the browser's error page), seen in the capture phase. */
    frameLoaded: () => fire(documentListeners, 'load', {target: frame}),
    goOffline: () => {
      navigator.onLine = false;
      fire(windowListeners, 'offline');
    },
    clickTryAgain: () => fire(documentListeners, 'click', {target: {closest: (s: string) => (s === '[data-lakestone-gate-retry]' ? retryButton : null)}}),
    clickElsewhere: () => fire(documentListeners, 'click', {target: {closest: () => null}}),
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

test('the right message makes the content usable by keyboard at once, before React starts', () => {
  const gate = loadListener();
  assert.equal(gate.contentInert(), true);
  gate.post(good(gate.frameWindow));
  assert.equal(gate.contentInert(), false);
  assert.deepEqual(gate.started, [], 'no bundle has started');
});

test('a message that arrives before the content is parsed makes it usable once the document is parsed', () => {
  const gate = loadListener({readyState: 'loading', contentParsed: false});
  gate.post(good(gate.frameWindow));
  assert.equal(gate.contentInert(), true);
  gate.parseContent();
  gate.parsed();
  assert.equal(gate.contentInert(), false);
});

test('a wrong message leaves the content inert', () => {
  const gate = loadListener();
  gate.post({...good(gate.frameWindow), origin: 'https://evil.example'});
  gate.parsed();
  assert.equal(gate.contentInert(), true);
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
  const script = gateListenerScript('https://app.lakestone.example/docs-auth?next=</script><script>alert(1)</script>');
  assert.doesNotMatch(script, /AUTH_ORIGIN|AUTH_PAGE/);
  assert.doesNotMatch(script, /<\/script/i);
  assert.match(script, /\}\)\("https:\/\/app\.lakestone\.example", "https:\/\/app\.lakestone\.example\/docs-auth\?next=\\u003c\/script>/);
});

test('a locked page starts no bundle', () => {
  const gate = loadListener();
  gate.post({...good(gate.frameWindow), origin: 'https://evil.example'});
  gate.paint();
  gate.runTimers(10_000);
  assert.deepEqual(gate.started, []);
});

test('the right message starts the bundles in template order once the content has painted', () => {
  const gate = loadListener();
  gate.post(good(gate.frameWindow));
  gate.runTimers(0);
  assert.deepEqual(gate.started, [], 'React waits for the content to be on screen');
  gate.paint();
  gate.runTimers(0);
  assert.deepEqual(gate.started, BUNDLES.map((src) => ({src, async: false})));
  gate.runTimers(10_000);
  assert.equal(gate.started.length, 2, 'the bundles start once, though the fallback timer fires too');
});

test('a message that arrives while the document is parsed starts the bundles after the whole document is parsed', () => {
  const gate = loadListener({readyState: 'loading'});
  gate.post(good(gate.frameWindow));
  assert.equal(gate.htmlAttributes.get('data-lakestone-reader'), 'signed-in', 'the content shows at once');
  gate.paint();
  gate.runTimers(10_000);
  assert.deepEqual(gate.started, [], 'React hydrates the whole document, so it waits for the parser');
  gate.parsed();
  gate.paint();
  gate.runTimers(0);
  assert.equal(gate.started.length, 2);
});

test('without paint timing the bundles start after 500 ms, not later', () => {
  const gate = loadListener({paintTiming: false});
  gate.post(good(gate.frameWindow));
  gate.runTimers(499);
  assert.deepEqual(gate.started, []);
  gate.runTimers(500);
  assert.equal(gate.started.length, 2);
});

// The failure panel (issue 20): CSS shows it on data-lakestone-gate-failure, set by the listener.

test('the probe asks the authentication origin without credentials, and a network failure shows the panel at once', () => {
  const gate = loadListener();
  assert.equal(gate.probes.length, 1);
  assert.equal(gate.probes[0].url, 'https://app.lakestone.example/docs-auth');
  assert.deepEqual({...gate.probes[0].init}, {method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit'});
  assert.equal(gate.failure(), null);
  gate.probes[0].fail();
  assert.equal(gate.failure(), 'unreachable');
  gate.runTimers(10_000);
  gate.frameLoaded();
  assert.equal(gate.failure(), 'unreachable', "the browser's error page loading in the frame does not hide the panel");
});

test('a reader who is offline sees the panel at once, without a probe; going offline later shows it too', () => {
  const offline = loadListener({online: false});
  assert.equal(offline.failure(), 'offline');
  assert.equal(offline.probes.length, 0);
  const later = loadListener();
  later.frameLoaded();
  later.goOffline();
  assert.equal(later.failure(), 'offline');
});

test('a frame that has not loaded after 10 s shows the panel; the page arriving late hides it', () => {
  const gate = loadListener();
  gate.runTimers(9_999);
  assert.equal(gate.failure(), null);
  gate.runTimers(10_000);
  assert.equal(gate.failure(), 'slow');
  gate.frameLoaded();
  assert.equal(gate.failure(), null);
});

test('a frame that has loaded but not answered after 10 s gets the bar, which leaves its form usable; the answer removes it', () => {
  const gate = loadListener();
  gate.frameLoaded();
  gate.runTimers(9_999);
  assert.equal(gate.failure(), null, 'no bar while a reader may still be signing in');
  gate.runTimers(10_000);
  assert.equal(gate.failure(), 'quiet');
  assert.equal(gate.contentInert(), true, 'the content stays locked');
  gate.post(good(gate.frameWindow));
  assert.equal(gate.reader(), 'ana@example.com');
  assert.equal(gate.failure(), null);
});

test('a quiet frame never hides a harder failure, and Try again starts its wait over', () => {
  const gate = loadListener();
  gate.probes[0].fail();
  gate.frameLoaded();
  gate.runTimers(10_000);
  assert.equal(gate.failure(), 'unreachable', 'the error page that loaded in the frame is not a quiet sign-in form');
  const quiet = loadListener();
  quiet.frameLoaded();
  quiet.runTimers(10_000);
  assert.equal(quiet.failure(), 'quiet');
  quiet.clickTryAgain();
  assert.equal(quiet.failure(), 'retrying');
  quiet.frameLoaded();
  quiet.runTimers(9_999);
  assert.equal(quiet.failure(), 'retrying', 'the reloaded page gets its own 10 s');
  quiet.runTimers(10_000);
  assert.equal(quiet.failure(), 'quiet');
});

test('Try again reloads the frame only, hides the panel, probes again and re-arms the timer', () => {
  const gate = loadListener();
  gate.probes[0].fail();
  gate.clickElsewhere();
  assert.deepEqual(gate.frameNavigations, []);
  gate.clickTryAgain();
  assert.deepEqual(gate.frameNavigations, ['https://app.lakestone.example/docs-auth']);
  assert.equal(gate.failure(), 'retrying', 'CSS hides the panel and shows the frame while it reloads');
  assert.equal(gate.probes.length, 2);
  gate.runTimers(10_000);
  assert.equal(gate.failure(), 'slow');
  assert.deepEqual(gate.focused, ['Try again'], 'the focus goes back to Try again when the attempt fails');
});

test('while the panel shows, a wrong message changes nothing and the right one opens the gate and removes the panel', () => {
  const gate = loadListener();
  gate.probes[0].fail();
  for (const [, change] of rejected) {
    gate.post({...good(gate.frameWindow), ...change});
    assert.equal(gate.reader(), null);
    assert.equal(gate.failure(), 'unreachable');
    assert.equal(gate.contentInert(), true);
  }
  gate.post(good(gate.frameWindow));
  assert.equal(gate.reader(), 'ana@example.com');
  assert.equal(gate.failure(), null);
  assert.equal(gate.contentInert(), false);
  gate.goOffline();
  gate.runTimers(10_000);
  assert.equal(gate.failure(), null, 'an open gate shows no panel afterwards');
});
