import path from 'node:path';
import { memoByObject } from '../../core/memo.ts';
import type { Snapshot } from '../build-store.ts';
import { httpError } from '../http/errors.ts';
import { cacheControlFor } from '../../core/http/published-headers.ts';
import { prepareRepresentation, type PreparedRepresentation } from '../http/representation.ts';

/** A URL path, percent-decoded; 400 `BAD_PATH` when it is not valid percent-encoding. */
export function decodePath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    throw httpError('BAD_PATH', 'The path is not valid percent-encoding.');
  }
}

/**
 * The manifest key a decoded URL path names, or undefined. Only paths listed in the manifest
 * are ever served, so nothing outside the build (or the manifest itself) is reachable, however
 * encoded. `/`, `/x/` and `/x` find `x/index.html`, as a static host with directory pages would.
 */
export function manifestKey(files: Record<string, unknown>, decoded: string): string | undefined {
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const relative = decoded.replace(/^\/+/, '');
  // Reject traversal outright rather than normalising it: `a/../b` is not a published path.
  if (relative.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
  return candidates.find((key) => Object.hasOwn(files, key));
}

// Each file's headers are worked out on its first request and kept with its snapshot.
const preparedFiles = memoByObject((_snapshot: Snapshot) => new Map<string, PreparedRepresentation>());

/** A build file as a representation, with the manifest's validators, prepared once per snapshot. */
export function buildFile(snapshot: Snapshot, key: string, extraHeaders?: Record<string, string>): PreparedRepresentation {
  const files = preparedFiles(snapshot);
  let rep = files.get(key);
  if (!rep) {
    rep = prepareRepresentation({
      ...snapshot.manifest.files[key]!,
      cacheControl: cacheControlFor(key),
      body: { file: path.join(snapshot.dir, key) },
      extraHeaders,
    });
    files.set(key, rep);
  }
  return rep;
}
