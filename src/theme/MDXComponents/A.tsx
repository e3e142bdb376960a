// Wraps the theme's Markdown link so that every link to a glossary entry (/glossary#term) shows
// the entry's definition on hover and on keyboard focus; writers change nothing. The link stays
// the theme's plain link: it works without JavaScript, and a click or a tap follows it. The card's
// code (src/glossary/GlossaryCard.tsx, with @floating-ui/react) and the definitions load on the
// first hover or keyboard focus of a glossary link, never with the page.
import React, {useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent} from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {GlossaryCardsData} from '@site/src/plugins/glossary-cards';
import {glossaryTermOf} from '@site/src/glossary/links';
import type {ReferenceProps} from '@site/src/glossary/GlossaryCard';

type Props = WrapperProps<typeof AType>;
type CardModule = typeof import('@site/src/glossary/GlossaryCard');

/** How long the pointer rests on a link before its card's code loads: passing over a link loads nothing. */
const HOVER_INTENT_MS = 150;

let cardModule: Promise<CardModule> | null = null;
function loadCard(): Promise<CardModule> {
  cardModule ??= import(/* webpackChunkName: "glossary-card" */ '@site/src/glossary/GlossaryCard').catch((error: unknown) => {
    cardModule = null;
    throw error;
  });
  return cardModule;
}

function GlossaryLink({id, glossary, linkProps}: {id: string; glossary: GlossaryCardsData; linkProps: Props}): React.JSX.Element {
  const [card, setCard] = useState<CardModule | null>(null);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [referenceProps, setReferenceProps] = useState<ReferenceProps>({});
  const intent = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(intent.current), []);

  const activate = useCallback(
    (element: HTMLElement) => {
      setReference(element);
      loadCard().then(
        (module) => setCard(() => module),
        (error: unknown) => console.warn('Glossary cards: the card could not be loaded; the link still opens the glossary.', error),
      );
    },
    [],
  );

  // Until the card's code is here, these start it; then the card's own interactions take over.
  const handlers: Record<string, unknown> = card
    ? referenceProps
    : {
        onPointerEnter(event: PointerEvent<HTMLElement>) {
          if (event.pointerType === 'touch') return;
          const element = event.currentTarget;
          window.clearTimeout(intent.current);
          intent.current = window.setTimeout(() => activate(element), HOVER_INTENT_MS);
        },
        onPointerLeave() {
          window.clearTimeout(intent.current);
        },
        onFocus(event: FocusEvent<HTMLElement>) {
          if (event.currentTarget.matches(':focus-visible')) activate(event.currentTarget);
        },
      };
  const Card = card?.default;
  return (
    <>
      {/* A Markdown link brings no handlers of its own: these are the only ones. */}
      <A {...linkProps} {...handlers} />
      {Card && reference && <Card reference={reference} id={id} entryUrl={`${glossary.route}#${id}`} file={glossary.file} onReferenceProps={setReferenceProps} />}
    </>
  );
}

export default function AWrapper(props: Props): React.JSX.Element {
  const glossary = usePluginData('glossary-cards') as GlossaryCardsData | undefined;
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const id = glossary ? glossaryTermOf(props.href, {page: pathname, glossary: glossary.route, siteUrl: siteConfig.url}) : null;
  if (!glossary || !id) return <A {...props} />;
  return <GlossaryLink id={id} glossary={glossary} linkProps={props} />;
}
