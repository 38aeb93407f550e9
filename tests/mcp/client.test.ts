import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { RunningSidecar } from '../helpers/server.ts';
import { connectClient, startMcpSidecar } from './mcp-fixture.ts';

const TOOLS = ['get_business', 'search_reviews', 'get_review', 'reviews_since', 'get_rating_summary', 'get_insights', 'list_entities'];

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema & { description?: string }>; required?: string[]; $ref?: string };

describe('the SDK client against /mcp', () => {
  let server: RunningSidecar;
  let client: Client;
  let transport: StreamableHTTPClientTransport;
  before(async () => {
    server = await startMcpSidecar();
    ({ client, transport } = await connectClient(server));
  });
  after(async () => {
    await client.close();
    await server.close();
  });

  it('should initialize: a session id, the server identity and its tools and resources capabilities', () => {
    assert.match(transport.sessionId ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual(client.getServerVersion(), { name: 'reviews-service', title: 'Verified roofing reviews', version: '1.0.0' });
    const capabilities = client.getServerCapabilities();
    assert.ok(capabilities?.tools, 'tools capability');
    assert.ok(capabilities?.resources, 'resources capability');
    assert.match(client.getInstructions() ?? '', /Test Roofing & Sons/);
  });

  it('should list exactly the seven read-only tools', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name), TOOLS);
  });

  it('should give every tool a title, a description, object input and output schemas with every input described, and read-only annotations', async () => {
    const { tools } = await client.listTools();
    for (const tool of tools) {
      assert.ok(tool.title && tool.title.length > 3, `${tool.name}: title`);
      assert.ok(tool.description && tool.description.length > 60, `${tool.name}: description says when to use it`);
      const input = tool.inputSchema as JsonSchema;
      assert.equal(input.type, 'object', `${tool.name}: inputSchema is an object schema`);
      for (const [field, schema] of Object.entries(input.properties ?? {})) {
        assert.ok(schema.description, `${tool.name}.${field}: described`);
      }
      const output = tool.outputSchema as JsonSchema | undefined;
      assert.equal(output?.type, 'object', `${tool.name}: outputSchema is an object schema`);
      assert.ok(Object.keys(output?.properties ?? {}).length > 0, `${tool.name}: outputSchema has properties`);
      assert.equal(tool.annotations?.readOnlyHint, true, `${tool.name}: readOnlyHint`);
      assert.equal(tool.annotations?.openWorldHint, false, `${tool.name}: openWorldHint`);
      assert.equal(tool.annotations?.destructiveHint, false, `${tool.name}: destructiveHint`);
      assert.ok(!JSON.stringify(tool).includes('"format":"date-time"') || tool.name !== 'search_reviews');
    }
  });

  it('should show search_reviews with the REST parameters, none required, limit 1 to 100 defaulting to 20', async () => {
    const { tools } = await client.listTools();
    const input = tools.find((tool) => tool.name === 'search_reviews')!.inputSchema as JsonSchema & { additionalProperties?: boolean };
    assert.deepEqual(Object.keys(input.properties ?? {}).sort(), ['cursor', 'limit', 'mentions_service', 'mentions_technician', 'min_rating', 'query', 'rating', 'since', 'until']);
    assert.deepEqual(input.required ?? [], []);
    assert.equal(input.additionalProperties, false);
    assert.deepEqual(input.properties!.limit, { ...input.properties!.limit, type: 'integer', minimum: 1, maximum: 100, default: 20 });
    assert.deepEqual(input.properties!.rating, { ...input.properties!.rating, type: 'integer', minimum: 1, maximum: 5 });
  });

  // tools/list is worked out once per build (sidecar/mcp/tool-list.ts): every session,
  // and every call of one session, must still see the full list with its schemas.
  it('should give every session the same full tools/list, call after call', async () => {
    const first = await client.listTools();
    assert.deepEqual((await client.listTools()).tools, first.tools);
    const other = await connectClient(server);
    try {
      const theirs = await other.client.listTools();
      assert.deepEqual(theirs.tools, first.tools);
      assert.deepEqual(theirs.tools.map((tool) => tool.name), TOOLS);
      assert.equal((theirs.tools.find((tool) => tool.name === 'search_reviews')!.inputSchema as JsonSchema).type, 'object');
      // The kept list is not the tools' only source: a call on the new session still runs.
      const called = await other.client.callTool({ name: 'search_reviews', arguments: { limit: 1 } });
      assert.equal((called.structuredContent as { limit: number }).limit, 1);
    } finally {
      await other.client.close();
    }
  });

  it('should take an empty object for get_business', async () => {
    const { tools } = await client.listTools();
    const input = tools.find((tool) => tool.name === 'get_business')!.inputSchema as JsonSchema;
    assert.deepEqual(input.properties ?? {}, {});
  });
});
