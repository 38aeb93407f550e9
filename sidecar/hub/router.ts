import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { HubEventListener } from './events.ts';
import { rateLimit } from './rate-limit.ts';
import type { HubRequest, Issue } from './request-schema.ts';
import { sendError, sendIssues } from './responses.ts';
import type { HubStore } from './store.ts';

export type RouterDeps = {
  parse: (form: URLSearchParams) => { ok: true; request: HubRequest } | { ok: false; issues: Issue[] };
  store: HubStore;
  publish: (topics: readonly string[]) => Promise<unknown>;
  /** Called after an intent is stored, so verification starts right after the answer. */
  onIntent: () => void;
  isOpen: () => boolean;
  now: () => number;
  emit: HubEventListener;
  maxBodyBytes: number;
  rateLimit: { burst: number; perSecond: number };
};

/**
 * POST / — the hub endpoint (mounted at /api/websub/hub).
 * - subscribe / unsubscribe: 202 Accepted once the request is valid and staged; verification
 *   follows asynchronously, so the answer never depends on it (W3C WebSub §5.1).
 * - publish: 204 No Content once the diff is done and any deliveries are enqueued.
 * - 400 `{ issues }` for bad input; 405, 413, 415, 429, 503 `{ error: { code, message } }`.
 */
export function createHubRouter(deps: RouterDeps): Router {
  const router = express.Router();
  const readForm = express.text({ type: 'application/x-www-form-urlencoded', limit: deps.maxBodyBytes, defaultCharset: 'utf-8' });

  router.post('/', rateLimit({ ...deps.rateLimit, now: deps.now }), readForm, async (req: Request, res: Response) => {
    if (!deps.isOpen()) return sendError(res, 503, 'hub_stopping', 'The hub is shutting down; try again shortly');
    if (typeof req.body !== 'string') {
      return sendError(res, 415, 'unsupported_media_type', 'Send hub requests as application/x-www-form-urlencoded');
    }
    const parsed = deps.parse(new URLSearchParams(req.body));
    if (!parsed.ok) return sendIssues(res, parsed.issues);
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

  router.all('/', (_req: Request, res: Response) => {
    res.set('Allow', 'POST');
    sendError(res, 405, 'method_not_allowed', 'The hub takes POST requests only');
  });

  // Body-parser failures carry a status and a type; anything else is the hub's own fault.
  router.use((error: { status?: number; type?: string; message?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') return sendError(res, 413, 'body_too_large', `Hub requests are limited to ${deps.maxBodyBytes} bytes`);
    if (error.status === 415) return sendError(res, 415, 'unsupported_charset', error.message ?? 'Unsupported charset');
    if (error.status === 400) return sendError(res, 400, 'malformed_body', error.message ?? 'Malformed request body');
    deps.emit({ type: 'error', error });
    sendError(res, 500, 'internal_error', 'The hub could not handle this request');
  });

  return router;
}
