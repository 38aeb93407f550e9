import { Router } from 'express';
import { strongEtag, httpDate } from '../../core/http/etag.ts';
import { contentTypeFor } from '../../core/http/content-type.ts';
import { IsoDate } from '../../core/schemas/date.ts';
import type { BuildStore, Snapshot } from '../build-store.ts';
import { toIssues, validationError } from '../http/errors.ts';
import { CACHE_DATA, prepareRepresentation, sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';
import { buildFile } from './static-files.ts';
import { LruCache } from '../lru-cache.ts';

const CONTENT_TYPE = contentTypeFor('api/reviews/since/2000-01-01');
/** Dynamic answers kept per build, by total bytes: old dates can be the whole dataset. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * GET /api/reviews/since/{date}. A prebuilt date is served from the build; any other valid date
 * is rendered by the same function the build uses, so its bytes and ETag are the ones a
 * prebuilt file would have. Invalid dates get 400 with issues.
 */
export function sinceRoute(store: BuildStore): Router {
  const caches = new WeakMap<Snapshot, LruCache<PreparedRepresentation>>();
  const cacheFor = (snapshot: Snapshot) => {
    let cache = caches.get(snapshot);
    if (!cache) caches.set(snapshot, (cache = new LruCache<PreparedRepresentation>(CACHE_BYTES, (rep) => rep.size)));
    return cache;
  };

  const router = Router();
  router.get('/api/reviews/since/:date', (req, res) => {
    const parsed = IsoDate.safeParse(req.params.date);
    if (!parsed.success) throw validationError(toIssues(parsed.error).map((issue) => ({ ...issue, path: ['date'] })), 'The date must be a real calendar date written YYYY-MM-DD.');
    const date = parsed.data;
    const snapshot = store.current();
    const key = `api/reviews/since/${date}`;
    const prebuilt = snapshot.manifest.files[key];
    if (prebuilt) {
      return sendRepresentation(req, res, buildFile(snapshot, key));
    }
    const cache = cacheFor(snapshot);
    let rep = cache.get(date);
    if (!rep) {
      const { bytes, lastModified } = snapshot.engine.sinceBytes(date);
      rep = prepareRepresentation({ etag: strongEtag(bytes), lastModified: httpDate(lastModified), contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } });
      cache.set(date, rep);
    }
    sendRepresentation(req, res, rep);
  });
  return router;
}
