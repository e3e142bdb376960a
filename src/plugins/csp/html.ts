import {scriptHash} from './policy';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Scripts the browser does not execute (JSON-LD, JSON data) are not subject to script-src.
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/x-template)/i;

/** Hashes of the inline scripts in a page that the browser would execute. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.push(scriptHash(body));
  }
  return hashes;
}

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/** Puts the policy first in <head>, before any script, replacing an earlier one. */
export function withPolicyMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`;
  const clean = html.replace(META, '');
  const head = /<head\b[^>]*>/i.exec(clean);
  if (!head) throw new Error('no <head> element');
  // After <meta charset>, which must stay within the first bytes of the document.
  const charset = /<meta charset=["']?[\w-]+["']?\s*\/?>/i.exec(clean.slice(head.index));
  const at = charset ? head.index + charset.index + charset[0].length : head.index + head[0].length;
  return clean.slice(0, at) + tag + clean.slice(at);
}
