import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { RunningSidecar } from '../helpers/server.ts';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { connectClient, INITIALIZE, post, POST_HEADERS, rawSession, startMcpSidecar } from './mcp-fixture.ts';

type RpcError = { jsonrpc: string; id: unknown; error: { code: number; message: string } };

async function rpcError(response: Response, status: number, code: number): Promise<RpcError> {
  assert.equal(response.status, status);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const body = (await response.json()) as RpcError;
  assert.equal(body.jsonrpc, '2.0');
  assert.equal(body.error.code, code, body.error.message);
  return body;
}

/** A request with headers fetch would not let us set (Host) or a body sent in chunks. */
function rawRequest(port: number, options: http.RequestOptions, body?: string | Buffer[]): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
    else if (body !== undefined) req.write(body);
    req.end();
  });
}

describe('POST /mcp over raw HTTP', () => {
  let server: RunningSidecar;
  before(async () => {
    server = await startMcpSidecar();
  });
  after(() => server.close());

  it('should answer initialize with 200, the negotiated protocol 2025-06-18 and an Mcp-Session-Id', async () => {
    const response = await post(server, INITIALIZE);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /^application\/json/);
    const id = response.headers.get('mcp-session-id');
    assert.match(id ?? '', /^[0-9a-f-]{36}$/);
    const body = (await response.json()) as { id: number; result: { protocolVersion: string; serverInfo: { name: string; version: string }; capabilities: Record<string, unknown> } };
    assert.equal(body.id, 1);
    assert.equal(body.result.protocolVersion, '2025-06-18');
    assert.deepEqual(body.result.serverInfo.name, 'reviews-service');
    assert.ok(body.result.capabilities.tools && body.result.capabilities.resources);
  });

  it('should answer tools/list and tools/call get_business in JSON on a session, ignoring Authorization', async () => {
    const session = await rawSession(server);
    const headers = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18', authorization: 'Bearer not-checked' };
    const list = await post(server, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }, headers);
    assert.equal(list.status, 200);
    const tools = ((await list.json()) as { result: { tools: Array<{ name: string }> } }).result.tools.map((t) => t.name);
    assert.ok(tools.includes('get_business') && tools.includes('search_reviews'));
    const call = await post(server, { jsonrpc: '2.0', id: 'call-1', method: 'tools/call', params: { name: 'get_business', arguments: {} } }, headers);
    assert.equal(call.status, 200);
    const result = (await call.json()) as { id: string; result: { structuredContent: { business: { name: string } } } };
    assert.equal(result.id, 'call-1');
    assert.equal(result.result.structuredContent.business.name, 'Test Roofing & Sons');
  });

  it('should answer 202 with no body to a notification', async () => {
    const session = await rawSession(server);
    const response = await post(server, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 99 } }, { 'mcp-session-id': session });
    assert.equal(response.status, 202);
    assert.equal(await response.text(), '');
  });

  it('should answer 400 when a request after initialize carries no Mcp-Session-Id', async () => {
    const body = await rpcError(await post(server, { jsonrpc: '2.0', id: 3, method: 'tools/list' }), 400, -32000);
    assert.match(body.error.message, /Mcp-Session-Id/);
  });

  it('should answer 404 for an unknown session id, on POST and on DELETE', async () => {
    const headers = { 'mcp-session-id': '00000000-0000-4000-8000-000000000000' };
    await rpcError(await post(server, { jsonrpc: '2.0', id: 4, method: 'tools/list' }, headers), 404, -32001);
    await rpcError(await fetch(`${server.url}/mcp`, { method: 'DELETE', headers }), 404, -32001);
  });

  it('should end a session on DELETE (200), after which it is unknown (404)', async () => {
    const session = await rawSession(server);
    const deleted = await fetch(`${server.url}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': session } });
    assert.equal(deleted.status, 200);
    await rpcError(await post(server, { jsonrpc: '2.0', id: 5, method: 'tools/list' }, { 'mcp-session-id': session }), 404, -32001);
    await rpcError(await fetch(`${server.url}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': session } }), 404, -32001);
  });

  it('should answer 400 to DELETE without a session id', async () => {
    await rpcError(await fetch(`${server.url}/mcp`, { method: 'DELETE' }), 400, -32000);
  });

  it('should answer 406 unless Accept lists both application/json and text/event-stream', async () => {
    for (const accept of ['application/json', 'text/event-stream', '*/*', 'application/json, text/event-stream;q=0']) {
      const body = await rpcError(await post(server, INITIALIZE, { accept }), 406, -32000);
      assert.match(body.error.message, /Not Acceptable/, accept);
    }
    const noAccept = await rawRequest(server.port, { headers: { 'content-type': 'application/json' } }, JSON.stringify(INITIALIZE));
    assert.equal(noAccept.status, 406);
  });

  it('should answer 415 to a body that is not application/json', async () => {
    await rpcError(await post(server, INITIALIZE, { 'content-type': 'text/plain' }), 415, -32000);
  });

  it('should answer 413 to a body over 1 MiB, declared or chunked, and keep serving', async () => {
    const big = JSON.stringify({ ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(1024 * 1024) } });
    await rpcError(await post(server, big), 413, -32000);
    const chunked = await rawRequest(server.port, { headers: { ...POST_HEADERS, 'transfer-encoding': 'chunked' } }, Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024, 0x20)));
    assert.equal(chunked.status, 413);
    assert.equal(JSON.parse(chunked.text).error.code, -32000);
    assert.equal((await post(server, INITIALIZE)).status, 200, 'the server still answers');
  });

  it('should survive a client that goes away in the middle of its body', async () => {
    await new Promise<void>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: server.port, path: '/mcp', method: 'POST', headers: { ...POST_HEADERS, 'content-length': '5000' } });
      req.on('error', () => resolve());
      req.write('{"jsonrpc":"2.0",', () => setTimeout(() => (req.destroy(), resolve()), 50));
    });
    assert.equal((await post(server, INITIALIZE)).status, 200);
  });

  it('should answer -32700 with 400 to malformed JSON', async () => {
    for (const text of ['{"jsonrpc": "2.0", "id": 1,', '', 'nope']) {
      const body = await rpcError(await post(server, text), 400, -32700);
      assert.equal(body.id, null);
    }
  });

  it('should answer -32600 with 400 to JSON that is not a JSON-RPC 2.0 message, echoing a readable id', async () => {
    const wrongVersion = await rpcError(await post(server, { ...INITIALIZE, jsonrpc: '1.0', id: 7 }), 400, -32600);
    assert.equal(wrongVersion.id, 7);
    assert.match(wrongVersion.error.message, /jsonrpc/);
    for (const bad of [{ id: 1, method: 'initialize' }, [], 42, '"text"', { jsonrpc: '2.0', id: null, method: 'tools/list' }, { jsonrpc: '2.0', id: 1, method: 5 }, { jsonrpc: '2.0', id: 1 }]) {
      await rpcError(await post(server, bad), 400, -32600);
    }
  });

  it('should answer -32601 (in a 200 JSON-RPC response) to an unknown method on a session', async () => {
    const session = await rawSession(server);
    const response = await post(server, { jsonrpc: '2.0', id: 8, method: 'reviews/delete', params: {} }, { 'mcp-session-id': session });
    const body = await rpcError(response, 200, -32601);
    assert.equal(body.id, 8);
  });

  it('should refuse a request id already pending in the session (400, -32600) and never leave one hanging', async () => {
    const session = await rawSession(server);
    const headers = { 'mcp-session-id': session };
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_insights', arguments: {} } };
    const batch = await rpcError(await post(server, [call, call], headers), 400, -32600);
    assert.equal(batch.id, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(server, call, headers)));
    const statuses = answers.map((r) => r.status);
    assert.ok(statuses.every((s) => s === 200 || s === 400), statuses.join());
    assert.ok(statuses.includes(200));
    for (const answer of answers) await answer.body?.cancel();
    assert.equal((await post(server, call, headers)).status, 200, 'the id is free again once answered');
  });

  it('should answer 400 to a second initialize on an existing session, and to an unsupported protocol version header', async () => {
    const session = await rawSession(server);
    await rpcError(await post(server, INITIALIZE, { 'mcp-session-id': session }), 400, -32600);
    await rpcError(await post(server, { jsonrpc: '2.0', id: 9, method: 'tools/list' }, { 'mcp-session-id': session, 'mcp-protocol-version': '1999-01-01' }), 400, -32000);
  });

  it('should answer 405 to GET (no server-initiated stream is offered) with Allow', async () => {
    const response = await fetch(`${server.url}/mcp`, { headers: { accept: 'text/event-stream' } });
    await rpcError(response, 405, -32000);
    assert.equal(response.headers.get('allow'), 'POST, DELETE');
  });

  it('should refuse a Host it does not answer to (DNS rebinding) with 403, and accept loopback, IP literals and BASE_URL', async () => {
    const body = JSON.stringify(INITIALIZE);
    const refused = await rawRequest(server.port, { headers: { ...POST_HEADERS, host: 'evil.example:4321' } }, body);
    assert.equal(refused.status, 403);
    assert.equal(JSON.parse(refused.text).error.code, -32000);
    for (const host of ['localhost:4321', `127.0.0.1:${server.port}`, '[::1]:4321', 'LOCALHOST']) {
      const ok = await rawRequest(server.port, { headers: { ...POST_HEADERS, host } }, body);
      assert.equal(ok.status, 200, host);
    }
  });

  it('should accept any web Origin (public, read-only, no credentials) but refuse a malformed one', async () => {
    for (const origin of ['https://any-site.example', 'http://localhost:3000', 'null']) {
      const response = await post(server, INITIALIZE, { origin });
      assert.equal(response.status, 200, origin);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
      assert.match(response.headers.get('access-control-expose-headers') ?? '', /Mcp-Session-Id/);
    }
    await rpcError(await post(server, INITIALIZE, { origin: 'not an origin' }), 403, -32000);
  });

  it('should answer a browser preflight for POST /mcp with the headers MCP needs', async () => {
    const response = await fetch(`${server.url}/mcp`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any-site.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, mcp-session-id, mcp-protocol-version' },
    });
    assert.equal(response.status, 204);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /DELETE/);
    assert.match(response.headers.get('access-control-allow-headers') ?? '', /mcp-session-id/);
  });

  // What /mcp says about itself, held to what it does (issue 12).
  describe('saying no more than it does', () => {
    it('should advertise tools and resources without listChanged: nothing can ever be sent (GET /mcp is 405)', async () => {
      const response = await post(server, INITIALIZE);
      assert.equal(response.status, 200);
      const body = (await response.json()) as { result: { capabilities: Record<string, Record<string, unknown>> } };
      assert.deepEqual(body.result.capabilities.tools, {});
      assert.deepEqual(body.result.capabilities.resources, {});
      assert.equal(JSON.stringify(body.result.capabilities).includes('listChanged'), false);
    });

    it('should refuse a JSON-RPC batch in a 2025-06-18 session with 400 and -32600', async () => {
      const session = await rawSession(server);
      const headers = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' };
      const batch = [
        { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
      ];
      const response = await post(server, batch, headers);
      assert.equal(response.status, 400);
      const body = (await response.json()) as { id: unknown; error: { code: number; message: string } };
      assert.equal(body.error.code, -32600);
      assert.match(body.error.message, /batch/i);
      assert.equal(body.id, null);
      // The session still works, one message at a time.
      assert.equal((await post(server, batch[0], headers)).status, 200);
    });

    it('should still take a batch in a session on the 2025-03-26 revision, which has them', async () => {
      const session = await rawSession(server);
      const response = await post(server, [{ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { jsonrpc: '2.0', id: 2, method: 'ping' }], {
        'mcp-session-id': session,
        'mcp-protocol-version': '2025-03-26',
      });
      assert.equal(response.status, 200);
      const answers = (await response.json()) as Array<{ id: number }>;
      assert.deepEqual(answers.map((a) => a.id).sort(), [1, 2]);
    });

    it('should answer an unknown tool with a JSON-RPC -32602 error, not a tool result', async () => {
      const session = await rawSession(server);
      const response = await post(server, { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'delete_reviews', arguments: {} } }, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' });
      assert.equal(response.status, 200);
      const body = (await response.json()) as { id: number; result?: unknown; error?: { code: number; message: string } };
      assert.equal(body.result, undefined);
      assert.equal(body.id, 5);
      assert.equal(body.error?.code, -32602);
      assert.match(body.error?.message ?? '', /delete_reviews/);
    });

    it('should make the SDK client throw McpError -32602 for an unknown tool, and still answer known ones', async (t) => {
      const { client } = await connectClient(server, t);
      await assert.rejects(client.callTool({ name: 'delete_reviews', arguments: {} }), (error: unknown) => error instanceof McpError && error.code === -32602);
      const known = await client.callTool({ name: 'get_business', arguments: {} });
      assert.equal(known.isError, undefined);
    });
  });
});
