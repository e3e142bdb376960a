import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {markdownInput, pageToMarkdown, type MarkdownPage, type PageKind} from './convert';
import {builtPageCache} from '../../build/built-page-cache';
import {markdownPathOf} from './paths';
import {ANNOUNCER_ID} from './announce';
import {fullText, fullTextPath, llmsFullIndex, llmsTxt, type ListedPage, type Section} from './llms';

type DocMeta = {id: string; permalink: string; sidebar?: string; unlisted?: boolean};
type SidebarItem = {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
type DocsContent = {loadedVersions: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>};
type BlogContent = {blogPosts: Array<{metadata: {permalink: string; unlisted?: boolean}}>};
type PagesContent = Array<{type: 'mdx' | 'jsx'; permalink: string; unlisted?: boolean}>;

/** The sidebars in the order llms.txt lists them, then the blog (ARCHITECTURE, "Site and brand"). */
const SECTIONS: Array<Omit<Section, 'pages'>> = [
  {id: 'product', label: 'Docs', about: 'the product documentation: concepts, ingestion, tables, compute, security and operations'},
  {id: 'api', label: 'API', about: 'the REST API and the SQL command reference'},
  {id: 'guides', label: 'Guides', about: 'step-by-step guides that connect Lakestone to other systems'},
  {id: 'blog', label: 'Blog', about: 'product news, engineering notes and how-tos from the Lakestone team'},
];
/** Docs outside every sidebar are listed with the product docs, as search shows them. */
const DEFAULT_SECTION = 'product';

/** Doc ids in the order a sidebar shows them, category pages included. */
function sidebarOrder(items: SidebarItem[], out: string[] = []): string[] {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) out.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) out.push(item.link.id);
      sidebarOrder(item.items ?? [], out);
    }
  }
  return out;
}

/** Where `docusaurus build` wrote a route's page, and where its Markdown goes. */
const htmlFileOf = (outDir: string, route: string) => path.join(outDir, ...route.split('/').filter(Boolean), 'index.html');
const markdownFileOf = (outDir: string, route: string) => path.join(outDir, ...markdownPathOf(route).split('/').filter(Boolean));

type Source = {permalink: string; kind: PageKind; section: string | null; listed: boolean};

/**
 * Every doc page, blog post and MDX page as Markdown at `<route>.md` (`/index.md` for `/`), made
 * after the build from the built HTML, so the Markdown says what the page shows (components,
 * facts and tabs rendered); and llms.txt, llms-full.txt and one full-text file per section.
 * The search index reads the content plugins' pages, never these files.
 */
export default function markdownPagesPlugin(context: LoadContext): Plugin {
  const site = context.siteConfig.url.replace(/\/+$/, '');
  const base = context.baseUrl.replace(/\/+$/, '');
  const absolute = (permalink: string) => `${site}${permalink}`;
  const mdUrl = (permalink: string) => `${site}${markdownPathOf(permalink)}`;

  return {
    name: 'markdown-pages',

    getClientModules() {
      return [path.join(__dirname, 'heading-links.ts')];
    },

    // The live region that says "copied" (./announce.ts): in the served HTML, outside React's root,
    // so it exists before anything is announced and hydration never touches it.
    injectHtmlTags() {
      return {
        postBodyTags: [
          {
            tagName: 'div',
            attributes: {id: ANNOUNCER_ID, role: 'status', 'aria-live': 'polite', class: 'lakestone-announcer'},
          },
        ],
      };
    },

    async postBuild({outDir, plugins}) {
      const sources: Source[] = [];
      for (const plugin of plugins) {
        if (plugin.name === 'docusaurus-plugin-content-docs') {
          for (const version of (plugin.content as DocsContent).loadedVersions) {
            const order = new Map<string, number>();
            for (const items of Object.values(version.sidebars)) for (const id of sidebarOrder(items)) if (!order.has(id)) order.set(id, order.size);
            const docs = [...version.docs].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
            for (const doc of docs) sources.push({permalink: doc.permalink, kind: 'doc', section: doc.sidebar ?? DEFAULT_SECTION, listed: !doc.unlisted});
          }
        } else if (plugin.name === 'docusaurus-plugin-content-blog') {
          for (const {metadata} of (plugin.content as BlogContent).blogPosts) sources.push({permalink: metadata.permalink, kind: 'post', section: 'blog', listed: !metadata.unlisted});
        } else if (plugin.name === 'docusaurus-plugin-content-pages') {
          for (const page of plugin.content as PagesContent) if (page.type === 'mdx') sources.push({permalink: page.permalink, kind: 'mdx-page', section: null, listed: !page.unlisted});
        }
      }
      if (!sources.some((s) => s.kind === 'doc')) throw new Error('markdown-pages: no doc page was found to write as Markdown');

      const sections: Section[] = SECTIONS.map((s) => ({...s, pages: []}));
      const optional: ListedPage[] = [];
      // A rebuild converts only the pages whose content changed (src/build/built-page-cache.ts).
      const converted = builtPageCache<MarkdownPage>(context.siteDir, 'markdown-pages', [path.join(__dirname, 'convert.ts')]);
      for (const source of sources) {
        let page: ListedPage;
        try {
          const html = readFileSync(htmlFileOf(outDir, source.permalink), 'utf8');
          const url = absolute(source.permalink);
          const {title, description, markdown} = converted.convert(
            [source.kind, url],
            html,
            (page) => markdownInput(page, source.kind),
            (input) => pageToMarkdown(input, source.kind, url),
          );
          page = {permalink: source.permalink, title, description, markdown};
        } catch (error) {
          throw new Error(`markdown-pages: ${source.permalink}: ${(error as Error).message}`);
        }
        const file = markdownFileOf(outDir, source.permalink);
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, page.markdown);
        if (!source.listed) continue;
        const section = source.section === null ? undefined : sections.find((s) => s.id === source.section);
        if (section) section.pages.push(page);
        else if (source.section === null) optional.push(page);
        else throw new Error(`markdown-pages: ${source.permalink} is in the sidebar "${source.section}", which llms.txt has no section for (SECTIONS in src/plugins/markdown-pages/index.ts)`);
      }

      converted.save();

      const listed = sections.filter((s) => s.pages.length > 0);
      const sizes = new Map<string, number>();
      for (const section of listed) {
        const body = fullText({name: context.siteConfig.title}, section, absolute);
        const file = path.join(outDir, ...fullTextPath(section).split('/').filter(Boolean));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, body);
        sizes.set(section.id, Buffer.byteLength(body));
      }
      const summary = `${context.siteConfig.title} is a managed data lakehouse. This is its documentation site: the product docs, the REST API and SQL command reference, step-by-step guides, and the blog.`;
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt({name: context.siteConfig.title, url: `${site}${base}`, summary}, listed, optional, mdUrl));
      writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullIndex({name: context.siteConfig.title, url: `${site}${base}`}, listed, sizes));
    },
  };
}
