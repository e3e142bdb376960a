import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {authOrigin, isGateEnabled} from '../../gate/rules';

/** The listener's source with the authentication page's origin filled in. */
export function gateListenerScript(authPageUrl: string): string {
  const source = readFileSync(path.join(__dirname, 'listener.js'), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
  // JSON-escaped, and `<` too, so no origin can close the script element.
  const origin = JSON.stringify(authOrigin(authPageUrl)).replace(/</g, '\\u003c');
  return source.replace('})(AUTH_ORIGIN);', () => `})(${origin});`);
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
