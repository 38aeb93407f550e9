import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

type Handler = (request: { params?: { name?: unknown } }, extra: unknown) => Promise<unknown>;

/**
 * MCP 2025-06-18 (Server Features › Tools › Error Handling) counts an unknown tool among the
 * protocol errors, answered as JSON-RPC -32602; a tool result with `isError` is for a tool that
 * ran and failed. The SDK's McpServer (1.32) throws "Tool x not found" as -32602 and then
 * catches it into an `isError` result itself (typescript-sdk issue 1956). This puts a check in
 * front of the tools/call handler the McpServer installed, so an unknown name never reaches it.
 * The SDK keeps both the handler and the tool table private: if a release moves them, this
 * throws when the first session opens, and tests/mcp/http.test.ts ("saying no more than it does") fails.
 */
export function refuseUnknownTools(server: McpServer): void {
  const handlers = (server.server as unknown as { _requestHandlers?: Map<string, Handler> })._requestHandlers;
  const tools = (server as unknown as { _registeredTools?: Record<string, unknown> })._registeredTools;
  const call = handlers?.get('tools/call');
  if (!handlers || !tools || !call) throw new Error('refuseUnknownTools: this MCP SDK keeps tools/call elsewhere; see sidecar/mcp/unknown-tool.ts');
  handlers.set('tools/call', (request, extra) => {
    const name = request.params?.name;
    if (typeof name === 'string' && !Object.hasOwn(tools, name)) {
      return Promise.reject(new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. tools/list names the tools this server has.`));
    }
    return call(request, extra);
  });
}
