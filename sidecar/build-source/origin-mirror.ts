import fs from 'node:fs';
import path from 'node:path';
import got from 'got';
import { buildPaths, commitBuild, pruneBuilds, switchCurrent } from '../../core/build/build-dir.ts';
import { MANIFEST_FILE, type Manifest } from '../../core/build/manifest.ts';
import { strongEtag } from '../../core/http/etag.ts';
import type { LocalBuild } from './source.ts';

/** Files fetched from the origin at once: enough to hide latency, few enough to be polite. */
const CONCURRENCY = 8;

/** A file's URL under the origin, each path segment percent-encoded. */
export function originFileUrl(origin: URL, file: string): URL {
  return new URL(file.split('/').map(encodeURIComponent).join('/'), origin);
}

/**
 * Makes a published build local: every file of `manifest` is fetched from the origin and kept
 * only if its bytes hash to the manifest's ETag, into a staging directory that becomes
 * `builds/<id>/` under `cacheDir` when (and only when) every file is there. Files whose ETag
 * is the same in `previous` are copied from it instead of fetched: a build that changed three
 * files costs three downloads. Throws, leaving nothing behind, on the first missing or
 * mismatching file: that build is half-uploaded (or altered) and must not be served.
 */
export async function mirrorBuild(options: { origin: URL; manifest: Manifest; manifestBytes: Buffer; cacheDir: string; previous?: LocalBuild }): Promise<LocalBuild> {
  const { origin, manifest, cacheDir } = options;
  const paths = buildPaths(cacheDir);
  const dir = paths.build(manifest.id);
  // A build committed earlier (before a restart, or before a switch back) is complete by construction.
  if (fs.existsSync(path.join(dir, MANIFEST_FILE))) return settle(cacheDir, manifest.id);

  // The previous build's manifest was checked when it came in: here it only says which files
  // can be copied (looked up by the new, checked manifest's paths), so it is parsed, not checked again.
  const previousFiles = options.previous ? (JSON.parse(await fs.promises.readFile(path.join(options.previous.dir, MANIFEST_FILE), 'utf8')) as Manifest).files : {};
  fs.mkdirSync(paths.staging, { recursive: true });
  const staging = fs.mkdtempSync(path.join(paths.staging, 'origin-'));
  try {
    const files = Object.entries(manifest.files);
    let next = 0;
    let failure: Error | undefined;
    const worker = async () => {
      while (next < files.length && !failure) {
        const [file, entry] = files[next++]!;
        const target = path.join(staging, file);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        if (options.previous && previousFiles[file]?.etag === entry.etag) {
          await fs.promises.copyFile(path.join(options.previous.dir, file), target);
          continue;
        }
        const url = originFileUrl(origin, file);
        const response = await got(url, { throwHttpErrors: false, followRedirect: false, retry: { limit: 1, backoffLimit: 500 }, timeout: { request: 60_000 }, responseType: 'buffer' });
        if (response.statusCode === 404) throw new Error(`${file} is listed in the manifest but missing at ${url}`);
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        const actual = strongEtag(response.body);
        if (actual !== entry.etag) throw new Error(`${file} at ${url} hashes to ${actual}, the manifest says ${entry.etag}`);
        await fs.promises.writeFile(target, response.body);
      }
    };
    // The first failure stops every worker; the staging directory is removed once all have stopped.
    const stopOnFailure = () => worker().catch((error: Error) => void (failure ??= error));
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, stopOnFailure));
    if (failure) throw failure;
    // The manifest goes in last, byte for byte as the origin serves it: its hash is the build's notice.
    await fs.promises.writeFile(path.join(staging, MANIFEST_FILE), options.manifestBytes);
    commitBuild(cacheDir, staging, manifest.id);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return settle(cacheDir, manifest.id);
}

/** Points the cache's `current` at the build (what a restart serves first) and prunes old ones. */
function settle(cacheDir: string, id: string): LocalBuild {
  switchCurrent(cacheDir, id);
  pruneBuilds(cacheDir);
  return { id, dir: buildPaths(cacheDir).build(id) };
}

/** The notice for a local build: the strong ETag of its manifest.json bytes. */
export function manifestEtag(build: LocalBuild): string {
  return strongEtag(fs.readFileSync(path.join(build.dir, MANIFEST_FILE)));
}
