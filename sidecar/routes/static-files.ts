import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { BuildStore } from '../build-store.ts';
import { HttpError } from '../http/errors.ts';
import { CACHE_DATA, CACHE_IMMUTABLE, sendRepresentation } from '../http/representation.ts';

/**
 * The manifest key a URL path names, or undefined. Only paths listed in the manifest are ever
 * served, so nothing outside the build (or the manifest itself) is reachable, however encoded.
 * `/`, `/x/` and `/x` find `x/index.html`, as a static host with directory pages would.
 */
export function manifestKey(files: Record<string, unknown>, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw new HttpError(400, 'BAD_PATH', 'The path is not valid percent-encoding.');
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const relative = decoded.replace(/^\/+/, '');
  // Reject traversal outright rather than normalising it: `a/../b` is not a published path.
  if (relative.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
  return candidates.find((key) => Object.hasOwn(files, key));
}

/** GET and HEAD for every file of the current build, with the manifest's validators. */
export function staticFiles(store: BuildStore) {
  return function serveStatic(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const snapshot = store.current();
    const key = manifestKey(snapshot.manifest.files, req.path);
    if (!key) return next();
    const entry = snapshot.manifest.files[key]!;
    sendRepresentation(req, res, {
      ...entry,
      cacheControl: key.startsWith('_astro/') ? CACHE_IMMUTABLE : CACHE_DATA,
      body: { file: path.join(snapshot.dir, key) },
    });
  };
}

/** Known paths asked with a method they do not take get 405 and the methods they do. */
export function methodNotAllowed(store: BuildStore) {
  return function rejectMethod(req: Request, _res: Response, next: NextFunction): void {
    const key = manifestKey(store.current().manifest.files, req.path);
    if (key) return next(new HttpError(405, 'METHOD_NOT_ALLOWED', `${req.path} takes GET or HEAD.`, { headers: { Allow: 'GET, HEAD' } }));
    next();
  };
}
