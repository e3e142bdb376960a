// Wraps theme-classic's DocItem/Content (the doc's title and Markdown) and puts "Copy page" and
// the link to the page's Markdown above it, on every doc page.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMarkdown from '@site/src/components/PageMarkdown';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <PageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
