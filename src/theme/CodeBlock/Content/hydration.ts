// True until the root's first render has been committed (src/theme/Root.tsx ends it).
let hydrating = typeof document !== 'undefined';

/**
 * The lines the server highlighted on this page, by block content. Theme-classic's Tabs remounts
 * its panels right after hydration (its key is `useIsBrowser()`), so a block in a tab renders
 * again with a new useId; it takes the same lines from here instead of loading Prism.
 */
const adopted = new Map<string, string>();

export function hydrationFinished(): void {
  hydrating = false;
}

/**
 * The lines the server highlighted for this block: while the page hydrates, found by the block's
 * useId (the same on the server and in the first browser render); later, the lines a block with
 * the same content adopted on this page. Undefined for code the server did not render here.
 */
export function serverHighlightedLines(id: string, content: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const key = `${window.location.pathname}\n${content}`;
  if (!hydrating) return adopted.get(key);
  const html = document.querySelector(`code[data-code-block="${CSS.escape(id)}"]`)?.innerHTML;
  if (html !== undefined) adopted.set(key, html);
  return html;
}
