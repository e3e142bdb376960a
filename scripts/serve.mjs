#!/usr/bin/env node
// Serves a built site: `node scripts/serve.mjs [--dir build] [--port 3000]`.
import {parseArgs} from 'node:util';
import {startStaticServer} from './lib/static-server.mjs';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3000'},
    host: {type: 'string', default: '127.0.0.1'},
  },
});
const {url} = await startStaticServer({root: values.dir, port: Number(values.port), host: values.host});
console.log(`Serving ${values.dir} at ${url}`);
