import express, { type Express, type Router } from 'express';
import type { BuildStore } from './build-store.ts';
import { cors } from './http/cors.ts';
import { errorHandler } from './http/errors.ts';
import { notFoundHandler } from './routes/not-found.ts';
import { sinceRoute } from './routes/since.ts';
import { methodNotAllowed, staticFiles } from './routes/static-files.ts';

export type AppParts = {
  store: BuildStore;
  /** Routers mounted at a path before the static files: the hub, MCP. */
  mounts?: Array<[string, Router]>;
  /** Routers with their own full paths: search, OpenAPI. */
  routes?: Router[];
};

/**
 * The sidecar's HTTP surface. Wiring only: each route lives in its own module, and nothing
 * here listens (sidecar/main.ts does), so tests build the same app on port 0.
 */
export function createApp({ store, mounts = [], routes = [] }: AppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // ETags come from the build's manifest or our own hashes, never Express's
  app.set('query parser', 'simple'); // flat strings and arrays only: no nested objects from `a[b]=`

  app.use(cors);
  app.use(sinceRoute(store));
  for (const router of routes) app.use(router);
  for (const [path, router] of mounts) app.use(path, router);
  app.use(staticFiles(store));
  app.use(methodNotAllowed(store));
  app.use(notFoundHandler(store));
  app.use(errorHandler);
  return app;
}
