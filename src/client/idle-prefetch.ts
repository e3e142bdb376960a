import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus prefetches the files of every linked page as soon as the link is on screen; on a doc
 * page that is about 40 links and 450 <link rel="prefetch"> elements, created in one long task
 * while the page is still starting. Prefetching is speculative, so it waits for idle time here,
 * a few links per slice, and the start-up task stays short.
 */
type Prefetch = (routePath: string) => false | Promise<void[]>;
type DocusaurusGlobal = {prefetch: Prefetch};

// Short enough that a slice is no long task even on a phone four times slower than a laptop.
const SLICE_BUDGET_MS = 8;
let installed = false;

function whenIdle(run: (hasTime: () => boolean) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    // An idle period can last 50 ms; a slice takes at most SLICE_BUDGET_MS of it.
    window.requestIdleCallback((deadline) => {
      const start = performance.now();
      run(() => deadline.timeRemaining() > 1 && performance.now() - start < SLICE_BUDGET_MS);
    });
  } else {
    // Safari has no requestIdleCallback: a short timed slice after a pause.
    window.setTimeout(() => {
      const start = performance.now();
      run(() => performance.now() - start < SLICE_BUDGET_MS);
    }, 50);
  }
}

function install(): void {
  const site = window as unknown as {docusaurus?: DocusaurusGlobal};
  const docusaurus = site.docusaurus;
  if (installed || !docusaurus) return;
  installed = true;
  const prefetchNow = docusaurus.prefetch;
  const queue: string[] = [];
  let scheduled = false;
  const drain = (hasTime: () => boolean) => {
    while (queue.length > 0 && hasTime()) prefetchNow(queue.shift()!);
    scheduled = queue.length > 0;
    if (scheduled) whenIdle(drain);
  };
  // The object is frozen; links look up window.docusaurus.prefetch at each call.
  site.docusaurus = {
    ...docusaurus,
    prefetch: (routePath) => {
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        whenIdle(drain);
      }
      return false;
    },
  };
}

const clientModule: ClientModule = {
  // window.docusaurus is set after client modules load, and before the first route update.
  onRouteDidUpdate() {
    install();
  },
};
export default clientModule;
