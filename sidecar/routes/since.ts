import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor } from '../../core/http/content-type.ts';
import { httpDate, strongEtag } from '../../core/http/etag.ts';
import { memoByObject } from '../../core/memo.ts';
import { IsoDate } from '../../core/schemas/date.ts';
import type { Snapshot } from '../build-store.ts';
import { invalidRequest, toIssues } from '../http/errors.ts';
import { CACHE_DATA, prepareRepresentation, sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';
import { LruCache } from '../lru-cache.ts';

export const SINCE_PREFIX = '/api/reviews/since/';
const CONTENT_TYPE = contentTypeFor('api/reviews/since/2000-01-01');
/** Dynamic answers kept per build, by total bytes: old dates can be the whole dataset. */
const CACHE_BYTES = 64 * 1024 * 1024;

const answers = memoByObject((_snapshot: Snapshot) => new LruCache<PreparedRepresentation>(CACHE_BYTES, (rep) => rep.size));

/**
 * GET /api/reviews/since/{date} for a date the build did not prebuild (prebuilt ones are build
 * files). It is rendered by the function the build uses, so its bytes and ETag are the ones a
 * prebuilt file would have. An invalid date is thrown as 400 `INVALID_REQUEST` with issues.
 */
export function serveSince(snapshot: Snapshot, req: IncomingMessage, res: ServerResponse, rawDate: string): void {
  const parsed = IsoDate.safeParse(rawDate);
  if (!parsed.success) throw invalidRequest(toIssues(parsed.error).map((issue) => ({ ...issue, path: ['date'] })), 'The date must be a real calendar date written YYYY-MM-DD.');
  const date = parsed.data;
  const cache = answers(snapshot);
  let rep = cache.get(date);
  if (!rep) {
    const { bytes, lastModified } = snapshot.engine.sinceBytes(date);
    rep = prepareRepresentation({ etag: strongEtag(bytes), lastModified: httpDate(lastModified), contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } });
    cache.set(date, rep);
  }
  sendRepresentation(req, res, rep);
}
