/**
 * Which glossary entry a link points to, whatever form the page wrote it in: "/glossary#lcu",
 * "/glossary/#lcu", "https://docs.lakestone.example/glossary#lcu", "glossary#lcu" relative to the
 * page, or "#lcu" on the glossary itself.
 */
export type LinkContext = {
  /** The path of the page the link is on: "/product/compute/clusters". */
  page: string;
  /** The glossary's route: "/glossary". */
  glossary: string;
  /** The site's origin (siteConfig.url): "https://docs.lakestone.example". */
  siteUrl: string;
};

const normalize = (pathname: string) => pathname.replace(/(\/index)?(\.html)?$/, '').replace(/\/+$/, '') || '/';

/** The entry's id ("lcu"), or null when the link does not lead to an entry of the glossary. */
export function glossaryTermOf(href: string | undefined, where: LinkContext): string | null {
  if (!href || !href.includes('#')) return null;
  let url: URL;
  let site: URL;
  try {
    site = new URL(where.siteUrl);
    url = new URL(href, new URL(where.page, site));
  } catch {
    return null;
  }
  if (url.origin !== site.origin || normalize(url.pathname) !== normalize(where.glossary)) return null;
  let id: string;
  try {
    id = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  return id === '' ? null : id;
}
