/**
 * The hub alone, over topic files in a directory: what the crash-and-restart tests SIGKILL
 * and the fan-out benchmark measures, in a process of its own.
 *
 *   TOPICS_DIR=dir DATA_DIR=data PORT=0 node sidecar/hub/standalone.ts
 *
 * Env: HOST (127.0.0.1), PORT (0 = any; the port is printed), BASE_URL (default
 * http://HOST:PORT), DATA_DIR, TOPICS_DIR, HUB_ALLOW_PRIVATE_CALLBACKS, HUB_RETRY_DELAYS,
 * HUB_TUNABLES (JSON: { lease, limits, timeouts, schedules } as createHub takes them).
 * Prints one JSON line `{"port":…,"baseUrl":…}` once listening; SIGTERM drains and exits 0.
 * With an IPC channel, answers `{ type: 'memory' }` with its peak RSS and heap since start.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import express from 'express';
import { createUrls } from '../../core/urls.ts';
import { createDirectoryTopicSource } from './directory-topic-source.ts';
import { createHub, parseRetryDelays } from './index.ts';
import { samplePeakMemory } from './peak-memory.ts';

const env = process.env;
const host = env.HOST ?? '127.0.0.1';
const app = express();
const server = createServer(app);
server.listen(Number(env.PORT ?? 0), host);
await once(server, 'listening');
const port = (server.address() as { port: number }).port;
const baseUrl = env.BASE_URL ?? `http://${host}:${port}`;
const urls = createUrls(baseUrl);
const topics = createDirectoryTopicSource(env.TOPICS_DIR ?? '.', urls.topics, urls.base);
await topics.refresh();

const hub = await createHub({
  dataDir: env.DATA_DIR ?? './data',
  urls,
  topics,
  allowPrivateCallbacks: env.HUB_ALLOW_PRIVATE_CALLBACKS === 'true',
  retryDelaysSeconds: parseRetryDelays(env.HUB_RETRY_DELAYS),
  ...(env.HUB_TUNABLES ? JSON.parse(env.HUB_TUNABLES) : {}),
  onEvent: (event) => {
    if (event.type === 'error') console.error('hub error:', event.error);
  },
});
app.use('/api/websub/hub', hub.router);
await hub.start();

const memory = samplePeakMemory();
process.on('message', (message: { type?: string }) => {
  if (message?.type === 'memory') process.send?.(memory.report());
});

process.once('SIGTERM', async () => {
  memory.stop();
  server.close();
  server.closeAllConnections();
  await hub.stop();
  process.disconnect?.();
  process.exit(0);
});

console.log(JSON.stringify({ port, baseUrl }));
