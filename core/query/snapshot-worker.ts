// The worker thread of load-in-worker.ts: receives reviews.json bytes and/or a build's
// manifest.json text to check, answers the loaded build with every array buffer transferred
// (none copied), an empty answer when there was only a manifest to check, or the error that
// stopped it.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { parseManifest } from '../build/manifest.ts';
import type { LoaderAnswer, LoaderRequest } from './load-in-worker.ts';
import { loadBuild, transferablesOf } from './snapshot-data.ts';

// The lowest CPU priority for this thread only (Linux keeps a nice value per thread): on a
// busy machine the event loop, still serving the old build, is scheduled before the loading.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // not permitted here: load at normal priority
}

parentPort!.once('message', ({ bytes, manifest }: LoaderRequest) => {
  let build;
  try {
    if (manifest !== undefined) parseManifest(manifest); // throws what is wrong with it
    if (bytes) build = loadBuild(bytes);
  } catch (error) {
    parentPort!.postMessage({ error } satisfies LoaderAnswer);
    return;
  }
  parentPort!.postMessage({ build } satisfies LoaderAnswer, build ? transferablesOf(build) : []);
});
