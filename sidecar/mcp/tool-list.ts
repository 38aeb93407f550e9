import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { JSONRPCMessage, ListToolsResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * What `server` answers to tools/list, asked once over the SDK's in-process transport; the
 * server is closed afterwards. server.ts answers every later tools/list with this result:
 * the SDK writes each tool's zod schemas out as JSON Schema on every tools/list (about 20 ms
 * for our seven tools), the same work each time, on every server.
 */
export async function askToolList(server: McpServer): Promise<ListToolsResult> {
  const [client, end] = InMemoryTransport.createLinkedPair();
  await server.connect(end);
  try {
    const answer = new Promise<JSONRPCMessage>((resolve) => (client.onmessage = resolve));
    await client.send({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const message = await answer;
    if (!('result' in message)) throw new Error(`tools/list failed: ${JSON.stringify(message)}`);
    return message.result as ListToolsResult;
  } finally {
    await server.close();
  }
}
