// The site's own "Last updated" line (it replaces theme-classic's LastUpdated; nothing is copied
// from it). The date is written out, in UTC, as post dates are: theme-classic formats it with
// Intl.DateTimeFormat, whose first use in a page builds ICU's date data inside hydration.
import React from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {formatPostDate} from '@site/src/theme/BlogPostItem/Header/Info/postDate';

type Props = {lastUpdatedAt?: number | null; lastUpdatedBy?: string | null};

/** "Last updated on November 21, 2026", from the page's last commit (config/git-dates.ts). */
export default function LastUpdated({lastUpdatedAt}: Props): React.JSX.Element | null {
  // The site shows no author (showLastUpdateAuthor is off); without a date there is nothing to say.
  if (!lastUpdatedAt) return null;
  const iso = new Date(lastUpdatedAt).toISOString();
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <time dateTime={iso} itemProp="dateModified">
        {formatPostDate(iso)}
      </time>
    </span>
  );
}
