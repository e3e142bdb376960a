// Parses pages into the summaries the cache keeps (lib/site-cache.mjs), in a worker thread: on a
// cold cache the pages are split between this worker and the main thread, one per core.
import {Worker, isMainThread, parentPort, workerData} from 'node:worker_threads';

if (!isMainThread && workerData?.summarize) {
  const {parseSource, routeOf} = await import('./content.mjs');
  const {summaryOf} = await import('./site-cache.mjs');
  const out = workerData.summarize.map(({file, kind}) => {
    const source = parseSource(file, kind);
    source.route = routeOf(source);
    const {tree, ...summary} = summaryOf(source);
    return summary;
  });
  parentPort.postMessage(out);
}

/** [{file, kind}] → the summaries, in order, parsed in a worker thread. */
export function summarizeInWorker(list) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {workerData: {summarize: list}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`summary worker exited with ${code}`)));
  });
}
