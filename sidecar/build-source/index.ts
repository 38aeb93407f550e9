import path from 'node:path';
import { connectBuildNotices } from './build-notices.ts';
import { createDirectorySource } from './directory-source.ts';
import { createOriginSource } from './origin-source.ts';
import type { BuildSource } from './source.ts';

export type { BuildSource, LocalBuild } from './source.ts';
export { createDirectorySource } from './directory-source.ts';

/** Default ORIGIN_POLL_SECONDS. */
export const DEFAULT_POLL_SECONDS = 30;

/**
 * BUILD_DIR's builds, or with ORIGIN_URL the build published there, cached under
 * `${dataDir}/origin`; with DATABASE_URL as well, replicas tell each other of new builds.
 */
export function openBuildSource(config: { buildDir: string; dataDir: string; originUrl?: string; originPollSeconds?: number; databaseUrl?: string }): BuildSource {
  if (!config.originUrl) return createDirectorySource(config.buildDir);
  return createOriginSource({
    originUrl: config.originUrl,
    cacheDir: path.join(config.dataDir, 'origin'),
    pollSeconds: config.originPollSeconds ?? DEFAULT_POLL_SECONDS,
    ...(config.databaseUrl ? { notices: connectBuildNotices(config.databaseUrl) } : {}),
  });
}
