import React, {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search plugin sets a bare document title and leaves its sidebar selector unlabelled; this gives the search page the site's
 * "<page> | Lakestone" title like every other page. A later <Head> wins over an earlier one.
 */
export default function SearchPageWrapper(): React.JSX.Element {
  const query = new URLSearchParams(useLocation().search).get('q');
  // The plugin's sidebar selector has no label; screen readers need one (axe "select-name").
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Search in');
  });
  return (
    <>
      <SearchPage />
      <PageMetadata title={query ? `Search results for "${query}"` : 'Search the documentation'} />
    </>
  );
}
