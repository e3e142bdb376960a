import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertAssumptions, type Assumption} from '../../build/docusaurus-assumptions';

const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic'));

/** The classic theme's storage key for the bar's id, and the attribute its inline script sets. */
export const ANNOUNCEMENT_ASSUMPTIONS: Assumption[] = [
  {file: path.join(themeCommon, 'contexts', 'announcementBar.js'), text: "createStorageSlot('docusaurus.announcement.id')"},
  {file: path.join(themeClassic, 'inlineScripts.js'), text: 'data-announcement-bar-initially-dismissed'},
];

/**
 * The classic theme hides a dismissed announcement bar before React starts, with an inline
 * script that reads only the "dismissed" flag. When the bar's id changes, React resets the flag
 * but the bar stays hidden until the next page load. This script runs right after the theme's
 * and clears the early "hidden" mark when the stored id is not the current one, so a new
 * announcement is visible at once, without a layout shift.
 */
export default function announcementBarResetPlugin(context: LoadContext): Plugin {
  assertAssumptions('src/plugins/announcement-bar-reset', ANNOUNCEMENT_ASSUMPTIONS);
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  const idKey = `docusaurus.announcement.id${context.siteStorage.namespace}`;
  return {
    name: 'announcement-bar-reset',
    injectHtmlTags() {
      if (!bar) return {};
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: `(function(){try{if(localStorage.getItem(${JSON.stringify(idKey)})!==${JSON.stringify(bar.id)})document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}})();`,
          },
        ],
      };
    },
  };
}
