// The worker thread of load-in-worker.ts: receives reviews.json bytes, answers the loaded build
// with every array buffer transferred (none copied), or the error that stopped it.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { loadBuild, transferablesOf } from './snapshot-data.ts';

// The lowest CPU priority for this thread only (Linux keeps a nice value per thread): on a
// busy machine the event loop, still serving the old build, is scheduled before the loading.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // not permitted here: load at normal priority
}

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
