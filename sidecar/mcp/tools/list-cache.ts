import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

type Handler = (request: unknown, extra: unknown) => unknown;

/** The tools/list answer, the same for every session and every build (see below). */
let cached: Promise<unknown> | undefined;

/**
 * The SDK's tools/list handler converts every tool's zod input and output schema to JSON Schema
 * on every call (10 to 40 ms for these eight tools). The tools, their descriptions and their
 * schemas are fixed in code: nothing in them comes from a build or a session (tests/mcp/
 * client.test.ts compares the list across sessions). So the first answer is kept for
 * the life of the process. Like unknown-tool.ts, this reaches into the SDK's handler table, and
 * throws when the first session opens if a release moves it.
 */
export function cacheToolList(server: McpServer): void {
  const handlers = (server.server as unknown as { _requestHandlers?: Map<string, Handler> })._requestHandlers;
  const list = handlers?.get('tools/list');
  if (!handlers || !list) throw new Error('cacheToolList: this MCP SDK keeps tools/list elsewhere; see sidecar/mcp/tools/list-cache.ts');
  handlers.set('tools/list', (request, extra) => {
    cached ??= Promise.resolve(list(request, extra)).catch((error: unknown) => {
      cached = undefined; // never keep a failure
      throw error;
    });
    return cached;
  });
}
