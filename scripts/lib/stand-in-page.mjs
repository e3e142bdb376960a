// The stand-in authentication page's HTML (scripts/auth-stand-in.mjs serves it; the gate tests
// also serve it in place of the stand-in, for an open session).
/** Where the stand-in remembers a signed-in reader, in its own origin's localStorage. */
export const STAND_IN_SESSION_KEY = 'lakestone-stand-in-session';

/** The stand-in's page; with `signedInAs` it answers at once as that reader. */
export function standInPage(docsOrigins, signedInAs) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to Lakestone (local stand-in)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; background: #f3f7fa; color: #1c1e21; }
  main { background: #fff; padding: 2rem 2.5rem; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.12); max-width: 26rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #8d99a6; border-radius: 6px; }
  button { margin-top: 1rem; padding: 0.5rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: #1b6a9c; border: 0; border-radius: 6px; cursor: pointer; }
  p.note { color: #4a5560; font-size: 0.875rem; }
</style>
</head>
<body>
<main>
  <h1>Sign in to Lakestone</h1>
  <p class="note">Local stand-in for the cloud app's sign-in page. It is not part of the site and is never deployed.</p>
  <form id="sign-in">
    <label for="user-id">User id</label>
    <input id="user-id" name="userId" value="reader@example.com" maxlength="256" required>
    <button type="submit">Continue</button>
  </form>
</main>
<script>
  const allowed = ${JSON.stringify(docsOrigins)};
  const parentOrigin = (window.location.ancestorOrigins && window.location.ancestorOrigins[0]) || '';
  const target = allowed.includes(parentOrigin) ? parentOrigin : null;
  const KEY = ${JSON.stringify(STAND_IN_SESSION_KEY)};
  function send(userId) {
    if (target) window.parent.postMessage({type: 'lakestone:auth', userId: userId}, target);
  }
  let remembered = ${JSON.stringify(signedInAs ?? null).replace(/</g, "\\u003c")};
  try { remembered = remembered || window.localStorage.getItem(KEY); } catch (e) {}
  if (remembered) send(remembered);
  document.getElementById('sign-in').addEventListener('submit', function (event) {
    event.preventDefault();
    const userId = document.getElementById('user-id').value;
    try { window.localStorage.setItem(KEY, userId); } catch (e) {}
    send(userId);
  });
</script>
</body>
</html>
`;
}
