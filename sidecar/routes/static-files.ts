import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { BuildStore, Snapshot } from '../build-store.ts';
import { HttpError } from '../http/errors.ts';
import { cacheControlFor } from '../../core/http/published-headers.ts';
import { prepareRepresentation, sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';

/**
 * The manifest key a URL path names, or undefined. Only paths listed in the manifest are ever
 * served, so nothing outside the build (or the manifest itself) is reachable, however encoded.
 * `/`, `/x/` and `/x` find `x/index.html`, as a static host with directory pages would.
 * Throws 400 for broken percent-encoding.
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

/**
 * Serves a GET or HEAD for a file of the current build, with the manifest's validators, and
 * returns true; returns false for anything else (other methods, unknown paths, bad encoding),
 * which the Express app then handles. It runs before Express: answering a published file
 * (a 304 above all) needs no routing, and this keeps that path close to a bare node:http server.
 */
export function serveBuildFile(store: BuildStore, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const snapshot = store.current();
  let key: string | undefined;
  try {
    key = manifestKey(snapshot.manifest.files, query === -1 ? url : url.slice(0, query));
  } catch {
    return false;
  }
  if (!key) return false;
  sendRepresentation(req, res, buildFile(snapshot, key, store.headersFor(key)));
  return true;
}

// Each file's headers are worked out on its first request and kept with its snapshot.
const prepared = new WeakMap<Snapshot, Map<string, PreparedRepresentation>>();

/** A build file as a representation, prepared once per snapshot. */
export function buildFile(snapshot: Snapshot, key: string, extraHeaders?: Record<string, string>): PreparedRepresentation {
  let files = prepared.get(snapshot);
  if (!files) prepared.set(snapshot, (files = new Map()));
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

/** The same as Express middleware, for apps built without the fast path (and HEAD/GET fall-through). */
export function staticFiles(store: BuildStore) {
  return function serveStatic(req: Request, res: Response, next: NextFunction): void {
    if (!serveBuildFile(store, req, res)) next();
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
