import React, {useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {markdownPathOf} from '@site/src/plugins/markdown-pages/paths';
import {announce, copyText} from '@site/src/plugins/markdown-pages/announce';
import styles from './styles.module.css';

type Props = {
  /** The page's route, with the base URL: "/product/compute/clusters". */
  permalink: string;
};

type State = 'idle' | 'copied' | 'failed';
const LABEL: Record<State, string> = {idle: 'Copy page', copied: 'Copied', failed: 'Copy failed'};

/**
 * "Copy page" and a link to the page's Markdown (written by src/plugins/markdown-pages). The
 * Markdown is fetched from the site on click, so nothing loads with the page.
 */
export default function PageMarkdown({permalink}: Props): React.JSX.Element {
  const href = useBaseUrl(markdownPathOf(permalink));
  const [state, setState] = useState<State>('idle');

  const copy = async () => {
    const text = fetch(href, {cache: 'no-cache'}).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.text();
    });
    text.catch((error: Error) => console.warn(`Copy page: ${error.message}`));
    const copied = await copyText(text);
    setState(copied ? 'copied' : 'failed');
    announce(copied ? 'The page was copied as Markdown' : 'The page could not be copied');
    window.setTimeout(() => setState('idle'), 2500);
  };

  return (
    <div className={styles.actions} role="group" aria-label="This page in Markdown">
      <button type="button" className={styles.action} onClick={copy} title="Copy this page as Markdown">
        {LABEL[state]}
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        View Markdown
      </a>
    </div>
  );
}
