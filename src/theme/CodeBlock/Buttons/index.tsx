// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/Buttons/index.js): adds "Use your values" to blocks that show example values, and Copy copies the reader's values. See src/theme/ejected.json.
import React, {useMemo} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
import {useOwnValuesBlock} from '@site/src/own-values/block';
import OwnValuesButton from '@site/src/own-values/OwnValuesButton';
import {substituteCode} from '@site/src/own-values/substitute';
import styles from './styles.module.css';

/** The theme's Copy button, given the code as the block shows it: with the reader's values. */
function CopyShownCode(): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {own, matcher} = useOwnValuesBlock();
  const shown = useMemo(() => (own ? {...metadata, code: substituteCode(metadata.code, own, matcher)} : metadata), [metadata, own, matcher]);
  return (
    <CodeBlockContextProvider metadata={shown} wordWrap={wordWrap}>
      <CopyButton />
    </CodeBlockContextProvider>
  );
}

// The buttons are rendered in the browser only, as in the theme: they need React to work.
export default function CodeBlockButtons({className}: Props): React.JSX.Element {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttonGroup)}>
          <OwnValuesButton />
          <WordWrapButton />
          <CopyShownCode />
        </div>
      )}
    </BrowserOnly>
  );
}
