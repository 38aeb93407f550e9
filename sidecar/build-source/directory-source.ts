import fs from 'node:fs';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import type { BuildSource } from './source.ts';

/**
 * The builds of a build directory (BUILD_DIR): whatever `current` points at. `npm run build`
 * on this host switches the link and pings the hub; a watch on the directory also sees it.
 */
export function createDirectorySource(buildDir: string): BuildSource {
  const paths = buildPaths(buildDir);
  let watcher: fs.FSWatcher | undefined;
  return {
    name: paths.root,
    async latest() {
      const id = currentBuildId(buildDir);
      return id ? { id, dir: paths.build(id) } : undefined;
    },
    watch(changed) {
      try {
        watcher = fs.watch(paths.root, (_event, name) => {
          if (name === 'current') changed();
        });
        watcher.unref();
      } catch {
        watcher = undefined; // some file systems cannot be watched; the publish ping still works
      }
    },
    async close() {
      watcher?.close();
    },
  };
}
