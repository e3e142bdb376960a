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

// Docusaurus's own page template, so that an upgrade's changes to it carry over.
const DEFAULT_TEMPLATE_PATH = require.resolve('@docusaurus/core/lib/ssg/ssgTemplate.html.js');
const SCRIPT_LOOP = /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

function docusaurusPageTemplate(): string {
  const loaded: string | {default: string} = require(DEFAULT_TEMPLATE_PATH);
  // jiti (which loads the config) hands over the default export itself; Node, the module object.
  return typeof loaded === 'string' ? loaded : loaded.default;
}

/**
 * Docusaurus's page template with the bundles preloaded instead of run: the listener starts them
 * once the reader is known. Low priority, as deferred scripts have, so they do not compete with the
 * stylesheet and the authentication page.
 */
export function gatedPageTemplate(defaultTemplate: string = docusaurusPageTemplate()): string {
  if (!SCRIPT_LOOP.test(defaultTemplate)) {
    throw new Error(`gate-listener: the scripts loop of Docusaurus's page template (${DEFAULT_TEMPLATE_PATH}) has changed; update SCRIPT_LOOP in src/plugins/gate-listener/index.ts`);
  }
  return defaultTemplate.replace(
    SCRIPT_LOOP,
    () => `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-lakestone-bundle>
    <% }); %>`,
  );
}

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
