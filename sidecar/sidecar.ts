import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Express } from 'express';
import { createUrls, type Urls } from '../core/urls.ts';
import { createApp } from './app.ts';
import { openBuildSource } from './build-source/index.ts';
import { createBuildStore, type BuildStore } from './build-store.ts';
import type { Config } from './config.ts';
import { createPool } from './db/postgres.ts';
import { bodyTooLarge, sendError } from './http/errors.ts';
import { createCheckContinue, type BodyLimit } from './http/expect-continue.ts';
import { createHub, type HubEvent } from './hub/index.ts';
import { openPgRevocations } from './mcp/revocations/index.ts';
import { createMcpEndpoint } from './mcp/router.ts';
import { MCP_DEFAULTS, MCP_MAX_BODY_BYTES } from './mcp/settings.ts';
import { createReadPaths } from './routes/read-paths.ts';

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
 * Assembles every part of the sidecar from one config: the build store, the read paths, the
 * hub and MCP. sidecar/main.ts and the tests both start the server through this, so what is
 * tested is what runs. One dispatch: the read paths and POST/DELETE /mcp are answered ahead
 * of Express (routes/read-paths.ts, mcp/router.ts) and never reach it; Express serves the
 * hub, CORS preflights, other requests to /mcp and unknown paths.
 */
export async function createSidecar(config: Config): Promise<Sidecar> {
  const urls = createUrls(config.baseUrl);
  const mcpSettings = { ...MCP_DEFAULTS, ...config.mcp };
  // One PostgreSQL pool (DATABASE_URL) for the hub's state and ended MCP sessions, ended last.
  // Signed MCP sessions ended on any replica are kept there (else the endpoint keeps them in
  // memory). Opened first: a database that cannot be reached stops the start before anything
  // else is open.
  const postgres = config.databaseUrl === undefined ? undefined : createPool(config.databaseUrl);
  const opening = async () => {
    const withPg =
      mcpSettings.signed && !mcpSettings.signed.revocations && postgres
        ? { ...mcpSettings.signed, revocations: await openPgRevocations(postgres) }
        : undefined;
    return { withPg, store: await createBuildStore(openBuildSource(config), urls) };
  };
  const { withPg, store } = await opening().catch(async (error: unknown) => {
    await postgres?.end();
    throw error;
  });
  const mcp = createMcpEndpoint({ store, urls }, withPg ? { ...mcpSettings, signed: withPg } : mcpSettings);
  const hub = await createHub({
    dataDir: config.dataDir,
    postgres,
    urls,
    topics: store,
    allowPrivateCallbacks: config.hubAllowPrivateCallbacks,
    retryDelaysSeconds: config.hubRetryDelays,
    onEvent: logHubEvent,
  });
  const app = createApp({
    store,
    mounts: [
      ['/mcp', mcp.router],
      ['/api/websub/hub', hub.router],
    ],
    trustProxy: config.trustProxy,
  });
  const serveReadPath = createReadPaths(store, urls);
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    if (!serveReadPath(req, res) && !mcp.serveDirect(req, res)) app(req, res);
  };
  const bodyLimits = new Map<string, BodyLimit>([
    ['/mcp', { maxBytes: MCP_MAX_BODY_BYTES, refuse: mcp.refuseTooLarge }],
    [
      new URL(urls.hub).pathname,
      { maxBytes: hub.maxBodyBytes, refuse: (req, res) => sendError(req, res, bodyTooLarge(hub.maxBodyBytes)) },
    ],
  ]);
  let server: Server | undefined;

  return {
    app,
    store,
    urls,
    async listen() {
      const listening = http.createServer(dispatch);
      listening.on('checkContinue', createCheckContinue(bodyLimits, dispatch));
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
      await stopped;
      await mcpClosed;
      await withPg?.revocations.close(); // after the last request that could read it
      await postgres?.end(); // last: the hub and the revocations shared it
    },
  };
}

/**
 * What an operator needs from the hub's events on stderr: its errors, and why a subscription
 * never started or ended (WebSub tells the subscriber nothing; README "A subscription that
 * never starts" points here). Successes are not logged.
 */
function logHubEvent(event: HubEvent): void {
  if (event.type === 'error') console.error('hub:', event.error);
  else if (event.type === 'verification_failed') console.error(`hub: verification of ${event.callback} for ${event.topic} failed: ${event.reason}`);
  else if (event.type === 'removed' && event.reason === 'failures') console.error(`hub: removed ${event.callback} from ${event.topic} after consecutive delivery failures`);
}
