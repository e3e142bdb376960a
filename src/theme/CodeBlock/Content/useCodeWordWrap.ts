// A local copy of useCodeWordWrap from @docusaurus/theme-common 3.10.2 (lib/hooks/useCodeWordWrap.js),
// used by ./String. Two changes, so that code blocks do not all re-render in one long task after
// hydration (README, "What keeps pages light"):
// - the hidden tab panel starts as null, not undefined, so the first look-up (null when the block
//   is in no tab) changes nothing;
// - the "scrollable" state is set in a transition, which React renders in short slices.
// On upgrade, compare with the new upstream hook and carry these two changes over.
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as upstreamHook} from '@docusaurus/theme-common/internal';

/** The upstream hook's result type: the code block's context expects exactly this shape. */
type WordWrap = ReturnType<typeof upstreamHook>;

const HIDDEN_ATTRIBUTE_ONLY: MutationObserverInit = {attributes: true, attributeFilter: ['hidden']};

/** Calls back when the tab panel that hides the block is shown (upstream: facebook/docusaurus#7485). */
function useTabBecameVisibleCallback(codeBlockRef: React.RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | null>(null);
  const updateHiddenTabElement = useCallback(() => {
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]') ?? null);
  }, [codeBlockRef]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  const latestCallback = useRef(callback);
  latestCallback.current = callback;
  useEffect(() => {
    if (!hiddenTabElement) return undefined;
    const observer = new MutationObserver(() => {
      latestCallback.current();
      updateHiddenTabElement();
    });
    observer.observe(hiddenTabElement, HIDDEN_ATTRIBUTE_ONLY);
    return () => observer.disconnect();
  }, [hiddenTabElement, updateHiddenTabElement]);
}

export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current!.querySelector('code')!;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      // Very long words, strings and tokens wrap too, so no scrollbar is left.
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const isScrollable = pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
    startTransition(() => setIsCodeScrollable(isScrollable));
  }, []);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
