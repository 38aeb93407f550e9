import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import type { RunningSidecar } from '../helpers/server.ts';
import { connectClient, INITIALIZE, post, rawSession, startMcpSidecar } from './mcp-fixture.ts';

// What /mcp says about itself, held to what it does (issue 12, defect 6).

describe('MCP: saying no more than it does', () => {
  let server: RunningSidecar;
  before(async () => {
    server = await startMcpSidecar();
  });
  after(() => server.close());

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
