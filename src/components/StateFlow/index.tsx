import React from 'react';
import styles from './styles.module.css';

export type StateFlowProps = {
  /** The states in the order a resource passes through them. */
  states: string[];
  /** A short name of what the states belong to, read by screen readers. */
  label: string;
};

/** A resource's states as an ordered list, drawn as a left-to-right chain. */
export default function StateFlow({states, label}: StateFlowProps): React.JSX.Element {
  return (
    <ol className={styles.chain} aria-label={label}>
      {states.map((state, index) => (
        // A state can come back (RUNNING … RUNNING), so the position is part of the key.
        <li key={`${index}-${state}`} className={styles.state}>
          <code>{state}</code>
        </li>
      ))}
    </ol>
  );
}
