// Wraps theme-classic's BlogPostItem/Header and adds "Copy page" and the link to the post's
// Markdown under it, on a post's own page only (not in the blog's lists).
import React from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageMarkdown from '@site/src/components/PageMarkdown';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): React.JSX.Element {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && <PageMarkdown permalink={metadata.permalink} />}
    </>
  );
}
