import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildServer } from '../../sidecar/mcp/server.ts';
import { askToolList } from '../../sidecar/mcp/tool-list.ts';
import { post, rawSession, startMcpSidecar } from './mcp-fixture.ts';

const SECRET = 'tool-list-test-secret-0123456789abcdef0123';

describe('tools/list, answered once per build', () => {
  for (const [mode, config] of [
    ['in-memory sessions', {}],
    ['signed sessions', { mcp: { signed: { secret: SECRET, lifetimeMs: 60_000 } } }],
  ] as const) {
    it(`should answer exactly what the SDK's own McpServer lists, every time (${mode})`, async (t) => {
      const server = await startMcpSidecar(config);
      t.after(() => server.close());
      // As JSON, as it goes over HTTP (the in-process answer still has undefined members).
      const uncached = JSON.parse(JSON.stringify(await askToolList(buildServer({ store: server.store, urls: server.urls }))));
      assert.equal(uncached.tools.length, 7);
      const session = await rawSession(server);
      const bodies: string[] = [];
      for (let id = 1; id <= 3; id++) {
        const answer = await post(server, { jsonrpc: '2.0', id, method: 'tools/list', params: {} }, { 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' });
        assert.equal(answer.status, 200);
        const body = (await answer.json()) as { id: number; result: unknown };
        assert.equal(body.id, id);
        assert.deepEqual(body.result, uncached);
        bodies.push(JSON.stringify(body.result));
      }
      assert.equal(new Set(bodies).size, 1);
    });
  }
});
