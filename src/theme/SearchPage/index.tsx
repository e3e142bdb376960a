import React, {useCallback, useEffect, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchPages} from '@site/src/search/client';
import type {PageResult} from '@site/src/search/engine';
import {SECTIONS} from '@site/src/search/format';
import styles from './styles.module.css';

type Outcome = {state: 'idle'} | {state: 'searching'} | {state: 'done'; results: PageResult[]} | {state: 'error'; message: string};

const RESULT_LIMIT = 50;

function hrefOf(result: PageResult): string {
  const params = new URLSearchParams();
  for (const token of result.tokens) params.append('_highlight', token);
  const query = params.toString();
  return `${result.url}${query ? `?${query}` : ''}${result.anchor ? `#${result.anchor}` : ''}`;
}

/**
 * The search page (`/search?q=…&section=…`), in place of the plugin's: it searches every section
 * by default and can narrow to one, and its controls are labelled in the served HTML, before any
 * script runs. Results come from the same engine as the search box.
 */
export default function SearchPage(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  // The served page has no query: read the address only after hydration, so both renders agree.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const sectionParam = params.get('section') ?? '';
  const section = (SECTIONS as readonly string[]).includes(sectionParam) ? sectionParam : '';
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  const update = useCallback(
    (next: {q?: string; section?: string}) => {
      const search = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(next)) {
        if (value) search.set(key, value);
        else search.delete(key);
      }
      history.replace({search: search.toString()});
    },
    [history, location.search],
  );

  useEffect(() => {
    if (!query.trim()) {
      setOutcome({state: 'idle'});
      return;
    }
    const id = (latest.current += 1);
    setOutcome((previous) => (previous.state === 'done' ? previous : {state: 'searching'}));
    searchPages(siteConfig.baseUrl, query, {section: section || null, limit: RESULT_LIMIT}).then(
      (results) => id === latest.current && setOutcome({state: 'done', results}),
      (error: unknown) => id === latest.current && setOutcome({state: 'error', message: error instanceof Error ? error.message : String(error)}),
    );
  }, [query, section, siteConfig.baseUrl, attempt]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <Layout>
      <PageMetadata title={title} />
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form className={styles.controls} role="search" onSubmit={(e) => e.preventDefault()}>
          <div className={styles.field}>
            <label htmlFor="search-page-query">Search for</label>
            <input
              id="search-page-query"
              type="search"
              name="q"
              autoComplete="off"
              value={query}
              onChange={(e) => update({q: e.target.value})}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="search-page-section">Section</label>
            <select id="search-page-section" name="section" value={section} onChange={(e) => update({section: e.target.value})}>
              <option value="">All sections</option>
              {SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </form>
        <div aria-live="polite" className={styles.status}>
          {outcome.state === 'searching' && <p>Searching…</p>}
          {outcome.state === 'done' && (
            <p>
              {outcome.results.length === 0
                ? `No pages match "${query}"${section ? ` in ${section}` : ''}.`
                : `${outcome.results.length === RESULT_LIMIT ? `The first ${RESULT_LIMIT}` : outcome.results.length} ${outcome.results.length === 1 ? 'page' : 'pages'}${section ? ` in ${section}` : ''}`}
            </p>
          )}
          {outcome.state === 'error' && (
            <div role="alert" className={styles.error}>
              <p>Search is unavailable: the index could not be loaded. {outcome.message}</p>
              <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
                Try again
              </button>
            </div>
          )}
        </div>
        {outcome.state === 'done' &&
          outcome.results.map((result) => (
            <article key={result.url} className={styles.result}>
              <h2 className={styles.resultTitle}>
                <Link to={hrefOf(result)}>
                  {result.title}
                  {result.heading ? ` › ${result.heading}` : ''}
                </Link>
              </h2>
              <p className={styles.path}>{result.path.join(' › ')}</p>
              {result.snippet.length > 0 && (
                <p className={styles.snippet}>{result.snippet.map(([text, marked], k) => (marked ? <mark key={k}>{text}</mark> : <React.Fragment key={k}>{text}</React.Fragment>))}</p>
              )}
            </article>
          ))}
      </main>
    </Layout>
  );
}
