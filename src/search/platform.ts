/**
 * Whether the reader is on a Mac, decided as the search plugin decides where its "mod+k" shortcut
 * means ⌘ (its utils/platform.js), so that the box's placeholder names the key the plugin listens
 * for. tests/unit/search-platform.test.ts compares the two on each kind of browser.
 */
export function isMacPlatform(nav: Partial<Navigator> & {userAgentData?: {platform?: string}} | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return false;
  const hinted = nav.userAgentData?.platform;
  if (hinted) return hinted.toLowerCase().includes('mac');
  if (nav.userAgent) return /mac/i.test(nav.userAgent);
  if (nav.platform) return nav.platform.toLowerCase().includes('mac');
  return false;
}
