import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {acceptAuthMessage, authOrigin} from './rules';
import styles from './styles.module.css';

/**
 * Hides the page (it stays in the HTML for search and link checks) under a frame holding the
 * authentication page, until that page posts the reader's id. The server render and the first
 * client render are both locked, so there is no flash of content and no hydration mismatch.
 */
export default function AuthGate({children}: {children: ReactNode}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const authPageUrl = siteConfig.customFields?.authPageUrl as string;
  const [userId, setUserId] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (userId !== null) return undefined;
    const origin = authOrigin(authPageUrl);
    const onMessage = (event: MessageEvent) => {
      const accepted = acceptAuthMessage(
        {origin: event.origin, source: event.source, data: event.data},
        {origin, frame: frame.current?.contentWindow},
      );
      if (accepted !== null) setUserId(accepted);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [authPageUrl, userId]);

  const open = userId !== null;
  return (
    <>
      <div className={styles.content} data-lakestone-gate={open ? 'open' : 'locked'} inert={!open}>
        {children}
      </div>
      {!open && (
        <div className={styles.overlay}>
          <iframe
            ref={frame}
            className={styles.frame}
            src={authPageUrl}
            title={`Sign in to read the ${siteConfig.title} documentation`}
          />
        </div>
      )}
    </>
  );
}
