import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { httpError, invalidRequest, methodNotAllowed } from '../http/errors.ts';
import { rateLimit } from './rate-limit.ts';
import type { HubRequest, Issue } from './request-schema.ts';
import type { HubStore } from './store.ts';

export type RouterDeps = {
  parse: (form: URLSearchParams) => { ok: true; request: HubRequest } | { ok: false; issues: Issue[] };
  store: HubStore;
  publish: (topics: readonly string[]) => Promise<unknown>;
  /** Called after an intent is stored, so verification starts right after the answer. */
  onIntent: () => void;
  isOpen: () => boolean;
  now: () => number;
  maxBodyBytes: number;
  rateLimit: { burst: number; perSecond: number };
};

/**
 * POST / — the hub endpoint (mounted at /api/websub/hub).
 * - subscribe / unsubscribe: 202 Accepted once the request is valid and staged; verification
 *   follows asynchronously, so the answer never depends on it (W3C WebSub §5.1).
 * - publish: 204 No Content once the diff is done and any deliveries are enqueued.
 * Every refusal is an HttpError passed on to the app's one error handler (sidecar/http/errors.ts):
 * 400 `INVALID_REQUEST` with issues, 405, 413, 415, 429, 503 `UNAVAILABLE`.
 */
export function createHubRouter(deps: RouterDeps): Router {
  const router = express.Router();
  const readForm = express.text({ type: 'application/x-www-form-urlencoded', limit: deps.maxBodyBytes, defaultCharset: 'utf-8' });

  router.post('/', rateLimit(deps.rateLimit), readForm, async (req: Request, res: Response, next: NextFunction) => {
    if (!deps.isOpen()) return next(httpError('UNAVAILABLE', 'The hub is shutting down; try again shortly.'));
    if (typeof req.body !== 'string') return next(httpError('UNSUPPORTED_MEDIA_TYPE', 'Send hub requests as application/x-www-form-urlencoded.'));
    const parsed = deps.parse(new URLSearchParams(req.body));
    if (!parsed.ok) return next(invalidRequest(parsed.issues, 'The hub request is not valid; see issues.'));
    const request = parsed.request;
    if (request.mode === 'publish') {
      await deps.publish(request.topics);
      res.status(204).end();
      return;
    }
    await deps.store.addIntent(request, deps.now());
    res.status(202).end();
    deps.onIntent();
  });

  router.all('/', (req: Request, _res: Response, next: NextFunction) => next(methodNotAllowed(req.method, req.originalUrl, 'POST')));
  return router;
}
