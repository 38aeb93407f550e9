import { Worker } from 'node:worker_threads';
import type { PublishedHead } from '../dataset/published.ts';
import { createQueryEngine, type QueryEngine } from './engine.ts';
import type { BuildViews, LoadedBuild } from './snapshot-data.ts';

const WORKER_FILE = new URL('./snapshot-worker.ts', import.meta.url);

/** What the loader thread is asked: a manifest's text to check, the reviews' bytes to load, or both. */
export type LoaderRequest = { bytes?: Uint8Array; manifest?: string };
/** What it answers: the loaded build (when bytes were sent), or the error that stopped it. */
export type LoaderAnswer = { build?: LoadedBuild } | { error: unknown };

/**
 * One request to a new loader thread, ended once it answers, so its heap does not outlive the
 * work. Rejects with the worker's error, or if it stops without answering.
 */
function askLoader(request: LoaderRequest, transfer: ArrayBuffer[]): Promise<LoadedBuild | undefined> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE);
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.once('message', (answer: LoaderAnswer) => settle(() => ('error' in answer ? reject(answer.error) : resolve(answer.build))));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the build loader thread stopped (exit code ${code}) before answering`))));
    worker.postMessage(request, transfer);
  });
}

/**
 * Loads a build's reviews.json bytes in a worker thread, so parsing and indexing 100,000
 * reviews never blocks the event loop: the bytes move to the worker and come back with the
 * columns, indexes and text as transferred buffers (no copy); only the few strings and small
 * objects are cloned. The caller must not use `bytes` afterwards. Rejects on invalid JSON.
 *
 * With `manifestText`, the worker also checks the build's manifest.json (parseManifest: shape,
 * paths, id) and rejects with its error: at 100,000 reviews that takes ~400 ms, which on the
 * event loop was the stall of a reload. The caller then only parses the checked text.
 */
export async function loadBuildInWorker(bytes: Uint8Array, manifestText?: string): Promise<LoadedBuild> {
  // Only a whole, unshared ArrayBuffer can be transferred; anything else is copied once.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
  const build = await askLoader({ bytes: own, manifest: manifestText }, [own.buffer as ArrayBuffer]);
  if (!build) throw new Error('the build loader thread answered without a build');
  return build;
}

/**
 * Checks manifest.json text in the loader's thread, as loadBuildInWorker does for a build on
 * disk: for a manifest fetched from an origin, before any file it names is fetched. Rejects
 * with what is wrong with it (parseManifest's error); the caller then only parses the text.
 */
export async function checkManifestInWorker(manifestText: string): Promise<void> {
  await askLoader({ manifest: manifestText }, []);
}

/** A loaded build as the sidecar serves it: the published head, the tools' views, the engine. */
export type OpenedBuild = {
  /** reviews.json without its reviews: business, rating, last_modified. */
  dataset: PublishedHead;
  /** The MCP tools' whole answers (rating report, entity counts), derived once. */
  views: BuildViews;
  /** Search, since and reviews by id over this build: swapped with the snapshot. */
  engine: QueryEngine;
  /**
   * The reviews.json bytes the engine reads (the whole file, as it came in): whoever needs
   * the file itself (the hub delivering that topic) takes it from here rather than holding a
   * second copy of the largest file of the build.
   */
  reviewsJson: Buffer;
};

/** loadBuildInWorker, then the engine wrapped around the data (constant time on this thread). */
export async function openBuildInWorker(bytes: Uint8Array, manifestText?: string): Promise<OpenedBuild> {
  const build = await loadBuildInWorker(bytes, manifestText);
  const { bytes: file } = build.engine;
  return { dataset: build.head, views: build.views, engine: createQueryEngine(build.engine), reviewsJson: Buffer.from(file.buffer, file.byteOffset, file.byteLength) };
}
