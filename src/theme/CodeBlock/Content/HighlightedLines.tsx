import React from 'react';
import {Highlight, Prism, type PrismTheme, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import {useOwnValuesBlock} from '@site/src/own-values/block';
import {substituteTokens, type Matcher} from '@site/src/own-values/substitute';
import type {OwnValues} from '@site/src/own-values/values';

// The extra grammars of config/prism.ts, registered with Prism itself: this module is Prism's only
// user, and it runs on the server and after client-side visits, never at start-up.
prismIncludeLanguages(Prism);

// Token colors are CSS (src/plugins/code-highlighting-on-demand), so tokens get class names only.
const NO_INLINE_COLORS: PrismTheme = {plain: {}, styles: []};

function withoutStyle<T extends {style?: unknown}>({style: _style, ...rest}: T): T {
  return rest as T;
}

/** A line's tokens with the reader's values; tokens a value spanning several of them emptied are dropped. */
function withOwnValues(line: Token[], own: OwnValues | null, matcher: Matcher): Token[] {
  if (!own) return line;
  const before = line.map((token) => token.content);
  const after = substituteTokens(before, own, matcher);
  if (after === before) return line;
  return line.flatMap((token, i) => (after[i] === '' && before[i] !== '' ? [] : [{...token, content: after[i]}]));
}

/** The code's lines as Prism tokens, with the block's line classes (highlighted lines, magic comments). */
export default function HighlightedLines(): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const {own, matcher} = useOwnValuesBlock();
  return (
    <Highlight theme={NO_INLINE_COLORS} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <>
          {tokens.map((line, i) => (
            <Line
              key={i}
              line={withOwnValues(line, own, matcher)}
              getLineProps={(input) => withoutStyle(getLineProps(input))}
              getTokenProps={(input) => withoutStyle(getTokenProps(input))}
              classNames={lineClassNames[i]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}
