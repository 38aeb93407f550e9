// The worker thread of load-in-worker.ts: receives reviews.json bytes, answers the loaded build
// with every array buffer transferred (none copied), or the error that stopped it.
import { parentPort } from 'node:worker_threads';
import { loadBuild, transferablesOf } from './snapshot-data.ts';

parentPort!.once('message', (bytes: Uint8Array) => {
  let build;
  try {
    build = loadBuild(bytes);
  } catch (error) {
    parentPort!.postMessage({ error });
    return;
  }
  parentPort!.postMessage({ build }, transferablesOf(build));
});
