// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/Content/index.js): adopts the server-highlighted lines on hydration; Prism loads only for client-side visits. See src/theme/ejected.json.
import React, {lazy, Suspense, useId, useMemo, useState, type ComponentProps, type ComponentType} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';
import {serverHighlightedLines} from './hydration';
import {useOwnValuesBlock} from '@site/src/own-values/block';
import {substituteCode, substituteHtml} from '@site/src/own-values/substitute';

// Prism and its grammars. The server renders them in place; the browser loads them only for a
// block rendered without server HTML (a client-side visit), prefetched so that visit finds them cached.
const HighlightedLines: ComponentType = __LAKESTONE_SERVER_BUNDLE__
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./HighlightedLines').default
  : lazy(() => import(/* webpackPrefetch: true */ './HighlightedLines'));

/** The lines as plain text while Prism loads: the same lines, uncolored. */
function PlainLines({code}: {code: string}): React.JSX.Element {
  return (
    <>
      {code.split('\n').map((line, i) => (
        <div key={i} className="token-line">
          {line}
          <br />
        </div>
      ))}
    </>
  );
}

/**
 * The block's <pre> and <code>. The server highlights the code; in the browser, the first render
 * adopts those lines as they are (found by the block's useId), so a page with code hydrates
 * without Prism, and a block that remounts on the same page (a tab panel) takes them again. Blocks
 * of a client-side visit highlight through Prism.
 */
export default function CodeBlockContent({className}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const id = useId();
  // One object for the block's life: React re-sets innerHTML whenever this prop is a new object.
  const [serverLines] = useState(() => {
    const html = serverHighlightedLines(id, JSON.stringify([language, code, lineNumbersStart, lineClassNames]));
    return html === undefined ? undefined : {__html: html};
  });
  // The reader's own values go into the server's tokens, never on the server or while hydrating.
  const {own, matcher} = useOwnValuesBlock();
  const shownLines = useMemo(
    () => (serverLines && own ? {__html: substituteHtml(serverLines.__html, own, matcher)} : serverLines),
    [serverLines, own, matcher],
  );
  const codeProps: ComponentProps<'code'> = {
    className: clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering),
    style: lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`},
  };
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable, so keyboard users can reach it (as in the theme).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      {shownLines !== undefined ? (
        <code {...codeProps} data-code-block={id} dangerouslySetInnerHTML={shownLines} suppressHydrationWarning />
      ) : (
        <code {...codeProps} data-code-block={id}>
          {__LAKESTONE_SERVER_BUNDLE__ ? (
            // No Suspense on the server: React would stream its content apart, with an inline script.
            <HighlightedLines />
          ) : (
            <Suspense fallback={<PlainLines code={own ? substituteCode(code, own, matcher) : code} />}>
              <HighlightedLines />
            </Suspense>
          )}
        </code>
      )}
    </pre>
  );
}
