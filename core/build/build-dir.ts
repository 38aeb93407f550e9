import fs from 'node:fs';
import path from 'node:path';

/**
 * The layout of a build directory (BUILD_DIR, default ./dist):
 *
 *   builds/<id>/     one complete, immutable build per distinct content (id = manifest hash)
 *   staging/<tmp>/   where a build is written before it is complete
 *   current          symlink to builds/<id>: what the server and a CDN upload serve
 *   deploy/<id>/     the headers a static host needs for builds/<id> (_headers, nginx.conf)
 *
 * A build becomes visible only by renaming a new symlink over `current`, which POSIX makes
 * atomic: a reader sees the old build or the new one, never a half-written one.
 */
export function buildPaths(buildDir: string) {
  const root = path.resolve(buildDir);
  return {
    root,
    builds: path.join(root, 'builds'),
    staging: path.join(root, 'staging'),
    current: path.join(root, 'current'),
    build: (id: string) => path.join(root, 'builds', id),
  };
}

/** How many superseded builds to keep, so requests still streaming from one can finish. */
const KEEP_PREVIOUS = 3;

/** Id of the build `current` points at, or undefined before the first build. */
export function currentBuildId(buildDir: string): string | undefined {
  try {
    return path.basename(fs.readlinkSync(buildPaths(buildDir).current));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Moves a finished staging directory into builds/<id> (a no-op when that build exists). */
export function commitBuild(buildDir: string, stagingDir: string, id: string): string {
  const target = buildPaths(buildDir).build(id);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target)) fs.rmSync(stagingDir, { recursive: true, force: true });
  else fs.renameSync(stagingDir, target);
  return target;
}

/** Points `current` at builds/<id> atomically. Returns false when it already did. */
export function switchCurrent(buildDir: string, id: string): boolean {
  const paths = buildPaths(buildDir);
  if (currentBuildId(buildDir) === id) return false;
  const temporary = `${paths.current}.${process.pid}.${Date.now()}`;
  fs.symlinkSync(path.join('builds', id), temporary);
  fs.renameSync(temporary, paths.current);
  // Touch the build so pruning keeps the most recently switched-to builds.
  const now = new Date();
  fs.utimesSync(paths.build(id), now, now);
  return true;
}

/**
 * Removes builds beyond the current one and the KEEP_PREVIOUS most recently used. The removal is
 * asynchronous: a build at 100,000 reviews is about a gigabyte in 29,000 files, seconds of work
 * that must not stop a sidecar's event loop (origin-mirror.ts prunes while it serves).
 */
export async function pruneBuilds(buildDir: string): Promise<string[]> {
  const paths = buildPaths(buildDir);
  const current = currentBuildId(buildDir);
  const builds = fs
    .readdirSync(paths.builds)
    .filter((id) => id !== current)
    .map((id) => ({ id, time: fs.statSync(paths.build(id)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  const removed = builds.slice(KEEP_PREVIOUS).map(({ id }) => id);
  for (const id of removed) {
    await fs.promises.rm(paths.build(id), { recursive: true, force: true });
    await fs.promises.rm(path.join(paths.root, 'deploy', id), { recursive: true, force: true });
  }
  return removed;
}
