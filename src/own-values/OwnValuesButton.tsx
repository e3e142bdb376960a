import React, {useCallback, useRef, useState, type ComponentType} from 'react';
import {useOwnValuesBlock} from './block';
import type {PanelProps} from './Panel';

let panelModule: Promise<{default: ComponentType<PanelProps>}> | null = null;
// The panel's code loads on the first click, never with the page.
function loadPanel() {
  panelModule ??= import(/* webpackChunkName: "own-values-panel" */ './Panel').catch((error: unknown) => {
    panelModule = null;
    throw error;
  });
  return panelModule;
}

/** "Use your values", in the button group of a block that shows at least one example value. */
export default function OwnValuesButton(): React.JSX.Element | null {
  const {usesExample, data} = useOwnValuesBlock();
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  if (!usesExample || !data) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="clean-btn"
        aria-label="Use your values"
        title="Use your values"
        aria-haspopup="dialog"
        onClick={() =>
          loadPanel().then(
            (module) => {
              setPanel(() => module.default);
              setOpen(true);
            },
            (error: unknown) => console.warn('Your values in code samples: the panel could not be loaded.', error),
          )
        }>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
          <circle cx="15" cy="6" r="2" />
          <circle cx="9" cy="12" r="2" />
          <circle cx="17" cy="18" r="2" />
        </svg>
      </button>
      {open && Panel && <Panel data={data} onClose={close} />}
    </>
  );
}
