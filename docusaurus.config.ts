import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {brand} from './src/brand';
import {BOX_HITS} from './src/search/format';
import {linkChecks, readLinkPolicy, readSettings} from './config/env';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism} from './config/prism';
import {announcementBar} from './config/announcement';
import announcementBarReset from './src/plugins/announcement-bar-reset';
import syncedTabs from './src/plugins/synced-tabs';
import cspPlugin from './src/plugins/csp';
import cleanUrlsPlugin from './src/plugins/clean-urls';
import gateListenerPlugin, {GATED_PAGE_TEMPLATE} from './src/plugins/gate-listener';
import {isGateEnabled} from './src/gate/rules';
import codeHighlightingOnDemand from './src/plugins/code-highlighting-on-demand';
import docusaurusPatches from './src/plugins/docusaurus-patches';
import routeChunksInHtml from './src/plugins/route-chunks-in-html';
import idlePrefetch from './src/plugins/idle-prefetch';
import strictImports from './src/plugins/strict-imports';
import testPagesPlugin, {testMarkdownPages} from './src/plugins/test-pages';
import routeAliasesPlugin from './src/plugins/route-aliases';
import {routeAliases} from './config/route-aliases';
import rehypeScrollableTables from './src/plugins/rehype-scrollable-tables';
import remarkDiagrams from './src/plugins/diagrams/remark.mjs';
import searchIndexPlugin from './src/plugins/search-index';
import markdownPagesPlugin from './src/plugins/markdown-pages';
import liveContentCheckPlugin from './src/plugins/live-content-check';
import ownValuesPlugin from './src/plugins/own-values';
import {gitDatesVcs} from './config/git-dates';

// A malformed setting throws here, before anything is built, with a message naming the variable.
const settings = readSettings();
const links = linkChecks(readLinkPolicy());

const config: Config = {
  title: brand.name,
  tagline: brand.tagline,
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: settings.SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,

  // Warnings, as the spec asks; BROKEN_LINKS=throw (set by `npm test`) makes each one fail the build.
  ...links.site,

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    v4: true,
    faster: true,
    experimental_router: 'browser',
    // Each doc's "Last updated" date, from one git log per build; none in a shallow clone's cut-off.
    experimental_vcs: gitDatesVcs(),
  },

  markdown: {
    format: 'mdx',
    // future.v4 turns MDX 1 compatibility off; the spec needs old-style comments,
    // admonitions and {#custom-heading-ids}.
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {...links.markdownHooks, onBrokenMarkdownImages: 'throw'},
  },

  customFields: {
    signInUrl: settings.SIGN_IN_URL,
    authPageUrl: settings.AUTH_PAGE_URL,
    statusUrl: settings.STATUS_URL,
    feedbackUrl: settings.FEEDBACK_URL,
    environment: 'production',
  },

  // Behind the gate the bundles wait for the reader; the gate's listener starts them.
  ssrTemplate: isGateEnabled(process.env.NODE_ENV) ? GATED_PAGE_TEMPLATE : undefined,

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          showLastUpdateTime: true,
          // "Edit this page" links to EDIT_URL + the doc's path (docs/...); off when EDIT_URL is unset.
          editUrl: settings.EDIT_URL,
          // Mermaid fences and <StateDiagram of="..." /> become SVG drawn at build time.
          remarkPlugins: [remarkDiagrams],
          rehypePlugins: [rehypeScrollableTables],
        },
        blog: {
          path: 'blog',
          blogTitle: `${brand.name} blog`,
          blogDescription: `Product news, engineering notes and how-tos from the ${brand.name} team.`,
          showReadingTime: true,
          feedOptions: {type: null},
          postsPerPage: 10,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkDiagrams],
          rehypePlugins: [rehypeScrollableTables],
        },
        pages: {path: 'src/pages', remarkPlugins: [remarkDiagrams], rehypePlugins: [rehypeScrollableTables]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: null, priority: null, ignorePatterns: ['/__tests__/**', ...routeAliases.map((a) => a.from)]},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    cleanUrlsPlugin,
    (context: LoadContext) => gateListenerPlugin(context, {authPageUrl: settings.AUTH_PAGE_URL}),
    announcementBarReset,
    syncedTabs,
    (context: LoadContext) => codeHighlightingOnDemand(context, {light: prism.theme, dark: prism.darkTheme}),
    docusaurusPatches,
    strictImports,
    routeChunksInHtml,
    idlePrefetch,
    searchIndexPlugin,
    './src/plugins/glossary-cards/index.ts', // glossary hover cards: writes /glossary.json after the build
    ownValuesPlugin, // readers' own values in code samples: the running example's values as global data
    markdownPagesPlugin, // every page as Markdown at <route>.md, llms.txt and the full-text files, after the build
    routeAliasesPlugin(routeAliases),
    (context: LoadContext) =>
      cspPlugin(context, {
        frameSources: [brand.fileSharingUrl, brand.cloudAppUrl, brand.cloudAppStagingUrl, settings.AUTH_PAGE_URL],
        // The gate probes the authentication origin to tell a reader at once when it cannot be reached.
        connectSources: [settings.AUTH_PAGE_URL],
      }),
    // Pages that exist only in the test build (LAKESTONE_TEST_PAGES=1), such as a page that crashes.
    ...(process.env.LAKESTONE_TEST_PAGES === '1' ? [testPagesPlugin, testMarkdownPages] : []),
    // The content checks on each saved page, under `docusaurus start` only (never in a build).
    ...(process.env.NODE_ENV === 'development' && process.argv.slice(2).includes('start') ? [liveContentCheckPlugin] : []),
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        // The plugin keeps its search box, shortcut and highlighting on the target page; the index
        // is the site's own (src/plugins/search-index), which every section reads from every page.
        indexDocs: false,
        indexBlog: false,
        indexPages: false,
        docsRouteBasePath: '/',
        language: ['en'],
        searchResultLimits: BOX_HITS,
        highlightSearchTermsOnTargetPage: true,
        // Each hit names its section and place: "API › SQL command reference".
        explicitSearchResultPath: true,
        // The placeholder names the shortcut (src/theme/SearchBar), so the key hints are not drawn.
        searchBarShortcutHint: false,
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'data lakehouse, Apache Iceberg, CDC, ingestion, Lakestone'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar,
    navbar: navbar({signInUrl: settings.SIGN_IN_URL}),
    footer: footer({signInUrl: settings.SIGN_IN_URL}),
    prism,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
  } satisfies Preset.ThemeConfig,
};

export default config;
