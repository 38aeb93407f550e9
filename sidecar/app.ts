import express, { type Express, type Router } from 'express';
import type { BuildStore } from './build-store.ts';
import { cors } from './http/cors.ts';
import { errorHandler } from './http/errors.ts';
import { notFoundHandler } from './routes/not-found.ts';

export type AppParts = {
  store: BuildStore;
  /** Routers mounted at a path: the hub, MCP. */
  mounts?: Array<[string, Router]>;
  /** Express's `trust proxy` (TRUST_PROXY): decides `req.ip`, which the hub's rate limit keys on. */
  trustProxy?: boolean | number | string;
};

/**
 * The part of the sidecar that Express serves: MCP, the hub, CORS preflights, unknown paths
 * and every error through one handler. The read paths never get here: they are answered ahead
 * of Express (routes/read-paths.ts). Wiring only; nothing here listens (sidecar.ts does).
 */
export function createApp({ store, mounts = [], trustProxy = false }: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // ETags come from the build's manifest or our own hashes, never Express's
  app.set('query parser', 'simple'); // flat strings and arrays only: no nested objects from `a[b]=`
  app.set('trust proxy', trustProxy);

  app.use(cors);
  for (const [path, router] of mounts) app.use(path, router);
  app.use(notFoundHandler(store));
  app.use(errorHandler);
  return app;
}
