import {createHash} from 'node:crypto';

export type PolicyInput = {
  /** sha256 hashes (base64) of the inline scripts a page carries. */
  scriptHashes: string[];
  /** Origins the page may frame: the file-sharing service, the cloud app hosts, the auth page. */
  frameSources: string[];
  /** Origins the page may fetch from besides its own: the authentication page's, which the gate probes. */
  connectSources?: string[];
};

/** The base64 sha256 of an inline script's text, as CSP expects it. */
export function scriptHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('base64');
}

/**
 * The Content-Security-Policy of one page (ARCHITECTURE.md, "The Content-Security-Policy"). Scripts come
 * only from the site itself and from the inline scripts whose hashes are listed; never
 * 'unsafe-inline' or 'unsafe-eval' for scripts. Styles allow inline style attributes, which
 * code highlighting writes into the HTML. `frame-ancestors` cannot be set from a meta tag; the
 * README shows the header that carries it.
 */
export function buildPolicy({scriptHashes, frameSources, connectSources = []}: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`);
  const origins = (urls: string[]) => [...new Set(urls.map((s) => new URL(s).origin))].sort();
  const frames = origins(frameSources);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...origins(connectSources)]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', frames],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['block-all-mixed-content', []],
    ['upgrade-insecure-requests', []],
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export type Directives = Map<string, string[]>;

/** Parses a policy back into its directives (for tests and for reading a built page). */
export function parsePolicy(policy: string): Directives {
  const map: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}
