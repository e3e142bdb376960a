/** The id of the polite live region every page has (written by the plugin's injectHtmlTags). */
export const ANNOUNCER_ID = 'lakestone-announcer';

/**
 * Says `message` to screen readers through the page's live region. The region is emptied first
 * and filled a moment later, so the same message twice in a row is read twice.
 */
export function announce(message: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    console.warn(`markdown-pages: the page has no #${ANNOUNCER_ID} live region; "${message}" was not announced`);
    return;
  }
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 100);
}

/** Copies text to the clipboard; false (and a warning) when the browser refuses. */
export async function copyText(text: string | Promise<string>): Promise<boolean> {
  try {
    // A ClipboardItem made at once from a promise keeps the click's user activation while the
    // text downloads (Safari needs it); elsewhere the text is written when it has arrived.
    if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function' && typeof text !== 'string') {
      try {
        await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
        return true;
      } catch (error) {
        if ((error as Error).name === 'NotAllowedError' || !navigator.clipboard?.writeText) throw error;
      }
    }
    await navigator.clipboard.writeText(await text);
    return true;
  } catch (error) {
    console.warn(`Copying to the clipboard failed: ${(error as Error).message}`);
    return false;
  }
}
