// True until the root's first render has been committed (src/theme/Root.tsx ends it).
let hydrating = typeof document !== 'undefined';

export function hydrationFinished(): void {
  hydrating = false;
}

/**
 * While the page hydrates, the lines the server highlighted for the code block with this useId
 * (useId gives the same id on the server and in the first browser render); otherwise undefined.
 */
export function serverHighlightedLines(id: string): string | undefined {
  if (!hydrating) return undefined;
  return document.querySelector(`code[data-code-block="${CSS.escape(id)}"]`)?.innerHTML;
}
