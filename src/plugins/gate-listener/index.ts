import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {authOrigin, isGateEnabled} from '../../gate/rules';

/** The listener's source with the authentication page's origin filled in. */
export function gateListenerScript(authPageUrl: string): string {
  const source = readFileSync(path.join(__dirname, 'listener.js'), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
  // JSON-escaped, and `<` too, so no setting can close the script element.
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const call = `})(${literal(authOrigin(authPageUrl))}, ${literal(authPageUrl)});`;
  if (!source.includes('})(AUTH_ORIGIN, AUTH_PAGE);')) throw new Error('listener.js must end with })(AUTH_ORIGIN, AUTH_PAGE);');
  return source.replace('})(AUTH_ORIGIN, AUTH_PAGE);', () => call);
}

export {GATED_PAGE_TEMPLATE} from './page-template';

/** Inlines the gate's message listener, and a preconnect to its frame, into every page's head in production builds. */
export default function gateListenerPlugin(_context: unknown, options: {authPageUrl: string}): Plugin {
  return {
    name: 'lakestone-gate-listener',
    injectHtmlTags() {
      if (!isGateEnabled(process.env.NODE_ENV)) return {};
      return {
        headTags: [
          // The frame's origin is connected to while the page's own files load.
          {tagName: 'link', attributes: {rel: 'preconnect', href: authOrigin(options.authPageUrl)}},
          {tagName: 'script', innerHTML: gateListenerScript(options.authPageUrl)},
        ],
      };
    },
  };
}
