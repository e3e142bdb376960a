// The authentication gate's message listener (decisions.md, "Authentication gate"). The plugin in
// this folder inlines it into every page's <head>, so that it listens before any bundle loads: an
// authentication page with an open session answers at once, often before React has hydrated, and
// that message must not be lost. AuthGate.tsx takes the verdict from here. Plain ES5, no imports;
// AUTH_ORIGIN is replaced at build time with the origin of AUTH_PAGE_URL as a JSON string.
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

  function onMessage(event) {
    var userId = accept(event);
    if (userId === null) return;
    window.removeEventListener('message', onMessage);
    Object.defineProperty(window, '__lakestoneReader', {value: userId});
    // CSS shows the content on this attribute at once, before React has loaded.
    document.documentElement.setAttribute('data-lakestone-reader', 'signed-in');
    window.dispatchEvent(new Event('lakestone:reader'));
  }

  window.addEventListener('message', onMessage);
})(AUTH_ORIGIN);
