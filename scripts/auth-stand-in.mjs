#!/usr/bin/env node
// A stand-in for the cloud app's authentication page, for local use and the tests only: it is
// served from its own origin and never deployed. Signing in posts the gate's message to the
// docs window; the stand-in then remembers the reader, as the real page's session would, and
// answers at once on the next page load. With `signedInAs` (the benchmark's Lighthouse runs, whose
// fresh profiles hold no session) it answers at once as that reader, like an open cloud session.
import {createServer} from 'node:http';
import {parseArgs} from 'node:util';
import {standInPage} from './lib/stand-in-page.mjs';

export function startAuthStandIn({host = '127.0.0.2', port = 4174, docsOrigins, signedInAs}) {
  const html = standInPage(docsOrigins, signedInAs);
  const server = createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://stand-in');
    if (pathname !== '/docs-auth') {
      res.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
      return;
    }
    res.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store'}).end(html);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => resolve({server, url: `http://${host}:${server.address().port}/docs-auth`, close: () => new Promise((r) => server.close(r))}));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {
      host: {type: 'string', default: '127.0.0.2'},
      port: {type: 'string', default: '4174'},
      'docs-origin': {type: 'string', multiple: true, default: ['http://127.0.0.1:3000']},
    },
  });
  const {url} = await startAuthStandIn({host: values.host, port: Number(values.port), docsOrigins: values['docs-origin']});
  console.log(`Authentication stand-in at ${url} (answers ${values['docs-origin'].join(', ')})`);
}
