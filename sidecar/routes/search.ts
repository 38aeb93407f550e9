import { Router } from 'express';
import { strongEtag } from '../../core/http/etag.ts';
import { QueryError } from '../../core/query/errors.ts';
import { searchIssues } from '../../core/query/issues.ts';
import { SearchQuery } from '../../core/schemas/query.ts';
import type { BuildStore, Snapshot } from '../build-store.ts';
import { validationError } from '../http/errors.ts';
import { CACHE_DATA, sendRepresentation, type Representation } from '../http/representation.ts';
import { LruCache } from '../lru-cache.ts';

export const SEARCH_PATH = '/api/reviews/search';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** Answers kept per build, by total bytes (a page of 100 full reviews is about 70 KB). */
const CACHE_BYTES = 16 * 1024 * 1024;

/**
 * GET /api/reviews/search (spec 4.4). The query string is checked by `SearchQuery` (every
 * problem is one issue: bad values, unknown or repeated parameters, empty values, since after
 * until); the current snapshot's engine answers; the ETag is the body's hash, so a client's
 * copy stays valid until a build changes the answer. A search asked again on the same build
 * is answered from the bytes and tag computed the first time (a bounded cache per snapshot,
 * dropped with it), as since/{date} does.
 */
export function searchRoute(store: BuildStore): Router {
  const caches = new WeakMap<Snapshot, LruCache<Representation>>();
  const cacheFor = (snapshot: Snapshot) => {
    let cache = caches.get(snapshot);
    if (!cache) caches.set(snapshot, (cache = new LruCache<Representation>(CACHE_BYTES, (rep) => rep.size)));
    return cache;
  };

  const router = Router();
  router.get(SEARCH_PATH, (req, res) => {
    const parsed = SearchQuery.safeParse(req.query);
    if (!parsed.success) throw validationError(searchIssues(parsed.error), 'The search parameters are not valid; see issues.');
    const snapshot = store.current();
    const cache = cacheFor(snapshot);
    const key = JSON.stringify(parsed.data); // validated values in schema order: one key per distinct search
    let rep = cache.get(key);
    if (!rep) {
      let body: string;
      try {
        body = snapshot.engine.searchJson(parsed.data);
      } catch (error) {
        if (error instanceof QueryError) throw validationError(error.issues, 'The cursor cannot be used with this search; see issues.');
        throw error;
      }
      const bytes = Buffer.from(body);
      rep = { etag: strongEtag(bytes), contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } };
      cache.set(key, rep);
    }
    sendRepresentation(req, res, rep);
  });
  return router;
}
