/**
 * The URL path of a page's Markdown: `/product/compute/clusters` -> `/product/compute/clusters.md`,
 * and the root page `/` -> `/index.md`. Shared by the build (which writes the files) and the
 * Copy page button (which fetches them), so both always agree.
 */
export function markdownPathOf(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
