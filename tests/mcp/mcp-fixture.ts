import path from 'node:path';
import type { TestContext } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Config } from '../../sidecar/config.ts';
import { build, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

/** The 5-review fixture, built once per test file by the real build entry. */
let smallBuild: Promise<string> | undefined;
export function buildSmall(): Promise<string> {
  smallBuild ??= build({ contentDir: path.join(FIXTURES, 'small') }).then((result) => result.buildDir);
  return smallBuild;
}

/** The real sidecar serving the small build (or `buildDir`); the caller closes it. */
export async function startMcpSidecar(config: Partial<Config> = {}, buildDir?: string): Promise<RunningSidecar> {
  return startSidecar({ buildDir: buildDir ?? (await buildSmall()), config });
}

/** The SDK's own client over the streamable HTTP transport, connected (initialize done). */
export async function connectClient(server: RunningSidecar, t?: { after: TestContext['after'] }) {
  const client = new Client({ name: 'reviews-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`));
  await client.connect(transport);
  t?.after(() => client.close());
  return { client, transport };
}

/** Headers every POST /mcp needs (spec 4.6). */
export const POST_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' } as const;

export const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw-fetch', version: '1.0.0' } },
} as const;

/** POST /mcp with fetch; `body` is sent as given when a string, else as JSON. */
export function post(server: RunningSidecar, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { ...POST_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A raw initialize followed by `notifications/initialized`; returns the session id. */
export async function rawSession(server: RunningSidecar): Promise<string> {
  const response = await post(server, INITIALIZE);
  const id = response.headers.get('mcp-session-id');
  if (response.status !== 200 || !id) throw new Error(`initialize failed: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
  const done = await post(server, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' });
  if (done.status !== 202) throw new Error(`initialized notification: ${done.status}`);
  return id;
}
