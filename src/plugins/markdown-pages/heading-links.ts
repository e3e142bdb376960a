// A heading's "#" link (the theme's hash link) also copies the section's URL when it is followed,
// by click or by Enter, and the page's live region says so.
import {announce, copyText} from './announce';

function headingName(link: Element): string {
  const heading = link.parentElement;
  if (!heading) return '';
  const copy = heading.cloneNode(true) as Element;
  copy.querySelectorAll('.hash-link').forEach((e) => e.remove());
  return (copy.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

function onClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a.hash-link');
  const href = link?.getAttribute('href');
  if (!link || !href) return;
  const url = new URL(href, window.location.href).href;
  const name = headingName(link);
  void copyText(url).then((copied) => announce(copied ? `Link to the section ${name} copied` : `The link to the section ${name} could not be copied`));
}

if (typeof document !== 'undefined') document.addEventListener('click', onClick);
