import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import { strongEtag } from '../../core/http/etag.ts';
import { memoByObject } from '../../core/memo.ts';
import { QueryError } from '../../core/query/errors.ts';
import { searchIssues } from '../../core/query/issues.ts';
import { parseSearchQuery } from '../../core/schemas/search-query-fast.ts';
import type { Snapshot } from '../build-store.ts';
import { isNotModified } from '../http/conditional.ts';
import { invalidRequest } from '../http/errors.ts';
import { CACHE_DATA, prepareRepresentation, sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';
import { searchAnswers } from './search-answers.ts';

export const SEARCH_PATH = '/api/reviews/search';
const CONTENT_TYPE = 'application/json; charset=utf-8';
const answers = memoByObject((_snapshot: Snapshot) => searchAnswers());

/**
 * GET /api/reviews/search (spec 4.4). The query string is checked by `SearchQuery` (every
 * problem is one issue: bad values, unknown or repeated parameters, empty values, since after
 * until), and a problem is thrown as 400 `INVALID_REQUEST`; the snapshot's engine answers; the
 * ETag comes from what determines the answer (see searchEtag), not from hashing the body. A
 * search asked again on the same build is answered from the bytes and headers made the first
 * time (a bounded cache per snapshot, dropped with it; see search-answers.ts).
 */
export function serveSearch(snapshot: Snapshot, req: IncomingMessage, res: ServerResponse, rawQuery: string): void {
  // Parsed as Express's "simple" parser would: flat keys, repeated keys as arrays.
  const parsed = parseSearchQuery(querystring.parse(rawQuery));
  if (!parsed.success) throw invalidRequest(searchIssues(parsed.error), 'The search parameters are not valid; see issues.');
  const cache = answers(snapshot);
  const key = JSON.stringify(parsed.data); // validated values in schema order: one key per distinct search
  let rep = cache.get(key);
  if (!rep) {
    const etag = searchEtag(snapshot.id, key);
    cache.missed(etag);
    // The tag is known before the answer: a client revalidating a page no longer cached here
    // gets its 304 without the engine running at all.
    if (isNotModified(req.headers, etag, undefined)) {
      sendRepresentation(req, res, { etag, contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: 0, body: { bytes: '' } });
      return;
    }
    let answer: { chunks: Buffer[]; size: number };
    try {
      answer = snapshot.engine.searchChunks(parsed.data);
    } catch (error) {
      if (error instanceof QueryError) throw invalidRequest(error.issues, 'The cursor cannot be used with this search; see issues.');
      throw error;
    }
    // Sent as views of the build's bytes: no body is copied or allocated per answer.
    rep = prepareRepresentation({ etag, contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: answer.size, body: { chunks: answer.chunks } });
    cache.offer(key, rep);
  }
  sendRepresentation(req, res, rep);
}

/**
 * The ETag of a search answer: a hash of the build id and the canonical query (the validated
 * values in schema order, so `?limit=20&rating=5`, `?rating=05` and `?rating=5` share one).
 * The answer is a function of the two, so the tag changes whenever the answer can, and every
 * replica serving the same build gives the same tag (the build id is the manifest's hash).
 * Hashing these few dozen bytes instead of a page of up to 70 KB of body is the point.
 */
export function searchEtag(buildId: string, canonicalQuery: string): string {
  return strongEtag(`search\n${buildId}\n${canonicalQuery}`);
}
