import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CloseSignal } from '../../sidecar/mcp/close-signal.ts';
import { SessionRegistry, type Session } from '../../sidecar/mcp/sessions.ts';
import { connectClient, post, rawSession, startMcpSidecar } from './mcp-fixture.ts';

const listTools = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

describe('MCP sessions over HTTP', () => {
  it('should expire a session idle for MCP_SESSION_IDLE_MINUTES: the SDK client then gets 404', async (t) => {
    // Margins of seconds, not milliseconds: a loaded machine (CI beside other work) can take
    // hundreds of milliseconds between two requests of one client.
    const server = await startMcpSidecar({ mcp: { sessionIdleMs: 1500 } });
    t.after(() => server.close());
    const { client } = await connectClient(server, t);
    assert.ok((await client.listTools()).tools.length > 0);
    await sleep(2500);
    await assert.rejects(client.listTools(), (error: { code?: number }) => error.code === 404);
  });

  it('should keep a session alive while it is used, and answer 404 once it has been idle too long', async (t) => {
    const server = await startMcpSidecar({ mcp: { sessionIdleMs: 2000 } });
    t.after(() => server.close());
    const id = await rawSession(server);
    for (let i = 0; i < 4; i++) {
      await sleep(700); // 2.8 s in all, never 2 s idle
      assert.equal((await post(server, listTools, { 'mcp-session-id': id })).status, 200, `use ${i}`);
    }
    await sleep(3000);
    assert.equal((await post(server, listTools, { 'mcp-session-id': id })).status, 404);
    assert.equal((await fetch(`${server.url}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': id } })).status, 404);
  });

  it('should end a session when the SDK client terminates it (DELETE)', async (t) => {
    const server = await startMcpSidecar();
    t.after(() => server.close());
    const { client, transport } = await connectClient(server, t);
    const id = transport.sessionId!;
    await transport.terminateSession();
    assert.equal(transport.sessionId, undefined);
    assert.equal((await post(server, listTools, { 'mcp-session-id': id })).status, 404);
    await assert.rejects(client.listTools());
  });

  it('should cap live sessions, evicting the least recently used one on a new initialize', async (t) => {
    const server = await startMcpSidecar({ mcp: { maxSessions: 2 } });
    t.after(() => server.close());
    const a = await rawSession(server);
    const b = await rawSession(server);
    assert.equal((await post(server, listTools, { 'mcp-session-id': a })).status, 200); // a is now the most recent
    const c = await rawSession(server); // evicts b
    assert.equal((await post(server, listTools, { 'mcp-session-id': b })).status, 404);
    assert.equal((await post(server, listTools, { 'mcp-session-id': a })).status, 200);
    assert.equal((await post(server, listTools, { 'mcp-session-id': c })).status, 200);
  });
});

describe('SessionRegistry', () => {
  /** A real server connected to a real transport under a fixed id; `closed` settles when the transport closes. */
  function session(id: string, lastSeen: number): Session & { closed: Promise<void> } {
    const server = new McpServer({ name: 't', version: '1' });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => id });
    const closing = new CloseSignal();
    const closed = new Promise<void>((resolve) => (transport.onclose = () => (closing.close(), resolve())));
    void server.connect(transport);
    return { id, server, transport, lastSeen, closing, pending: new Set(), closed };
  }

  it('should close sessions idle for the limit in a sweep, oldest first, and leave the others', async () => {
    let now = 0;
    const registry = new SessionRegistry({ idleMs: 100, maxSessions: 10, now: () => now });
    const [s1, s2, s3] = [session('s1', 0), session('s2', 50), session('s3', 90)];
    for (const s of [s1, s2, s3]) registry.add(s);
    now = 120;
    assert.equal(registry.sweep(), 1);
    await s1.closed; // its transport really closed
    assert.equal(registry.size, 2);
    assert.equal(registry.use('s1'), undefined);
    assert.equal(registry.use('s2')?.id, 's2'); // used at 120: s3 is now the oldest
    now = 195;
    assert.equal(registry.sweep(), 1);
    assert.equal(registry.use('s3'), undefined);
    assert.equal(registry.size, 1);
    registry.closeAll();
    assert.equal(registry.size, 0);
  });

  it('should treat a session past its idle limit as gone on use, before any sweep', async () => {
    let now = 0;
    const registry = new SessionRegistry({ idleMs: 100, maxSessions: 10, now: () => now });
    const s = session('s', 0);
    registry.add(s);
    now = 100;
    assert.equal(registry.use('s'), undefined);
    await s.closed;
    assert.equal(registry.size, 0);
  });

  it('should evict the least recently used session when full', () => {
    const registry = new SessionRegistry({ idleMs: 1000, maxSessions: 2, now: () => 0 });
    registry.add(session('a', 0));
    registry.add(session('b', 0));
    registry.use('a');
    registry.add(session('c', 0));
    assert.equal(registry.size, 2);
    assert.equal(registry.use('b'), undefined);
    assert.ok(registry.use('a') && registry.use('c'));
    registry.closeAll();
  });
});

describe('CloseSignal', () => {
  it('should pass a result through and keep nothing per finished request', async () => {
    const signal = new CloseSignal();
    for (let i = 0; i < 100; i++) assert.equal(await signal.race(Promise.resolve(i)), i);
    assert.equal(signal.size, 0);
    await assert.rejects(signal.race(Promise.reject(new Error('boom'))), /boom/);
    assert.equal(signal.size, 0);
  });

  it('should release waiting requests with undefined when it closes, and answer later ones at once', async () => {
    const signal = new CloseSignal();
    const never = new Promise<string>(() => {});
    const waiting = [signal.race(never), signal.race(never)];
    assert.equal(signal.size, 2);
    signal.close();
    assert.deepEqual(await Promise.all(waiting), [undefined, undefined]);
    assert.equal(await signal.race(never), undefined);
    assert.equal(signal.closed, true);
  });
});
