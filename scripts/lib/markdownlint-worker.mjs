// Runs lintFiles (./markdownlint.mjs) in a worker thread, so that loading markdownlint and linting
// the pages use the second core while the content checks run on the first.
import {Worker, isMainThread, parentPort, workerData} from 'node:worker_threads';

if (!isMainThread && workerData?.lintFiles) {
  const {lintFiles} = await import('./markdownlint.mjs');
  parentPort.postMessage(await lintFiles(workerData.lintFiles));
}

/** Starts linting now; the promise resolves with the problems, or rejects with the worker's error. */
export function lintInWorker(rels) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {workerData: {lintFiles: rels}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`markdownlint worker exited with ${code}`)));
  });
}
