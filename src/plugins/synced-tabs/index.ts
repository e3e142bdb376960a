import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertAssumptions, type Assumption} from '../../build/docusaurus-assumptions';
import {htmlAttribute} from './attributes';
import groupsFile from './groups.json';

const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic'));

/** The theme's storage key for a group's tab, and the panel role the early CSS selects. */
export const TABS_ASSUMPTIONS: Assumption[] = [
  {file: path.join(themeCommon, 'utils', 'tabsUtils.js'), text: 'return `docusaurus.tab.${groupId}`;'},
  {file: path.join(themeClassic, 'theme', 'TabItem', 'index.js'), text: 'role="tabpanel"'},
];

/** The tab groups of the site: groupId → value → label (groups.json). */
export const TAB_GROUPS: Record<string, Record<string, string>> = Object.fromEntries(Object.entries(groupsFile).filter(([key]) => key !== '$comment')) as never;

/**
 * Before the first paint, the reader's tab choice (the page's query string, else the theme's
 * storage, as the theme's useTabs reads them) is written to <html>. Storage that throws is skipped.
 */
export function earlyChoiceScript(namespace: string): string {
  const groups = Object.fromEntries(Object.entries(TAB_GROUPS).map(([group, values]) => [group, Object.keys(values)]));
  return `(function(){var g=${JSON.stringify(groups)},q=new URLSearchParams(location.search);for(var k in g){var v=q.get(k);if(v===null){try{v=localStorage.getItem("docusaurus.tab."+k+${JSON.stringify(namespace)})}catch(e){}}if(v!==null&&g[k].indexOf(v)>=0)document.documentElement.setAttribute(${JSON.stringify(htmlAttribute(""))}+k,v)}})();`;
}

/**
 * Shows the chosen panel of each group, and hides the others, while the page is still the server's
 * HTML (whose panels show each group's first tab); only where the group's tabs have that value.
 */
export function earlyChoiceCss(): string {
  const rules: string[] = [];
  for (const [group, values] of Object.entries(TAB_GROUPS)) {
    for (const value of Object.keys(values)) {
      const chosen = `html[${htmlAttribute(group)}="${value}"] [data-tab-group="${group}"]:has([data-tab-value="${value}"])`;
      rules.push(`${chosen} [data-tab-value]:not([data-tab-value="${value}"])>[role=tabpanel]{display:none}`);
      rules.push(`${chosen} [data-tab-value="${value}"]>[role=tabpanel]{display:block}`);
    }
  }
  return rules.join('\n');
}

/**
 * Synced tabs without a flash: Docusaurus's Tabs restore the reader's choice only when React
 * hydrates, so a returning reader would first see the first tab and then the page would shift.
 */
export default function syncedTabsPlugin(context: LoadContext): Plugin {
  assertAssumptions('src/plugins/synced-tabs', TABS_ASSUMPTIONS);
  return {
    name: 'synced-tabs',
    injectHtmlTags() {
      return {
        headTags: [{tagName: 'style', innerHTML: earlyChoiceCss()}],
        preBodyTags: [{tagName: 'script', innerHTML: earlyChoiceScript(context.siteStorage.namespace)}],
      };
    },
  };
}
