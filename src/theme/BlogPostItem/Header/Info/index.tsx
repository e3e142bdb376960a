// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/BlogPostItem/Header/Info/index.js): writes post dates out instead of building ICU date data at start-up. See src/theme/ejected.json.
import React from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';
import {formatPostDate} from './postDate';

/** The post's date and reading time under its title. */
export default function BlogPostItemHeaderInfo({className}: {className?: string}): React.JSX.Element {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatPostDate(date)}</time>
      {readingTime !== undefined && <> · {Math.max(1, Math.ceil(readingTime))} min read</>}
    </div>
  );
}
