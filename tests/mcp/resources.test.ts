import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { RunningSidecar } from '../helpers/server.ts';
import { connectClient, startMcpSidecar } from './mcp-fixture.ts';

describe('MCP resources: the published datasets', () => {
  let server: RunningSidecar;
  let client: Client;
  before(async () => {
    server = await startMcpSidecar();
    ({ client } = await connectClient(server));
  });
  after(async () => {
    await client.close();
    await server.close();
  });

  const DATASETS = [
    ['http://localhost:4321/reviews.json', '/reviews.json', 'application/json'],
    ['http://localhost:4321/insights.json', '/insights.json', 'application/json'],
    ['http://localhost:4321/api/feed.json', '/api/feed.json', 'application/json'],
    ['http://localhost:4321/feed.xml', '/feed.xml', 'application/atom+xml'],
  ] as const;

  it('should list the datasets and feeds under their public URLs, with titles and media types', async () => {
    const { resources } = await client.listResources();
    assert.deepEqual(
      resources.map((r) => [r.uri, r.mimeType]),
      DATASETS.map(([uri, , mime]) => [uri, mime]),
    );
    for (const resource of resources) assert.ok(resource.title && resource.description, resource.uri);
  });

  for (const [uri, file, mimeType] of DATASETS) {
    it(`should read ${file} with the very bytes the HTTP endpoint serves`, async () => {
      const { contents } = await client.readResource({ uri });
      assert.equal(contents.length, 1);
      assert.equal(contents[0]!.uri, uri);
      assert.equal(contents[0]!.mimeType, mimeType);
      assert.equal((contents[0] as { text?: string }).text, await (await fetch(`${server.url}${file}`)).text());
    });
  }

  it('should offer since/{date} as a template and read any date with the endpoint\'s bytes', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    assert.deepEqual(resourceTemplates.map((t) => t.uriTemplate), ['http://localhost:4321/api/reviews/since/{date}']);
    for (const date of ['2024-12-20', '2024-01-01']) {
      const uri = `http://localhost:4321/api/reviews/since/${date}`;
      const { contents } = await client.readResource({ uri });
      assert.equal((contents[0] as { text?: string }).text, await (await fetch(`${server.url}/api/reviews/since/${date}`)).text(), date);
    }
  });

  it('should answer a bad date or an unknown resource with a JSON-RPC error, not a crash', async () => {
    await assert.rejects(client.readResource({ uri: 'http://localhost:4321/api/reviews/since/2024-02-30' }), /calendar date|YYYY-MM-DD/);
    await assert.rejects(client.readResource({ uri: 'http://localhost:4321/secrets.json' }), /not found/i);
    const { resources } = await client.listResources();
    assert.equal(resources.length, 4, 'the server still answers');
  });
});
