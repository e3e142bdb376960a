// Ejected from @docusaurus/theme-classic 3.10.2 (lib/theme/CodeBlock/Container/index.js): no inline colors: they come from the generated code-colors style sheet. See src/theme/ejected.json.
import React, {type ComponentProps, type ElementType} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** The theme's container, with no inline colors: both modes' colors are CSS variables. */
export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: {as: T} & ComponentProps<T>): React.JSX.Element {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
