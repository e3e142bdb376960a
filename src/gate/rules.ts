/**
 * The authentication gate's settings (ARCHITECTURE.md, "How a page is gated"), kept free of React and
 * the DOM so that they can be tested on their own. The message rules themselves live in the
 * inline listener, src/plugins/gate-listener/listener.js, which runs before any bundle.
 */

/** The gate is part of production builds only: `docusaurus start` shows content at once. */
export function isGateEnabled(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'production';
}

/** The origin a message from the authentication page must come from. */
export function authOrigin(authPageUrl: string): string {
  return new URL(authPageUrl).origin;
}
