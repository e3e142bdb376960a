import React, {type ComponentProps, type ElementType} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/** The theme's container, with no inline colors: both modes' colors are CSS variables. */
export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: {as: T} & ComponentProps<T>): React.JSX.Element {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
