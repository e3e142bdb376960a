import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The classic theme hides a dismissed announcement bar before React starts, with an inline
 * script that reads only the "dismissed" flag. When the bar's id changes, React resets the flag
 * but the bar stays hidden until the next page load. This script runs right after the theme's
 * and clears the early "hidden" mark when the stored id is not the current one, so a new
 * announcement is visible at once, without a layout shift.
 */
export default function announcementBarResetPlugin(context: LoadContext): Plugin {
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
