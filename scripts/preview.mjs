#!/usr/bin/env node
// `npm run preview`: the production build served together with the local stand-in
// authentication page, so you can watch the gate open on your own machine.
//   npm run preview              build, then serve
//   npm run preview -- --no-build  serve the last preview build
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/static-server.mjs';
import {startAuthStandIn} from './auth-stand-in.mjs';

const {values} = parseArgs({options: {'no-build': {type: 'boolean', default: false}, port: {type: 'string', default: '3000'}}});
const port = Number(values.port);
const docsOrigin = `http://127.0.0.1:${port}`;
const authHost = '127.0.0.2';
const authPort = port + 1;
const authPageUrl = `http://${authHost}:${authPort}/docs-auth`;
const outDir = '.preview-build';

if (!values['no-build']) {
  const build = spawnSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', outDir], {
    stdio: 'inherit',
    env: {...process.env, AUTH_PAGE_URL: authPageUrl},
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await startAuthStandIn({host: authHost, port: authPort, docsOrigins: [docsOrigin]});
await startStaticServer({root: outDir, port});
console.log(`\nPreview: ${docsOrigin}/  (sign in on the stand-in page at ${authPageUrl})\nPress Ctrl+C to stop.`);
