// The authentication gate's message listener (decisions.md, "Authentication gate"). The plugin in
// this folder inlines it into every page's <head>, so that it listens before any bundle loads: an
// authentication page with an open session answers at once, often before React has hydrated, and
// that message must not be lost. AuthGate.tsx takes the verdict from here. It also starts the
// page's bundles, which the page template only preloads: a locked page runs no other script, and the
// content paints before React starts. Plain ES5, no imports; AUTH_ORIGIN is replaced at build time
// with the origin of AUTH_PAGE_URL as a JSON string.
(function (authOrigin) {
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

  function onMessage(event) {
    var userId = accept(event);
    if (userId === null) return;
    window.removeEventListener('message', onMessage);
    Object.defineProperty(window, '__lakestoneReader', {value: userId});
    // CSS shows the content on this attribute at once, before React has loaded.
    document.documentElement.setAttribute('data-lakestone-reader', 'signed-in');
    if (!releaseContent()) document.addEventListener('DOMContentLoaded', releaseContent);
    window.dispatchEvent(new Event('lakestone:reader'));
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startBundlesAfterPaint);
    else startBundlesAfterPaint();
  }

  window.addEventListener('message', onMessage);
})(AUTH_ORIGIN);
