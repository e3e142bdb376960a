import React, {useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/** Set by the gate's inline listener (src/plugins/gate-listener) once it accepts a message. */
function acceptedReader(): string | null {
  return (window as Window & {__lakestoneReader?: string}).__lakestoneReader ?? null;
}

/**
 * Hides the page (it stays in the HTML for search and link checks) under a frame holding the
 * authentication page, until that page posts the reader's id. The message is checked by an inline
 * listener that runs before React, which shows the content at once through CSS and lifts its
 * inert; this component then removes the frame and keeps the content open. The server render and
 * the first client render are both locked, so there is no flash of content and no hydration
 * mismatch.
 */
export default function AuthGate({children}: {children: ReactNode}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const authPageUrl = siteConfig.customFields?.authPageUrl as string;
  const [userId, setUserId] = useState<string | null>(null);

  useEffect(() => {
    if (userId !== null) return undefined;
    const sync = () => setUserId(acceptedReader());
    sync();
    window.addEventListener('lakestone:reader', sync);
    return () => window.removeEventListener('lakestone:reader', sync);
  }, [userId]);

  const open = userId !== null;
  return (
    <>
      {/* First in the document, so the browser requests the authentication page before the content is parsed. */}
      {!open && (
        <div className={styles.overlay}>
          <iframe
            data-lakestone-gate-frame=""
            className={styles.frame}
            src={authPageUrl}
            title={`Sign in to read the ${siteConfig.title} documentation`}
          />
        </div>
      )}
      <div className={styles.content} data-lakestone-gate={open ? 'open' : 'locked'} inert={!open}>
        {children}
      </div>
    </>
  );
}
