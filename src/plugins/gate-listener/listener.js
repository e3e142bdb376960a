// The authentication gate's message listener (ARCHITECTURE.md, "How a page is gated"). The plugin in
// this folder inlines it into every page's <head>, so that it listens before any bundle loads: an
// authentication page with an open session answers at once, often before React has hydrated, and
// that message must not be lost. AuthGate.tsx takes the verdict from here. It also starts the
// page's bundles, which the page template only preloads: a locked page runs no other script, and the
// content paints before React starts. It also shows the gate's failure panel (server-rendered by
// AuthGate.tsx, hidden by CSS) when sign-in cannot be reached, since no bundle runs on a locked page.
// Plain ES5, no imports, no inline handlers (the CSP forbids them); AUTH_ORIGIN and AUTH_PAGE are
// replaced at build time with the origin of AUTH_PAGE_URL and the URL itself, as JSON strings.
(function (authOrigin, authPageUrl) {
  var MESSAGE_TYPE = 'lakestone:auth';
  var MAX_USER_ID_LENGTH = 256;

  // The reader's id when every rule holds, otherwise null.
  function accept(event) {
    if (event.origin !== authOrigin) return null;
    var frame = document.querySelector('iframe[data-lakestone-gate-frame]');
    if (!frame || !frame.contentWindow || event.source !== frame.contentWindow) return null;
    var data = event.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    if (data.type !== MESSAGE_TYPE) return null;
    var userId = data.userId;
    if (typeof userId !== 'string' || userId.length < 1 || userId.length > MAX_USER_ID_LENGTH) return null;
    return userId;
  }

  // The bundles run in template order, on the whole document (React hydrates all of it).
  function startBundles() {
    var links = document.querySelectorAll('link[data-lakestone-bundle]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      // The attribute as written (not the absolute URL), so webpack finds this element for its chunks.
      script.src = links[i].getAttribute('href');
      script.async = false;
      document.head.appendChild(script);
    }
  }

  // React's start-up is a long task: it waits until the content it would hold back has been
  // shown (the first contentful paint entry arrives once the frame is on screen), or at most
  // PAINT_WAIT_MS where paint timing is missing or the tab is hidden.
  var PAINT_WAIT_MS = 500;
  function startBundlesAfterPaint() {
    var started = false;
    var observer = null;
    function start() {
      if (started) return;
      started = true;
      if (observer) observer.disconnect();
      startBundles();
    }
    window.setTimeout(start, PAINT_WAIT_MS);
    var types = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) return;
    observer = new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) window.setTimeout(start, 0);
    });
    observer.observe({type: 'paint', buffered: true});
  }

  // The content becomes usable in the style pass that shows it: left to React, after hydration,
  // removing inert restyled every element of the page a second time, a long task on a phone.
  function releaseContent() {
    var content = document.querySelector('[data-lakestone-gate]');
    if (!content) return false;
    content.removeAttribute('inert');
    return true;
  }

  // The failure panel. It covers the frame when the reader is offline, when a request to the
  // authentication origin fails (refused, DNS, offline), or when the frame has not loaded within
  // FRAME_LOAD_MS. A frame that has loaded but not answered within ANSWER_MS may be a sign-in form
  // the reader is filling in, or a page that hangs: a bar below it then offers the same ways out
  // without covering it. CSS shows both on an attribute of <html>, as it shows the content; a
  // valid message still opens the gate while either shows.
  var FRAME_LOAD_MS = 10000;
  var ANSWER_MS = 10000;
  var answerTimer = null;
  var FAILURE = 'data-lakestone-gate-failure';
  var root = document.documentElement;
  var loadTimer = null;
  var signedIn = false;

  function gateFrame() {
    return document.querySelector('iframe[data-lakestone-gate-frame]');
  }

  // reason: 'offline', 'unreachable', 'slow' or 'quiet' (the bar); 'retrying' hides them while the
  // frame reloads. A quiet frame never hides a harder failure.
  function showFailure(reason) {
    var current = root.getAttribute(FAILURE);
    if (signedIn || ((reason === 'slow' || reason === 'quiet') && current && current !== 'retrying')) return;
    var focusRetry = current === 'retrying';
    root.setAttribute(FAILURE, reason);
    var retry = document.querySelector('[data-lakestone-gate-retry]');
    // A reader who pressed Try again keeps the focus on it when the attempt fails too.
    if (focusRetry && retry) retry.focus();
  }

  // Asks the authentication origin for the page; only a network failure rejects (the answer
  // itself is opaque). The CSP's connect-src allows that origin.
  function probe() {
    if (!window.fetch) return;
    window.fetch(authPageUrl, {method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit'}).then(null, function () {
      showFailure(window.navigator.onLine === false ? 'offline' : 'unreachable');
    });
  }

  function armTimer() {
    window.clearTimeout(answerTimer);
    window.clearTimeout(loadTimer);
    loadTimer = window.setTimeout(function () {
      showFailure('slow');
    }, FRAME_LOAD_MS);
  }

  function attempt() {
    if (window.navigator.onLine === false) showFailure('offline');
    else probe();
    armTimer();
  }

  // Load events do not bubble: listened for in the capture phase, before the frame exists.
  function onFrameLoad(event) {
    if (event.target !== gateFrame()) return;
    window.clearTimeout(loadTimer);
    // A slow page that finally arrived is on screen; a failed one stays behind the panel.
    if (root.getAttribute(FAILURE) === 'slow') root.removeAttribute(FAILURE);
    window.clearTimeout(answerTimer);
    answerTimer = window.setTimeout(function () {
      showFailure('quiet');
    }, ANSWER_MS);
  }

  // Try again reloads the frame only (setting src navigates it, even to the same URL).
  function onClick(event) {
    var target = event.target;
    if (!target || !target.closest || !target.closest('[data-lakestone-gate-retry]')) return;
    var frame = gateFrame();
    if (!frame) return;
    root.setAttribute(FAILURE, 'retrying');
    frame.src = frame.getAttribute('src');
    attempt();
  }

  function onOffline() {
    showFailure('offline');
  }

  function onMessage(event) {
    var userId = accept(event);
    if (userId === null) return;
    signedIn = true;
    window.removeEventListener('message', onMessage);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('load', onFrameLoad, true);
    document.removeEventListener('click', onClick);
    window.clearTimeout(loadTimer);
    window.clearTimeout(answerTimer);
    root.removeAttribute(FAILURE);
    Object.defineProperty(window, '__lakestoneReader', {value: userId});
    // CSS shows the content on this attribute at once, before React has loaded.
    document.documentElement.setAttribute('data-lakestone-reader', 'signed-in');
    if (!releaseContent()) document.addEventListener('DOMContentLoaded', releaseContent);
    window.dispatchEvent(new Event('lakestone:reader'));
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startBundlesAfterPaint);
    else startBundlesAfterPaint();
  }

  window.addEventListener('message', onMessage);
  window.addEventListener('offline', onOffline);
  document.addEventListener('load', onFrameLoad, true);
  document.addEventListener('click', onClick);
  attempt();
})(AUTH_ORIGIN, AUTH_PAGE);
