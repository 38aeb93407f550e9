import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import got from 'got';
import { buildPaths, commitBuild, pruneBuilds, switchCurrent } from '../../core/build/build-dir.ts';
import { MANIFEST_FILE, type Manifest } from '../../core/build/manifest.ts';
import { etagOfHash, strongEtag } from '../../core/http/etag.ts';
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
  // can be copied (looked up by the new, checked manifest's paths). The served snapshot's is
  // already parsed (parsing it again held the event loop ~200 ms at 100k); otherwise it is
  // parsed, not checked again.
  const { previous } = options;
  const previousFiles = previous ? (previous.manifest ?? (JSON.parse(await fs.promises.readFile(path.join(previous.dir, MANIFEST_FILE), 'utf8')) as Manifest)).files : {};
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
        // Tried again once when the connection fails (a kept-alive socket the origin closed).
        const fetched = await download(url, target).catch(() => download(url, target));
        if (fetched.status === 404) throw new Error(`${file} is listed in the manifest but missing at ${url}`);
        if (fetched.status !== 200) throw new Error(`${url} answered ${fetched.status}`);
        if (fetched.etag !== entry.etag) throw new Error(`${file} at ${url} hashes to ${fetched.etag}, the manifest says ${entry.etag}`);
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

/**
 * Fetches `url` into the file `target`, hashing the bytes as they arrive: the answer's status,
 * and for a 200 the strong ETag of what was written. Streamed, so a large file (reviews.json
 * is 60 MB at 100,000 reviews) is never joined into one buffer nor hashed in one go on the
 * event loop: that took ~700 ms there, during which no request was answered.
 */
async function download(url: URL, target: string): Promise<{ status: number; etag?: string }> {
  const body = got.stream(url, { throwHttpErrors: false, followRedirect: false, timeout: { request: 60_000 } });
  const status = await new Promise<number>((resolve, reject) => {
    body.once('response', (response: { statusCode: number }) => resolve(response.statusCode));
    body.once('error', reject);
  });
  if (status !== 200) {
    body.destroy();
    return { status };
  }
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(body, hashing, fs.createWriteStream(target));
  return { status, etag: etagOfHash(hash) };
}

/**
 * Points the cache's `current` at the build (what a restart serves first) and prunes old ones in
 * the background: the new build is served while the old ones are removed. A failed removal only
 * leaves a build on disk for the next prune.
 */
function settle(cacheDir: string, id: string): LocalBuild {
  switchCurrent(cacheDir, id);
  pruneBuilds(cacheDir).catch((error: Error) => console.error(`origin mirror: could not prune old builds: ${error.message}`));
  return { id, dir: buildPaths(cacheDir).build(id) };
}

/** The notice for a local build: the strong ETag of its manifest.json bytes. */
export function manifestEtag(build: LocalBuild): string {
  return strongEtag(fs.readFileSync(path.join(build.dir, MANIFEST_FILE)));
}
