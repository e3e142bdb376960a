import type {Plugin} from '@docusaurus/types';

/**
 * Normalises `/page.html`, `/page/index.html` and `/page/index` to `/page` before React starts
 * (ARCHITECTURE.md, "How a page is served"). Static hosts serve the same file for all of them; without this, the
 * page would hydrate at a path that differs from the one it was rendered for, and links that
 * keep the current path (the locale menu) would not match.
 */
export const cleanUrlScript = `(function(){var p=location.pathname,c=p.replace(/\\/index\\.html$|\\/index$/,'/').replace(/\\.html$/,'');if(c.length>1)c=c.replace(/\\/$/,'');if(c!==p)history.replaceState(history.state,'',c+location.search+location.hash)})();`;

export default function cleanUrlsPlugin(): Plugin {
  return {
    name: 'lakestone-clean-urls',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: cleanUrlScript}]};
    },
  };
}
