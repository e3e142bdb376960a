// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/index.js): one render per block: colors are CSS, so no second render for dark mode. See src/theme/ejected.json.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string when it is only text (so it can be copied); otherwise the elements as given. */
function textOrElements(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's code block, without its second render after mounting: the theme re-created every
 * block once in the browser to swap inline colors for dark mode, which tokenized all code again.
 * Here colors come from CSS (src/plugins/code-highlighting-on-demand), so one render serves both
 * modes and hydration can keep the server's highlighted lines (./Content).
 */
export default function CodeBlock({children, ...props}: Props): React.JSX.Element {
  const code = textOrElements(children);
  return typeof code === 'string' ? <StringContent {...props}>{code}</StringContent> : <ElementContent {...props}>{code}</ElementContent>;
}
