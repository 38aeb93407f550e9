import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, type Manifest, type ManifestEntry } from '../core/build/manifest.ts';
import { openBuildInWorker, type OpenedBuild } from '../core/query/load-in-worker.ts';
import { topicLinks } from '../core/http/published-headers.ts';
import type { Urls } from '../core/urls.ts';
import type { BuildSource, LocalBuild } from './build-source/index.ts';
import type { TopicContent, TopicSource } from './hub/topic-source.ts';

/**
 * One complete build as the server sees it: immutable, replaced whole by the next. Its
 * reviews.json is loaded in a worker thread (dataset head, MCP views, query engine over
 * compact data; no review objects), so a reload never stalls the event loop.
 */
export type Snapshot = OpenedBuild & {
  id: string;
  /** Absolute directory of builds/<id> (BUILD_DIR's, or the origin cache's); files are read from here. */
  dir: string;
  manifest: Manifest;
};

export type BuildStore = TopicSource & {
  /** Extra headers a published file is served with: the WebSub Link on the three topics. */
  headersFor(file: string): Record<string, string> | undefined;
  /** The live snapshot. A request takes it once and uses that one to the end. */
  current(): Snapshot;
  /** Called after every switch to a new snapshot (and not for the first one). */
  onSwitch(listener: (snapshot: Snapshot) => void): void;
  close(): Promise<void>;
};

async function loadSnapshot({ id, dir }: LocalBuild): Promise<Snapshot> {
  // Both files are read without blocking and checked in the loader's worker; this thread only
  // parses the manifest once the worker has found it valid (~50 ms for 30,000 files, against
  // ~400 ms for the whole check, which stalled every request during a reload at 100k).
  const [reviews, manifestText] = await Promise.all([fs.promises.readFile(path.join(dir, 'reviews.json')), fs.promises.readFile(path.join(dir, MANIFEST_FILE), 'utf8')]);
  const opened = await openBuildInWorker(reviews, manifestText);
  return { id, dir, manifest: JSON.parse(manifestText) as Manifest, ...opened };
}

/**
 * Serves the newest complete build of its source (a build directory, or an origin: see
 * build-source/). It reloads when told to (the hub's publish ping) and when the source says a
 * new build may be there (file watch, poll, another replica's notice); a reload builds the
 * whole new snapshot before swapping one reference, so no request ever sees parts of two builds.
 */
export async function createBuildStore(source: BuildSource, urls: Urls): Promise<BuildStore> {
  const first = await source.latest(undefined);
  if (!first) throw new Error(`no build in ${source.name}: run \`npm run build\` first`);
  let snapshot = await loadSnapshot(first);
  const listeners: Array<(snapshot: Snapshot) => void> = [];
  const links = topicLinks(urls);
  const topicPaths = new Map<string, string>(urls.topics.map((topic) => [topic, topic.slice(urls.base.length + 1)]));
  const topicHeaders = new Map<string, Record<string, string>>([...links].map(([file, link]) => [file, { Link: link }]));
  // Topic bytes per snapshot, read once: what the hub delivers is what this snapshot serves.
  const topicBytes = new WeakMap<Snapshot, Map<string, TopicContent>>();

  const check = async () => {
    let next: LocalBuild | undefined;
    try {
      next = await source.latest(snapshot);
    } catch (error) {
      console.error(`could not look for a new build in ${source.name}; still serving ${snapshot.id}:`, error);
      return;
    }
    if (!next || next.id === snapshot.id) return;
    try {
      snapshot = await loadSnapshot(next);
    } catch (error) {
      console.error(`could not load build ${next.id}; still serving ${snapshot.id}:`, error);
      return;
    }
    source.tookUp?.(next);
    for (const listener of listeners) listener(snapshot);
  };
  // Checks run one after another, so two quick builds cannot swap in the wrong order; calls
  // made while one runs share the single check queued after it (a poll, a notice and a ping
  // arriving together cost one more look, not three).
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const refresh = (): Promise<void> => {
    if (queued) return queued;
    const start = (): Promise<void> => {
      queued = undefined;
      const current = check().finally(() => {
        if (running === current) running = undefined;
      });
      running = current;
      return current;
    };
    if (!running) return start();
    queued = running.then(start);
    return queued;
  };
  source.watch(() => void refresh());

  return {
    current: () => snapshot,
    version: () => snapshot.id,
    headersFor: (file) => topicHeaders.get(file),
    refresh,
    onSwitch: (listener) => void listeners.push(listener),
    topic(url) {
      const live = snapshot;
      const file = topicPaths.get(url);
      const entry: ManifestEntry | undefined = file ? live.manifest.files[file] : undefined;
      if (!file || !entry) return undefined;
      let files = topicBytes.get(live);
      if (!files) topicBytes.set(live, (files = new Map()));
      let content = files.get(file);
      if (!content) {
        // reviews.json is the snapshot's own bytes (tens of MB at scale): not read a second time.
        const body = file === 'reviews.json' ? live.reviewsJson : fs.readFileSync(path.join(live.dir, file));
        files.set(file, (content = { body, etag: entry.etag, contentType: entry.contentType }));
      }
      return content;
    },
    close: () => source.close(),
  };
}
