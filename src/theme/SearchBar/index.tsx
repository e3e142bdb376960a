import React, {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import SearchBar from '@theme-original/SearchBar';
// The plugin's own index loader: one worker and one cache, so this waits for the same download.
import {fetchIndexesByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
// The plugin's platform test, so the placeholder and the plugin's shortcut agree.
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';

type LoadState = 'idle' | 'loading' | 'ready';

/** Search contexts as configured for the plugin: the API and Guides sidebars have their own index. */
const CONTEXTS = ['api', 'guides'];

function contextOf(pathname: string): string {
  const first = pathname.replace(/^\//, '').split('/')[0] ?? '';
  return CONTEXTS.includes(first) ? first : '';
}

function shortcutLabel(): string {
  return isMacPlatform() ? 'Search ⌘+K' : 'Search Ctrl+K';
}

/**
 * Wraps the plugin's search box for the spec's states (site-spec.md section 4). The plugin
 * already loads the index on the first hover or focus only; it does not say so in the box. This
 * wrapper shows 'Loading...' and disables the box while the index downloads, then enables it with
 * the placeholder 'Search Ctrl+K' ('Search ⌘+K' on a Mac) and gives focus back to a reader who had
 * it. A click counts as a first interaction too (touch screens have no hover).
 */
export default function SearchBarWrapper(props: Record<string, unknown>): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const context = contextOf(pathname);
  const [states, setStates] = useState<Record<string, LoadState>>({});
  const state = states[context] ?? 'idle';
  const box = useRef<HTMLDivElement>(null);
  const wantsFocus = useRef(false);

  const start = useCallback(
    (event: React.SyntheticEvent) => {
      if (event.type === 'focus') wantsFocus.current = true;
      if (state !== 'idle') return;
      setStates((s) => ({...s, [context]: 'loading'}));
      fetchIndexesByWorker(siteConfig.baseUrl, context).then(
        () => setStates((s) => ({...s, [context]: 'ready'})),
        () => setStates((s) => ({...s, [context]: 'idle'})),
      );
    },
    [state, context, siteConfig.baseUrl],
  );

  useEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input) return;
    input.disabled = state === 'loading';
    input.setAttribute('aria-busy', String(state === 'loading'));
    input.placeholder = state === 'loading' ? 'Loading...' : shortcutLabel();
    if (state === 'ready' && wantsFocus.current) {
      wantsFocus.current = false;
      input.focus();
    }
  }, [state]);

  return (
    <div ref={box} style={{display: 'contents'}} onMouseEnter={start} onFocus={start} onPointerDown={start}>
      <SearchBar {...props} />
    </div>
  );
}
