import fs from 'node:fs';
import path from 'node:path';
import { buildPaths, currentBuildId } from '../core/build/build-dir.ts';
import { readManifest, type Manifest, type ManifestEntry } from '../core/build/manifest.ts';
import { openBuildInWorker, type OpenedBuild } from '../core/query/load-in-worker.ts';
import { websubLink, type Urls } from '../core/urls.ts';
import type { TopicSource } from './hub/topic-source.ts';

/**
 * One complete build as the server sees it: immutable, replaced whole by the next. Its
 * reviews.json is loaded in a worker thread (dataset head, MCP views, query engine over
 * compact data; no review objects), so a reload never stalls the event loop.
 */
export type Snapshot = OpenedBuild & {
  id: string;
  /** Absolute directory of builds/<id>; files are read from here, never through `current`. */
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
  close(): void;
};

async function loadSnapshot(buildDir: string, id: string): Promise<Snapshot> {
  const dir = buildPaths(buildDir).build(id);
  const manifest = readManifest(dir);
  return { id, dir, manifest, ...(await openBuildInWorker(await fs.promises.readFile(path.join(dir, 'reviews.json')))) };
}

/**
 * Serves whatever build `current` points at. It reloads when told to (the hub's publish ping
 * after every build) and when it sees the link change; a reload builds the whole new snapshot
 * before swapping one reference, so no request ever sees parts of two builds.
 */
export async function createBuildStore(buildDir: string, urls: Urls): Promise<BuildStore> {
  const paths = buildPaths(buildDir);
  const firstId = currentBuildId(buildDir);
  if (!firstId) throw new Error(`no build in ${paths.root}: run \`npm run build\` first`);
  let snapshot = await loadSnapshot(buildDir, firstId);
  const listeners: Array<(snapshot: Snapshot) => void> = [];
  const topicPaths = new Map<string, string>(urls.topics.map((topic) => [topic, topic.slice(urls.base.length + 1)]));
  const topicHeaders = new Map<string, Record<string, string>>(urls.topics.map((topic) => [topic.slice(urls.base.length + 1), { Link: websubLink(urls.hub, topic) }]));

  // Reloads run one after another, so two quick builds cannot swap in the wrong order.
  let queue = Promise.resolve();
  const refresh = () => {
    queue = queue.then(async () => {
      const id = currentBuildId(buildDir);
      if (!id || id === snapshot.id) return;
      try {
        snapshot = await loadSnapshot(buildDir, id);
      } catch (error) {
        console.error(`could not load build ${id}; still serving ${snapshot.id}:`, error);
        return;
      }
      for (const listener of listeners) listener(snapshot);
    });
    return queue;
  };

  // A watch on the build root sees `current` renamed into place; the ping is the main path.
  let watcher: fs.FSWatcher | undefined;
  try {
    watcher = fs.watch(paths.root, (_event, name) => {
      if (name === 'current') void refresh();
    });
    watcher.unref();
  } catch {
    watcher = undefined; // some file systems cannot be watched; the publish ping still works
  }

  return {
    current: () => snapshot,
    headersFor: (file) => topicHeaders.get(file),
    refresh,
    onSwitch: (listener) => void listeners.push(listener),
    topic(url) {
      const file = topicPaths.get(url);
      const entry: ManifestEntry | undefined = file ? snapshot.manifest.files[file] : undefined;
      if (!file || !entry) return undefined;
      return { body: fs.readFileSync(path.join(snapshot.dir, file)), etag: entry.etag, contentType: entry.contentType };
    },
    close: () => watcher?.close(),
  };
}
