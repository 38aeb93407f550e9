import http, { type Server } from 'node:http';
import type { Express } from 'express';
import { createUrls, type Urls } from '../core/urls.ts';
import { createApp } from './app.ts';
import { openBuildSource } from './build-source/index.ts';
import { createBuildStore, type BuildStore } from './build-store.ts';
import type { Config } from './config.ts';
import { createPool } from './db/postgres.ts';
import { createHub } from './hub/index.ts';
import { openPgRevocations } from './mcp/revocations/index.ts';
import { createMcpEndpoint } from './mcp/router.ts';
import { MCP_DEFAULTS } from './mcp/settings.ts';
import { openApiRoute } from './routes/openapi.ts';
import { createSearchEndpoint } from './routes/search.ts';
import { serveBuildFile } from './routes/static-files.ts';

export type Sidecar = {
  app: Express;
  store: BuildStore;
  urls: Urls;
  /** Listens on config.port/host (0 picks a free port); resolves with the bound port. */
  listen(): Promise<{ server: Server; port: number }>;
  /** Stops accepting requests, drains background work (hub deliveries) and closes. */
  close(): Promise<void>;
};

/**
 * Assembles every part of the sidecar from one config: the build store, the routes, the hub
 * and MCP. sidecar/main.ts and the tests both start the server through this, so what is
 * tested is what runs.
 */
export async function createSidecar(config: Config): Promise<Sidecar> {
  const urls = createUrls(config.baseUrl);
  const mcpSettings = { ...MCP_DEFAULTS, ...config.mcp };
  // Signed MCP sessions ended on any replica are kept in PostgreSQL when there is one (the
  // sidecar owns that pool); else the endpoint keeps them in memory. Opened first: a database
  // that cannot be reached stops the start before anything else is open.
  const withPg =
    mcpSettings.signed && !mcpSettings.signed.revocations && config.databaseUrl
      ? { ...mcpSettings.signed, revocations: await openPgRevocations(config.databaseUrl) }
      : undefined;
  const store = await createBuildStore(openBuildSource(config), urls).catch(async (error: unknown) => {
    await withPg?.revocations.close();
    throw error;
  });
  const mcp = createMcpEndpoint({ store, urls }, withPg ? { ...mcpSettings, signed: withPg } : mcpSettings);
  const postgres = config.databaseUrl === undefined ? undefined : createPool(config.databaseUrl);
  const hub = await createHub({
    dataDir: config.dataDir,
    postgres,
    urls,
    topics: store,
    allowPrivateCallbacks: config.hubAllowPrivateCallbacks,
    retryDelaysSeconds: config.hubRetryDelays,
  });
  const search = createSearchEndpoint(store);
  const app = createApp({
    store,
    routes: [search.router, openApiRoute(urls)],
    mounts: [
      ['/mcp', mcp.router],
      ['/api/websub/hub', hub.router],
    ],
  });
  let server: Server | undefined;

  return {
    app,
    store,
    urls,
    async listen() {
      // Search and published files first (the hot paths, see serveBuildFile), the rest through Express.
      const listening = http.createServer((req, res) => {
        if (!search.serve(req, res) && !serveBuildFile(store, req, res)) app(req, res);
      });
      listening.listen(config.port, config.host);
      server = listening;
      await new Promise<void>((resolve, reject) => {
        listening.once('listening', resolve);
        listening.once('error', reject);
      });
      // Workers, lease sweeps, and a catch-up publish for builds made while the hub was down.
      await hub.start();
      const address = listening.address();
      return { server: listening, port: typeof address === 'object' && address ? address.port : config.port };
    },
    async close() {
      const mcpClosed = mcp.close(); // stops the idle-session sweep and closes every MCP session
      const closing = server;
      const stopped = closing
        ? new Promise<void>((resolve) => {
            closing.close(() => resolve());
            closing.closeIdleConnections();
          })
        : Promise.resolve();
      await hub.stop(); // stops taking work and lets in-flight deliveries finish
      await store.close();
      await postgres?.end();
      await stopped;
      await mcpClosed;
      await withPg?.revocations.close(); // after the last request that could read it
    },
  };
}
