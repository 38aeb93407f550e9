import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import pg from 'pg';
import type { Config } from '../../sidecar/config.ts';
import { MemoryRevocations, PgRevocations } from '../../sidecar/mcp/revocations/index.ts';
import { createSessionTokens } from '../../sidecar/mcp/session-token.ts';
import { tempDir } from '../helpers/build.ts';
import type { RunningSidecar } from '../helpers/server.ts';
import { INITIALIZE, post, rawSession, startMcpSidecar } from './mcp-fixture.ts';
import { requirePostgres, sql } from './postgres-fixture.ts';

const SECRET = 'signed-sessions-test-secret-0123456789abcdef';
const LIFETIME_MS = 60 * 60_000;
const LIST_TOOLS = { jsonrpc: '2.0', id: 7, method: 'tools/list', params: {} };
const CALL_BUSINESS = { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'get_business', arguments: {} } };
const V = { 'mcp-protocol-version': '2025-06-18' };

type RpcError = { error: { code: number; message: string } };

async function expectError(response: Response, status: number, code: number): Promise<string> {
  assert.equal(response.status, status);
  const body = (await response.json()) as RpcError;
  assert.equal(body.error.code, code, body.error.message);
  return body.error.message;
}

function del(server: RunningSidecar, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/mcp`, { method: 'DELETE', headers });
}

/** The session id inside a token (for clean-up of PostgreSQL rows). */
function sidOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

/**
 * The SDK's own client behind a stand-in load balancer: each request goes to the replica
 * `route()` names at that moment, as nginx round robin would send it anywhere.
 */
async function balancedClient(route: () => RunningSidecar) {
  const served: string[] = [];
  const transport = new StreamableHTTPClientTransport(new URL('http://balancer.invalid/mcp'), {
    fetch: (_url, init) => {
      const replica = route();
      served.push(replica.url);
      return fetch(`${replica.url}/mcp`, init);
    },
  });
  const client = new Client({ name: 'signed-sessions-test', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, served, token: transport.sessionId! };
}

async function businessName(client: Client): Promise<string> {
  const result = await client.callTool({ name: 'get_business', arguments: {} });
  return (result.structuredContent as { business: { name: string } }).business.name;
}

/**
 * Two replicas with one secret, for one way of keeping revocations: each test opens sessions
 * through one and uses them on the other, restarting replicas as a deploy would.
 */
function replicaSuite(name: string, replicaConfig: () => Promise<Partial<Config>>, cleanUp: (tokens: string[]) => Promise<void>) {
  describe(`signed MCP sessions across two replicas, revocations ${name}`, () => {
    const replicas: RunningSidecar[] = [];
    const tokens: string[] = [];
    // A replica keeps its data directory across restarts, as a deployed one keeps its disk.
    const dataDirs = [tempDir('data'), tempDir('data')];
    const start = async (i: number) => startMcpSidecar({ dataDir: dataDirs[i]!, ...(await replicaConfig()) });
    const restart = async (i: number) => {
      await replicas[i]!.close();
      replicas[i] = await start(i);
    };
    before(async () => replicas.push(await start(0), await start(1)));
    after(async () => {
      await Promise.all(replicas.map((replica) => replica.close()));
      await cleanUp(tokens);
    });

    it('should open a session on one replica and serve it on the other', async () => {
      let target = 0;
      const { client, transport, token, served } = await balancedClient(() => replicas[target]!);
      tokens.push(token);
      assert.match(token, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      target = 1;
      assert.equal(await businessName(client), 'Test Roofing & Sons');
      assert.equal((await client.listTools()).tools.length, 7);
      assert.ok(served.includes(replicas[0]!.url) && served.includes(replicas[1]!.url));
      for (let i = 0; i < 6; i++) {
        target = i % 2; // round robin
        assert.equal(await businessName(client), 'Test Roofing & Sons', `call ${i}`);
      }
      const answer = await post(replicas[1]!, CALL_BUSINESS, { 'mcp-session-id': token, 'mcp-protocol-version': transport.protocolVersion! });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('mcp-session-id'), token, 'every answer names the session, as the SDK transport does');
      await client.close();
    });

    it('should keep a session through a restart of the replica that opened it', async () => {
      let target = 0;
      const { client, token } = await balancedClient(() => replicas[target]!);
      tokens.push(token);
      const opener = replicas[0]!.url;
      await restart(0);
      assert.notEqual(replicas[0]!.url, opener, 'a new process on a new port');
      assert.equal(await businessName(client), 'Test Roofing & Sons', 'on the restarted replica');
      target = 1;
      await restart(1);
      assert.equal(await businessName(client), 'Test Roofing & Sons', 'after both restarted');
      await client.close();
    });

    it('should end a session on every replica, restarted or not, with a DELETE on one', async () => {
      let target = 0;
      const { client, transport, token } = await balancedClient(() => replicas[target]!);
      tokens.push(token);
      target = 1;
      assert.equal(await businessName(client), 'Test Roofing & Sons');
      target = 0;
      const version = { 'mcp-protocol-version': transport.protocolVersion! };
      await transport.terminateSession();
      for (const replica of replicas) {
        await expectError(await post(replica, LIST_TOOLS, { 'mcp-session-id': token, ...version }), 404, -32001);
        await expectError(await post(replica, LIST_TOOLS, { 'mcp-session-id': token, 'mcp-protocol-version': '1999-01-01' }), 404, -32001);
        await expectError(await del(replica, { 'mcp-session-id': token }), 404, -32001);
      }
      await restart(1);
      await expectError(await post(replicas[1]!, LIST_TOOLS, { 'mcp-session-id': token, ...version }), 404, -32001);
      const other = await rawSession(replicas[0]!);
      tokens.push(other);
      assert.equal((await post(replicas[1]!, LIST_TOOLS, { 'mcp-session-id': other, ...V })).status, 200, 'other sessions live on');
      await client.close();
    });

    it('should answer 404 to forged, tampered, other-secret and expired tokens, and 400 to none', async () => {
      const token = await rawSession(replicas[0]!);
      tokens.push(token);
      const [, payload, mac] = token.split('.') as [string, string, string];
      const tampered = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('2025-06-18', '2025-03-26')).toString('base64url');
      const refused = {
        forged: 'v1.eyJzaWQiOiJ4In0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        uuid: '3f2a9a52-5a54-4b1e-9b0e-7a1d0c0f8e11',
        'tampered payload': `v1.${tampered}.${mac}`,
        'tampered mac': `v1.${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BA' : 'AA'}`,
        'other secret': createSessionTokens('another-secret-0123456789abcdef-0123456789', LIFETIME_MS).issue('2025-06-18').token,
        expired: createSessionTokens(SECRET, 1_000).issue('2025-06-18', Date.now() - 2_000).token,
      };
      for (const [what, bad] of Object.entries(refused)) {
        const message = await expectError(await post(replicas[1]!, LIST_TOOLS, { 'mcp-session-id': bad, ...V }), 404, -32001);
        assert.match(message, /Session not found/, what);
        await expectError(await del(replicas[1]!, { 'mcp-session-id': bad }), 404, -32001);
      }
      assert.equal((await post(replicas[1]!, LIST_TOOLS, { 'mcp-session-id': token, ...V })).status, 200, 'the genuine token still works');
      assert.match(await expectError(await post(replicas[1]!, LIST_TOOLS, V), 400, -32000), /Mcp-Session-Id header is required/);
      await expectError(await del(replicas[1]!), 400, -32000);
    });
  });
}

const sharedMemory = new MemoryRevocations();
replicaSuite(
  'in memory (one list shared by both replicas in this process)',
  async () => ({ mcp: { signed: { secret: SECRET, lifetimeMs: LIFETIME_MS, revocations: sharedMemory } } }),
  async () => sharedMemory.close(),
);
replicaSuite(
  'in PostgreSQL (each replica its own pool)',
  async () => ({ databaseUrl: await requirePostgres(), mcp: { signed: { secret: SECRET, lifetimeMs: LIFETIME_MS } } }),
  async (tokens) => void (await sql('DELETE FROM mcp_revocations WHERE session_id = ANY($1)', [tokens.map(sidOf)])),
);

describe('signed MCP sessions: the transport rules on one replica', () => {
  let server: RunningSidecar;
  before(async () => (server = await startMcpSidecar({ mcp: { signed: { secret: SECRET, lifetimeMs: LIFETIME_MS } } })));
  after(() => server.close());

  it('should carry the negotiated protocol version in the token and hold later requests to it', async () => {
    const init = await post(server, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: '2025-03-26' } });
    assert.equal(init.status, 200);
    assert.equal(((await init.json()) as { result: { protocolVersion: string } }).result.protocolVersion, '2025-03-26');
    const token = init.headers.get('mcp-session-id')!;
    assert.equal(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).pv, '2025-03-26');
    assert.equal((await post(server, LIST_TOOLS, { 'mcp-session-id': token, 'mcp-protocol-version': '2025-03-26' })).status, 200);
    assert.equal((await post(server, LIST_TOOLS, { 'mcp-session-id': token })).status, 200, 'no header: the negotiated version applies');
    assert.match(await expectError(await post(server, LIST_TOOLS, { 'mcp-session-id': token, ...V }), 400, -32000), /not the version negotiated for this session \(2025-03-26\)/);
    assert.match(await expectError(await post(server, LIST_TOOLS, { 'mcp-session-id': token, 'mcp-protocol-version': '1999-01-01' }), 400, -32000), /Unsupported protocol version: 1999-01-01/);
    await expectError(await del(server, { 'mcp-session-id': token, ...V }), 400, -32000);
    assert.equal((await del(server, { 'mcp-session-id': token })).status, 200);
  });

  it('should negotiate the latest version for an unknown one, as the SDK does, and sign that', async () => {
    const init = await post(server, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: '2099-01-01' } });
    const { result } = (await init.json()) as { result: { protocolVersion: string } };
    assert.notEqual(result.protocolVersion, '2099-01-01');
    assert.equal(JSON.parse(Buffer.from(init.headers.get('mcp-session-id')!.split('.')[1]!, 'base64url').toString()).pv, result.protocolVersion);
  });

  it('should refuse a second initialize on a session, an initialize in a batch, and one id twice in a batch', async () => {
    const token = await rawSession(server);
    assert.match(await expectError(await post(server, INITIALIZE, { 'mcp-session-id': token }), 400, -32600), /already initialized/);
    const batch = await post(server, [INITIALIZE, { ...INITIALIZE, id: 2 }]);
    assert.equal(batch.status, 400);
    assert.equal(batch.headers.get('mcp-session-id'), null, 'a refused initialize opens no session');
    const twice = [LIST_TOOLS, { ...LIST_TOOLS }];
    assert.match(await expectError(await post(server, twice, { 'mcp-session-id': token, ...V }), 400, -32600), /already used/);
  });

  it('should answer a notification with 202 and a batch of two requests with both answers', async () => {
    const token = await rawSession(server);
    const note = await post(server, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 3 } }, { 'mcp-session-id': token, ...V });
    assert.equal(note.status, 202);
    const both = await post(server, [LIST_TOOLS, CALL_BUSINESS], { 'mcp-session-id': token, ...V });
    assert.equal(both.status, 200);
    assert.deepEqual(((await both.json()) as Array<{ id: number }>).map((answer) => answer.id).sort(), [7, 8]);
  });

  it('should accept any token signed with the secret: no replica needs to have seen its initialize', async () => {
    const { token } = createSessionTokens(SECRET, LIFETIME_MS).issue('2025-06-18');
    const answer = await post(server, CALL_BUSINESS, { 'mcp-session-id': token, ...V });
    assert.equal(answer.status, 200);
    assert.equal(((await answer.json()) as { result: { structuredContent: { business: { name: string } } } }).result.structuredContent.business.name, 'Test Roofing & Sons');
  });

  it('should not accept a signed token on a sidecar without the secret (in-memory sessions)', async (t) => {
    const plain = await startMcpSidecar();
    t.after(() => plain.close());
    const token = await rawSession(server);
    await expectError(await post(plain, LIST_TOOLS, { 'mcp-session-id': token, ...V }), 404, -32001);
    assert.match((await post(plain, INITIALIZE)).headers.get('mcp-session-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});

describe('signed MCP sessions: lifetime and an unreachable revocation list', () => {
  it('should end a session its lifetime after initialize, however much it is used', async (t) => {
    const server = await startMcpSidecar({ mcp: { signed: { secret: SECRET, lifetimeMs: 800 } } });
    t.after(() => server.close());
    const { client } = await balancedClient(() => server);
    t.after(() => client.close());
    assert.equal(await businessName(client), 'Test Roofing & Sons');
    await sleep(1_000);
    await assert.rejects(client.listTools(), (error: { code?: number }) => error.code === 404);
  });

  it('should answer 503, not crash or wave the request through, when the revocation list cannot be read', async (t) => {
    const down = new PgRevocations(new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:1/test', connectionTimeoutMillis: 1_000 }), 60_000);
    const server = await startMcpSidecar({ mcp: { signed: { secret: SECRET, lifetimeMs: LIFETIME_MS, revocations: down } } });
    t.after(async () => (await server.close(), await down.close()));
    const init = await post(server, INITIALIZE);
    assert.equal(init.status, 200, 'initialize needs no database');
    const token = init.headers.get('mcp-session-id')!;
    assert.match(await expectError(await post(server, LIST_TOOLS, { 'mcp-session-id': token, ...V }), 503, -32000), /cannot check whether this session was ended/);
    await expectError(await del(server, { 'mcp-session-id': token }), 503, -32000);
    assert.equal((await post(server, INITIALIZE)).status, 200, 'still serving');
  });

  it('should refuse to start with a message naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    await assert.rejects(
      startMcpSidecar({ databaseUrl: 'postgres://root@127.0.0.1:1/test', mcp: { signed: { secret: SECRET, lifetimeMs: LIFETIME_MS } } }),
      /cannot use PostgreSQL at DATABASE_URL/,
    );
  });
});
