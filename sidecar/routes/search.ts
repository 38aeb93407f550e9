import { Router } from 'express';
import { strongEtag } from '../../core/http/etag.ts';
import { QueryError } from '../../core/query/errors.ts';
import { searchIssues } from '../../core/query/issues.ts';
import { SearchQuery } from '../../core/schemas/query.ts';
import type { BuildStore } from '../build-store.ts';
import { validationError } from '../http/errors.ts';
import { CACHE_DATA, sendRepresentation } from '../http/representation.ts';

export const SEARCH_PATH = '/api/reviews/search';
const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * GET /api/reviews/search (spec 4.4). The query string is checked by `SearchQuery` (every
 * problem is one issue: bad values, unknown or repeated parameters, empty values, since after
 * until); the current snapshot's engine answers; the ETag is the body's hash, so a client's
 * copy stays valid until a build changes the answer.
 */
export function searchRoute(store: BuildStore): Router {
  const router = Router();
  router.get(SEARCH_PATH, (req, res) => {
    const parsed = SearchQuery.safeParse(req.query);
    if (!parsed.success) throw validationError(searchIssues(parsed.error), 'The search parameters are not valid; see issues.');
    let body: string;
    try {
      body = store.current().engine.searchJson(parsed.data);
    } catch (error) {
      if (error instanceof QueryError) throw validationError(error.issues, 'The cursor cannot be used with this search; see issues.');
      throw error;
    }
    const bytes = Buffer.from(body);
    sendRepresentation(req, res, { etag: strongEtag(bytes), contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size: bytes.length, body: { bytes } });
  });
  return router;
}
