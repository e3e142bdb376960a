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
 *
 * The failure panel is rendered here, hidden by CSS, because a locked page runs no bundle: the
 * inline listener shows it (an attribute on <html>) when sign-in cannot be reached, and wires its
 * Try again button. Nothing here changes while the page is locked, so hydration finds the HTML as
 * it was served.
 */
export default function AuthGate({children}: {children: ReactNode}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const authPageUrl = siteConfig.customFields?.authPageUrl as string;
  const signInUrl = siteConfig.customFields?.signInUrl as string;
  const statusUrl = siteConfig.customFields?.statusUrl as string;
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
          <FailurePanel product={siteConfig.title} signInUrl={signInUrl} statusUrl={statusUrl} />
        </div>
      )}
      <div className={styles.content} data-lakestone-gate={open ? 'open' : 'locked'} inert={!open}>
        {children}
      </div>
    </>
  );
}

/** What a reader sees, and can do, when the authentication page cannot be reached. */
function FailurePanel({product, signInUrl, statusUrl}: {product: string; signInUrl: string; statusUrl: string}): React.JSX.Element {
  return (
    <>
      <section className={styles.failure} aria-labelledby="lakestone-gate-failure-title" data-lakestone-gate-failure-panel="">
        <div className={styles.card}>
          <h2 id="lakestone-gate-failure-title" className={styles.title}>
            <span className={styles.failed}>Sign-in could not be reached</span>
            <span className={styles.quiet}>Sign-in has not answered yet</span>
          </h2>
          <p className={styles.offline}>Your browser is offline. Connect to a network, then try again.</p>
          <p className={styles.unreachable}>Your browser could not connect to the {product} sign-in page.</p>
          <p className={styles.slow}>The {product} sign-in page has not loaded after 10 seconds.</p>
          <p className={styles.quiet}>
            The {product} sign-in page has not answered after 10 seconds. If it shows a sign-in form, use it; if it stays blank or shows an error, try again.
          </p>
          <p>The documentation opens as soon as sign-in answers. If you sign in in a new tab, come back here and try again.</p>
          <div className={styles.actions}>
            <button type="button" className="button button--primary" data-lakestone-gate-retry="">
              Try again
            </button>
            <a className="button button--secondary" href={signInUrl} target="_blank" rel="noopener noreferrer">
              Sign in in a new tab
            </a>
          </div>
          <p className={styles.status}>
            Still failing? <a href={statusUrl}>Check the {product} service status</a>.
          </p>
        </div>
      </section>
      {/* Always in the page, so screen readers announce the message when CSS shows it. */}
      <div className={styles.announcer} aria-live="assertive" aria-atomic="true">
        <p className={`${styles.announcement} ${styles.failed}`}>Sign-in could not be reached. Try again, or sign in in a new tab.</p>
        <p className={`${styles.announcement} ${styles.quiet}`}>Sign-in has not answered yet. Use its form if it shows one, or try again.</p>
      </div>
    </>
  );
}
