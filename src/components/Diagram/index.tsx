import React from 'react';
import styles from './styles.module.css';

export type DiagramProps = {
  /** What the diagram shows, in words: the figure's accessible name. */
  alt: string;
  /** The drawing, when one SVG serves both color modes (its dark styles are scoped to the dark theme). */
  svg?: string;
  /** The light and dark drawings, when the two differ in more than their styles. */
  light?: string;
  dark?: string;
  /** Under `npm start` only: why the diagram could not be drawn, shown in its place with its source. */
  error?: string;
  source?: string;
};

/**
 * A Mermaid diagram drawn at build time (src/plugins/diagrams): static SVG in the page, so it needs
 * no script, takes its final size at once (the SVG has a viewBox) and follows the color mode by CSS.
 */
export default function Diagram({alt, svg, light, dark, error, source}: DiagramProps): React.JSX.Element {
  if (error) {
    return (
      <figure className={styles.failed} role="group" aria-label={alt}>
        <figcaption>
          <strong>This diagram could not be drawn:</strong> {error}
        </figcaption>
        <pre>{source}</pre>
      </figure>
    );
  }
  return (
    <figure className={styles.diagram} data-diagram="">
      {svg ? (
        <div role="img" aria-label={alt} className={styles.drawing} dangerouslySetInnerHTML={{__html: svg}} />
      ) : (
        <div role="img" aria-label={alt} className={styles.drawing}>
          <div className={styles.light} dangerouslySetInnerHTML={{__html: light ?? ''}} />
          <div className={styles.dark} dangerouslySetInnerHTML={{__html: dark ?? ''}} />
        </div>
      )}
    </figure>
  );
}
