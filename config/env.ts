import {settingDefaults} from '../src/brand';

/** A build-time setting with a value the site cannot use. The message names the variable. */
export class SettingError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'SettingError';
  }
}

export type SettingName = keyof typeof settingDefaults;
/** The settings with a default, and EDIT_URL, which is off (undefined) when unset. */
export type Settings = Record<SettingName, string> & {EDIT_URL: string | undefined};

/** Loopback hosts: the local stand-in authentication page and the tests run there. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * Parses one URL setting. Production hosts must use https; plain http is accepted only for a
 * loopback host, which is what the local stand-in authentication page and the tests use.
 */
export function parseUrlSetting(
  variable: string,
  raw: string,
  {originOnly = false, prefix = false}: {originOnly?: boolean; prefix?: boolean} = {},
): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingError(variable, `"${raw}" is not an absolute URL (expected e.g. https://host/path).`);
  }
  const local = isLoopback(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new SettingError(
      variable,
      `"${raw}" must use https (http is accepted only for localhost, 127.0.0.0/8 and [::1]).`,
    );
  }
  if (url.username || url.password) {
    throw new SettingError(variable, `"${raw}" must not contain a user name or password.`);
  }
  if (originOnly) {
    if (url.pathname !== '/' || url.search || url.hash) {
      throw new SettingError(variable, `"${raw}" must be an origin only, without a path, query or hash.`);
    }
    return url.origin;
  }
  if (prefix && (url.search || url.hash || value.includes('?') || value.includes('#'))) {
    throw new SettingError(variable, `"${raw}" must be a URL prefix, without a query or hash: each page's source path is appended to it.`);
  }
  return url.href;
}

/** Reads every setting from the environment, falling back to the defaults in ARCHITECTURE.md. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const pick = (name: SettingName) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? settingDefaults[name] : value;
  };
  return {
    SIGN_IN_URL: parseUrlSetting('SIGN_IN_URL', pick('SIGN_IN_URL')),
    AUTH_PAGE_URL: parseUrlSetting('AUTH_PAGE_URL', pick('AUTH_PAGE_URL')),
    SITE_URL: parseUrlSetting('SITE_URL', pick('SITE_URL'), {originOnly: true}),
    STATUS_URL: parseUrlSetting('STATUS_URL', pick('STATUS_URL')),
    FEEDBACK_URL: parseUrlSetting('FEEDBACK_URL', pick('FEEDBACK_URL')),
    EDIT_URL: readEditUrl(env.EDIT_URL),
  };
}

/**
 * EDIT_URL: the prefix of the "Edit this page" links, to which each doc's path in the repository
 * is appended (e.g. https://git.example.com/lakestone/docs/edit/main/ gives
 * .../edit/main/docs/product/compute/clusters.mdx). Unset or empty, the links are off.
 */
function readEditUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const url = parseUrlSetting('EDIT_URL', raw, {prefix: true});
  return url.endsWith('/') ? url : `${url}/`;
}

/** What the build does on a broken link, anchor or markdown link, or a duplicate route. */
export type LinkPolicy = 'warn' | 'throw';

/**
 * BROKEN_LINKS: 'warn' (the default, as the spec asks of the site's build) or 'throw', which
 * `npm test` sets so that any broken link fails its build (tests/support/test-settings.json).
 */
export function readLinkPolicy(env: NodeJS.ProcessEnv = process.env): LinkPolicy {
  const raw = env.BROKEN_LINKS?.trim() ?? '';
  if (raw === '') return 'warn';
  if (raw === 'warn' || raw === 'throw') return raw;
  throw new SettingError('BROKEN_LINKS', `"${env.BROKEN_LINKS}" must be "warn" (the default) or "throw".`);
}

/** The four checks of the build that the policy sets, in the shape docusaurus.config.ts spreads. */
export function linkChecks(policy: LinkPolicy) {
  return {
    site: {onBrokenLinks: policy, onBrokenAnchors: policy, onDuplicateRoutes: policy},
    markdownHooks: {onBrokenMarkdownLinks: policy},
  } as const;
}
