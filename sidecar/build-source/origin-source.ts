import got from 'got';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { MANIFEST_FILE, type Manifest } from '../../core/build/manifest.ts';
import { checkManifestInWorker } from '../../core/query/load-in-worker.ts';
import type { BuildNotices } from './build-notices.ts';
import { manifestEtag, mirrorBuild } from './origin-mirror.ts';
import type { BuildSource, LocalBuild } from './source.ts';

export type OriginOptions = {
  /** ORIGIN_URL: where the build was uploaded (its manifest.json is at `${originUrl}/manifest.json`). */
  originUrl: string;
  /** Where verified builds are kept (`${DATA_DIR}/origin`, in BUILD_DIR's layout). */
  cacheDir: string;
  /** ORIGIN_POLL_SECONDS: how often manifest.json is revalidated. */
  pollSeconds: number;
  /** LISTEN/NOTIFY between replicas (DATABASE_URL), if any. */
  notices?: BuildNotices;
  log?: (line: string) => void;
};

/**
 * Follows a build published on a static host. Each check is one conditional GET of
 * manifest.json (If-None-Match: a 304 when nothing changed); a new manifest is taken up only
 * once every file it lists has been fetched and hashes to its ETag (origin-mirror.ts). Until
 * then, and whenever the origin is down, the last complete build keeps being served, and the
 * log says why. Verified builds are kept on disk, so a restart while the origin is down still
 * serves the last one.
 */
export function createOriginSource(options: OriginOptions): BuildSource {
  const origin = new URL(options.originUrl.endsWith('/') ? options.originUrl : `${options.originUrl}/`);
  const manifestUrl = new URL(MANIFEST_FILE, origin);
  const log = options.log ?? ((line: string) => console.error(line));
  let validator: string | undefined; // the origin's ETag for the manifest we serve
  let serving: string | undefined; // our manifest's own ETag, to recognise our own notices
  let timer: NodeJS.Timeout | undefined;

  /** The last verified build in the cache: what to serve before the origin answers. */
  const cached = (): LocalBuild | undefined => {
    const id = currentBuildId(options.cacheDir);
    return id ? { id, dir: buildPaths(options.cacheDir).build(id) } : undefined;
  };

  const keep = (local: LocalBuild | undefined, why: string): LocalBuild => {
    if (!local) throw new Error(`cannot load a build from ORIGIN_URL: ${why}`);
    log(`origin: ${why}; still serving build ${local.id}`);
    return local;
  };

  return {
    name: origin.href,
    async latest(current) {
      const local = current ?? cached();
      let response;
      try {
        response = await got(manifestUrl, {
          headers: { ...(validator && local ? { 'if-none-match': validator } : {}), 'cache-control': 'no-cache' },
          throwHttpErrors: false,
          followRedirect: false,
          // A keep-alive socket the origin closed meanwhile (an nginx reload) is retried at once.
          retry: { limit: 2, backoffLimit: 500 },
          timeout: { request: 30_000 },
          responseType: 'buffer',
        });
      } catch (error) {
        return keep(local, `${manifestUrl} is unreachable (${(error as Error).message})`);
      }
      if (response.statusCode === 304 && local) return local;
      if (response.statusCode !== 200) return keep(local, `${manifestUrl} answered ${response.statusCode}`);
      try {
        // Checked in the loader's thread, as a build on disk is (at 100,000 reviews the check
        // takes ~400 ms, a stall of every request on the event loop); this thread only parses.
        const text = response.body.toString('utf8');
        await checkManifestInWorker(text);
        const manifest = JSON.parse(text) as Manifest;
        const build = manifest.id === local?.id ? local : await mirrorBuild({ origin, manifest, manifestBytes: response.body, cacheDir: options.cacheDir, previous: local });
        validator = typeof response.headers.etag === 'string' ? response.headers.etag : undefined;
        serving = manifestEtag(build);
        return build;
      } catch (error) {
        return keep(local, `not taking up the build at ${manifestUrl}: ${(error as Error).message}`);
      }
    },
    watch(changed) {
      timer = setInterval(changed, options.pollSeconds * 1000);
      timer.unref();
      options.notices?.onNotice((etag) => {
        if (etag !== serving) changed();
      });
    },
    tookUp(build) {
      serving = manifestEtag(build);
      void options.notices?.announce(serving);
    },
    async close() {
      if (timer) clearInterval(timer);
      await options.notices?.close();
    },
  };
}
