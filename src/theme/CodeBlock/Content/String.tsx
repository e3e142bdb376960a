// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content/String.js), unchanged but
// for the word-wrap hook, which is the local copy in ./useCodeWordWrap, and the reader's own values
// (src/own-values), provided to the block's content and buttons. On upgrade, compare with
// the new upstream file (`npm run swizzle @docusaurus/theme-classic CodeBlock/Content/String -- --eject`).
import React from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {OwnValuesBlockProvider} from '@site/src/own-values/block';
import {useCodeWordWrap} from './useCodeWordWrap';

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): React.JSX.Element {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <OwnValuesBlockProvider code={metadata.code}>
        <CodeBlockLayout />
      </OwnValuesBlockProvider>
    </CodeBlockContextProvider>
  );
}
