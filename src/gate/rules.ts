/**
 * The authentication gate's rules (decisions.md, "Authentication gate"), kept free of React and
 * the DOM so that they can be tested on their own.
 */

export const AUTH_MESSAGE_TYPE = 'lakestone:auth';
export const MAX_USER_ID_LENGTH = 256;

/** The gate is part of production builds only: `docusaurus start` shows content at once. */
export function isGateEnabled(nodeEnv: string | undefined): boolean {
  return nodeEnv === 'production';
}

/** The origin a message from the authentication page must come from. */
export function authOrigin(authPageUrl: string): string {
  return new URL(authPageUrl).origin;
}

export type AuthMessage = {
  origin: string;
  source: unknown;
  data: unknown;
};

/**
 * Returns the reader's id when the message opens the gate, otherwise null. All must hold: the
 * origin is exactly the authentication page's, the sender is the gate's own frame, and the data
 * is `{type: 'lakestone:auth', userId}` with a userId of 1 to 256 characters.
 */
export function acceptAuthMessage(message: AuthMessage, expected: {origin: string; frame: unknown}): string | null {
  if (message.origin !== expected.origin) return null;
  if (expected.frame == null || message.source !== expected.frame) return null;
  const data = message.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const {type, userId} = data as {type?: unknown; userId?: unknown};
  if (type !== AUTH_MESSAGE_TYPE) return null;
  if (typeof userId !== 'string' || userId.length < 1 || userId.length > MAX_USER_ID_LENGTH) return null;
  return userId;
}
