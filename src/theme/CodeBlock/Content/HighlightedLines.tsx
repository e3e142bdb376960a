import React from 'react';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';

// The extra grammars of config/prism.ts, registered with Prism itself: this module is Prism's only
// user, and it runs on the server and after client-side visits, never at start-up.
prismIncludeLanguages(Prism);

// Token colors are CSS (src/plugins/code-highlighting-on-demand), so tokens get class names only.
const NO_INLINE_COLORS: PrismTheme = {plain: {}, styles: []};

function withoutStyle<T extends {style?: unknown}>({style: _style, ...rest}: T): T {
  return rest as T;
}

/** The code's lines as Prism tokens, with the block's line classes (highlighted lines, magic comments). */
export default function HighlightedLines(): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={NO_INLINE_COLORS} code={code} language={language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <>
          {tokens.map((line, i) => (
            <Line
              key={i}
              line={line}
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
