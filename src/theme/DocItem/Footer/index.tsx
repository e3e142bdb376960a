// Wraps theme-classic's DocItem/Footer (tags, Edit this page, Last updated) and adds
// "Was this page helpful?" below it, on every doc page.
import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageFeedback path={metadata.permalink} title={metadata.title} />
    </>
  );
}
