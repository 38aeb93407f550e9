import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentTypeFor } from '../http/content-type.ts';
import { httpDate, strongEtag } from '../http/etag.ts';

/** What the server needs to answer for one built file without reading it. */
export type ManifestEntry = { etag: string; lastModified: string; contentType: string; size: number };

/** The ETags of a build, computed once at build time and identical on every origin. */
export type Manifest = { version: 1; id: string; files: Record<string, ManifestEntry> };

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
  const id = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  return { version: 1, id, files };
}

export function writeManifest(root: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(root, MANIFEST_FILE), JSON.stringify(manifest, null, 1) + '\n');
}

export function readManifest(root: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(root, MANIFEST_FILE), 'utf8')) as Manifest;
}
