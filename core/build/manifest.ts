import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { contentTypeFor } from '../http/content-type.ts';
import { httpDate, strongEtag } from '../http/etag.ts';

/**
 * Whether a manifest key is a file's path in a build: POSIX, relative, no `.`/`..` segments,
 * no backslash or NUL. A manifest fetched from an origin names the files a sidecar writes
 * into its cache, so a key that could leave the build directory is refused, not normalised.
 */
export function isBuildPath(key: string): boolean {
  return key !== '' && !key.startsWith('/') && !/[\\\0]/.test(key) && key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** What the server needs to answer for one built file without reading it. */
export const ManifestEntrySchema = z.object({
  etag: z.string().regex(/^"[A-Za-z0-9_-]+"$/, 'must be a strong ETag'),
  lastModified: z.string(),
  contentType: z.string().min(1),
  size: z.number().int().min(0),
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;

/** The ETags of a build, computed once at build time and identical on every origin. */
export const ManifestSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(/^[0-9a-f]{16}$/),
  files: z.record(z.string(), ManifestEntrySchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

/** Every file below `root`, as sorted POSIX paths relative to it. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/**
 * Hashes every file of a finished build into its manifest. The build id is a hash of the
 * manifest itself, so the same content always yields the same id (and no switch at all).
 */
export function createManifest(root: string, lastModifiedOf: (file: string) => string): Manifest {
  const files: Record<string, ManifestEntry> = {};
  for (const file of listFiles(root)) {
    if (file === MANIFEST_FILE) continue;
    const body = fs.readFileSync(path.join(root, file));
    files[file] = { etag: strongEtag(body), lastModified: httpDate(lastModifiedOf(file)), contentType: contentTypeFor(file), size: body.length };
  }
  return { version: 1, id: manifestId(files), files };
}

/** A build's id: the hash of its file list, so a manifest whose id does not match was altered. */
export function manifestId(files: Manifest['files']): string {
  return createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
}

/**
 * Parses manifest.json bytes from anywhere (disk, an origin): the shape, safe paths, and an id
 * that matches the file list. Throws an Error saying what is wrong.
 */
export function parseManifest(text: string): Manifest {
  const result = ManifestSchema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`manifest.json is not a build manifest: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const outside = Object.keys(result.data.files).find((key) => !isBuildPath(key));
  if (outside !== undefined) throw new Error(`manifest.json names ${JSON.stringify(outside)}, not a relative path inside the build`);
  if (manifestId(result.data.files) !== result.data.id) throw new Error(`manifest.json's id ${result.data.id} does not match its file list`);
  return result.data;
}

export function writeManifest(root: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify(manifest, null, 1) + '\n');
}

export function readManifest(root: string): Manifest {
  return parseManifest(fs.readFileSync(path.join(root, MANIFEST_FILE), 'utf8'));
}
