import React from 'react';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';

/**
 * The search plugin sets a bare document title; this gives the search page the site's
 * "<page> | Lakestone" title like every other page. A later <Head> wins over an earlier one.
 */
export default function SearchPageWrapper(): React.JSX.Element {
  const query = new URLSearchParams(useLocation().search).get('q');
  return (
    <>
      <SearchPage />
      <PageMetadata title={query ? `Search results for "${query}"` : 'Search the documentation'} />
    </>
  );
}
