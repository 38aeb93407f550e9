import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import { Router } from 'express';
import { strongEtag } from '../../core/http/etag.ts';
import { QueryError } from '../../core/query/errors.ts';
import { searchIssues } from '../../core/query/issues.ts';
import { SearchQuery } from '../../core/schemas/query.ts';
import type { Issue } from '../../core/schemas/error-body.ts';
import type { BuildStore, Snapshot } from '../build-store.ts';
import { COMMON_HEADERS } from '../http/cors.ts';
import { errorBody } from '../http/errors.ts';
import { CACHE_DATA, prepareRepresentation, sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';
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
 * is answered from the bytes and headers made the first time (a bounded cache per snapshot,
 * dropped with it), as since/{date} does.
 *
 * Like the build's files (serveBuildFile), this is the hot path and runs ahead of Express:
 * `serve` answers GET and HEAD of the exact path and returns true; anything else returns
 * false and goes on to Express, where `router` answers the same way (a trailing slash, say).
 */
export function createSearchEndpoint(store: BuildStore) {
  const caches = new WeakMap<Snapshot, LruCache<PreparedRepresentation>>();
  const cacheFor = (snapshot: Snapshot) => {
    let cache = caches.get(snapshot);
    if (!cache) caches.set(snapshot, (cache = new LruCache<PreparedRepresentation>(CACHE_BYTES, (rep) => rep.size)));
    return cache;
  };

  /** The answer to a query string: a representation, or the issues of a 400. */
  function answer(rawQuery: string): { rep: PreparedRepresentation } | { issues: Issue[]; message: string } {
    // Parsed as Express's "simple" parser does: flat keys, repeated keys as arrays.
    const parsed = SearchQuery.safeParse(querystring.parse(rawQuery));
    if (!parsed.success) return { issues: searchIssues(parsed.error), message: 'The search parameters are not valid; see issues.' };
    const snapshot = store.current();
    const cache = cacheFor(snapshot);
    const key = JSON.stringify(parsed.data); // validated values in schema order: one key per distinct search
    let rep = cache.get(key);
    if (!rep) {
      let bytes: Buffer;
      try {
        bytes = snapshot.engine.searchBytes(parsed.data);
      } catch (error) {
        if (error instanceof QueryError) return { issues: error.issues, message: 'The cursor cannot be used with this search; see issues.' };
        throw error;
      }
      rep = prepareRepresentation({ etag: strongEtag(bytes), contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } });
      cache.set(key, rep);
    }
    return { rep };
  }

  function respond(req: IncomingMessage, res: ServerResponse, rawQuery: string): void {
    const result = answer(rawQuery);
    if ('rep' in result) return sendRepresentation(req, res, result.rep);
    const body = JSON.stringify(errorBody('INVALID_REQUEST', result.message, result.issues));
    res.writeHead(400, { ...COMMON_HEADERS, 'Content-Type': CONTENT_TYPE, 'Content-Length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '/';
      const mark = url.indexOf('?');
      if ((mark === -1 ? url : url.slice(0, mark)) !== SEARCH_PATH) return false;
      try {
        respond(req, res, mark === -1 ? '' : url.slice(mark + 1));
        return true;
      } catch (error) {
        if (res.headersSent) throw error;
        return false; // a bug: let Express log it and answer 500
      }
    },

    router: Router().get(SEARCH_PATH, (req, res) => {
      const url = req.originalUrl;
      const mark = url.indexOf('?');
      respond(req, res, mark === -1 ? '' : url.slice(mark + 1));
    }),
  };
}
