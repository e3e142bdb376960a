/**
 * The card a glossary link shows on hover and on keyboard focus: the entry's term and definition
 * and a link to the full entry. This module and @floating-ui/react load in a chunk of their own
 * on the first hover or focus of a glossary link (src/theme/MDXComponents/A.tsx), never with a page.
 */
import React, {useCallback, useEffect, useLayoutEffect, useMemo, useState, type MouseEvent} from 'react';
import {
  FloatingPortal,
  autoUpdate,
  flip,
  inline,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {loadGlossary, type GlossaryCardsFile} from './data';
import styles from './styles.module.css';

export type ReferenceProps = Record<string, unknown>;

type Props = {
  /** The glossary link, already in the page. */
  reference: HTMLElement;
  /** The entry's id ("lcu") and URL ("/glossary#lcu"). */
  id: string;
  entryUrl: string;
  /** The definitions file's URL. */
  file: string;
  /** Receives the props (event handlers, aria-describedby) the link needs from the card's interactions. */
  onReferenceProps: (props: ReferenceProps) => void;
};

type Definitions = {state: 'loading'} | {state: 'ready'; data: GlossaryCardsFile} | {state: 'error'};

/** Still hovered or still focused from the keyboard: what brought the card's code in is still on. */
function triggered(reference: HTMLElement): boolean {
  return reference.matches(':hover') || (reference.ownerDocument.activeElement === reference && reference.matches(':focus-visible'));
}

/** A plain click on a link of the site inside a definition moves within the app, as any link of a page. */
function useInAppLinks() {
  const history = useHistory();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      history.push(href);
    },
    [history],
  );
}

export default function GlossaryCard({reference, id, entryUrl, file, onReferenceProps}: Props): React.JSX.Element | null {
  const [open, setOpen] = useState(() => triggered(reference));
  const [definitions, setDefinitions] = useState<Definitions>({state: 'loading'});
  const {refs, floatingStyles, context} = useFloating({
    open,
    onOpenChange: setOpen,
    elements: {reference},
    placement: 'bottom-start',
    strategy: 'absolute',
    // Beside the line of the link the pointer is on, never over the link: below it, or above when
    // there is no room below; moved sideways to stay in the window.
    middleware: [inline(), offset(6), flip({padding: 8}), shift({padding: 8})],
    whileElementsMounted: autoUpdate,
  });
  const {getReferenceProps, getFloatingProps} = useInteractions([
    // A tap on a touch screen follows the link: only a mouse or a pen hovers.
    useHover(context, {mouseOnly: true, delay: {open: 150, close: 100}, handleClose: safePolygon()}),
    useFocus(context),
    useDismiss(context),
    useRole(context, {role: 'tooltip'}),
  ]);
  const referenceProps = useMemo(() => getReferenceProps(), [getReferenceProps]);
  useLayoutEffect(() => onReferenceProps(referenceProps), [onReferenceProps, referenceProps]);

  // The definitions load once for every card of the page; after a failure, the next opening tries again.
  useEffect(() => {
    if (!open || definitions.state === 'ready') return;
    let current = true;
    loadGlossary(file).then(
      (data) => current && setDefinitions({state: 'ready', data}),
      () => current && setDefinitions({state: 'error'}),
    );
    return () => {
      current = false;
    };
    // On opening only: the state it reads changes as the load goes, which must not start another.
  }, [open, file]);

  const followLink = useInAppLinks();
  if (!open) return null;
  const entry = definitions.state === 'ready' ? definitions.data.entries[id] : undefined;
  return (
    <FloatingPortal>
      <div ref={refs.setFloating} style={floatingStyles} className={styles.card} data-glossary-card={id} {...getFloatingProps()}>
        {definitions.state === 'loading' && <p className={styles.note}>Loading the definition…</p>}
        {definitions.state === 'error' && <p className={styles.note}>The definition could not be loaded.</p>}
        {definitions.state === 'ready' && !entry && <p className={styles.note}>The glossary has no entry with this name.</p>}
        {entry && (
          <>
            <p className={styles.term}>{entry.term}</p>
            {/* Minimal HTML written at build time from the glossary page: p, em, strong, code, lists and links (src/plugins/glossary-cards/extract.ts). */}
            <div className={styles.definition} onClick={followLink} dangerouslySetInnerHTML={{__html: entry.definition}} />
          </>
        )}
        <Link className={styles.more} to={entry?.url ?? entryUrl}>
          Full entry in the glossary
        </Link>
      </div>
    </FloatingPortal>
  );
}
