import React, {useCallback, useEffect, useRef, useState, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import {fetchIndexesByWorker, getSearchStatus, retrySearch, subscribeSearchStatus, type SearchStatus} from '@site/src/search/client';
import {isMacPlatform} from '@site/src/search/platform';
import styles from './styles.module.css';

const SERVER_STATUS: SearchStatus = {state: 'idle'};

function shortcutLabel(): string {
  return isMacPlatform() ? 'Search ⌘+K' : 'Search Ctrl+K';
}

/**
 * Wraps the plugin's search box for the search box's states (ARCHITECTURE.md, "Search"). The plugin loads
 * the index on the first hover or focus; this wrapper shows 'Loading...' and disables the box
 * while it downloads, then enables it with the placeholder 'Search Ctrl+K' ('Search ⌘+K' on a Mac)
 * and gives focus back to a reader who had it. A click counts too (touch screens have no hover).
 * When the index cannot be read, it says so and offers to try again.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const status = useSyncExternalStore(subscribeSearchStatus, getSearchStatus, () => SERVER_STATUS);
  const box = useRef<HTMLDivElement>(null);
  const wantsFocus = useRef(false);
  const [retrying, setRetrying] = useState(false);
  // The box reports a failure only to a reader who used it (the search page reports its own).
  const [used, setUsed] = useState(false);

  const start = useCallback(
    (event: React.SyntheticEvent) => {
      if (event.type === 'focus' && (event.target as HTMLElement).matches('input')) wantsFocus.current = true;
      if (event.type !== 'mouseenter') setUsed(true);
      if (getSearchStatus().state === 'idle') void fetchIndexesByWorker(siteConfig.baseUrl);
    },
    [siteConfig.baseUrl],
  );

  const input = () => box.current?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;

  const retry = useCallback(async () => {
    setRetrying(true);
    await retrySearch(siteConfig.baseUrl);
    setRetrying(false);
    const field = input();
    if (field && getSearchStatus().state === 'ready') {
      field.focus();
      // The box runs its query again on an input event.
      if (field.value) field.dispatchEvent(new Event('input', {bubbles: true}));
    }
  }, [siteConfig.baseUrl]);

  useEffect(() => {
    const field = input();
    if (!field) return;
    const loading = status.state === 'loading';
    field.disabled = loading;
    field.setAttribute('aria-busy', String(loading));
    field.placeholder = loading ? 'Loading...' : shortcutLabel();
    if (status.state === 'error' && used) field.setAttribute('aria-describedby', 'search-error');
    else field.removeAttribute('aria-describedby');
    if (status.state === 'ready' && wantsFocus.current) {
      wantsFocus.current = false;
      field.focus();
    }
  }, [status, used]);

  return (
    <div ref={box} className={styles.wrapper} onMouseEnter={start} onFocus={start} onPointerDown={start}>
      <SearchBar {...props} />
      {status.state === 'error' && used && (
        <div id="search-error" role="alert" className={styles.error}>
          <span>Search is unavailable: the index could not be loaded. {status.message}</span>
          <button type="button" className="button button--sm button--primary" onClick={retry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        </div>
      )}
    </div>
  );
}
