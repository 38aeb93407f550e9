import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { Snapshot } from '../build-store.ts';
import { callTool } from './call-tool.ts';
import { joinedResult } from './tools/result-bytes.ts';
import type { McpContext } from './context.ts';
import { registerResources } from './resources/index.ts';
import { askToolList } from './tool-list.ts';
import { registerTools } from './tools/index.ts';

/** Server name and version as `initialize` reports them; the version is the interface's. */
const SERVER_INFO = { name: 'reviews-service', title: 'Verified roofing reviews', version: '1.0.0' };

/**
 * The SDK gives every Server its own Ajv instance (for elicitation, which these tools never
 * use): about a third of a session's set-up time and memory. One, shared, is enough.
 */
let validator: AjvJsonSchemaValidator | undefined;

/**
 * One MCP server for one session, or with signed sessions for one request (the SDK binds a
 * server to a single transport). Building it is cheap: the tools only close over the context;
 * what they read is derived once per build (views.ts, the query engine), and so is the
 * tools/list answer, shared by every server.
 */
export function createMcpServer(context: McpContext): McpServer {
  const server = buildServer(context);
  const snapshot = context.store.current();
  server.server.setRequestHandler(ListToolsRequestSchema, () => toolList(snapshot, context));
  return server;
}

/** tools/list per build, asked once of a server built the normal way (tool-list.ts). */
const toolLists = new WeakMap<Snapshot, Promise<ListToolsResult>>();

function toolList(snapshot: Snapshot, context: McpContext): Promise<ListToolsResult> {
  let list = toolLists.get(snapshot);
  if (!list) {
    list = askToolList(buildServer(context));
    list.catch(() => toolLists.delete(snapshot)); // a failure is not kept: the next tools/list asks again
    toolLists.set(snapshot, list);
  }
  return list;
}

/** The server with its tools and resources, as the SDK builds it. */
export function buildServer(context: McpContext): McpServer {
  const { business } = context.store.current().dataset;
  const server = new McpServer(SERVER_INFO, {
    capabilities: { tools: {}, resources: {} },
    jsonSchemaValidator: (validator ??= new AjvJsonSchemaValidator()),
    instructions:
      `Read-only access to the verified customer reviews of ${business.name}, a roofing business, and to an analysis of them. ` +
      'Start with get_business (profile, services, technicians, areas, rating). search_reviews filters reviews; get_rating_summary gives the rating and its monthly trend; ' +
      'get_insights and list_entities say what customers praise or criticise and about whom. Everything here is public; no credentials are needed.',
  });
  registerTools(server, context);
  registerResources(server, context);
  // Registering makes the SDK advertise `listChanged`, but the tools and resources of a server
  // never change during a session, and with no GET stream nothing could be sent: say so.
  server.server.registerCapabilities({ tools: { listChanged: undefined }, resources: { listChanged: undefined } });
  // tools/call through the SDK (batches, calls with `_meta`: what the direct path leaves to
  // it) is answered by the same call-tool.ts, instead of the McpServer's handler: unknown
  // tools are JSON-RPC -32602, and no result is checked against its output schema per call.
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const outcome = await callTool(context, request.params.name, request.params.arguments);
    if ('error' in outcome) throw outcome.error;
    return JSON.parse(joinedResult(outcome.result).toString('utf8')) as CallToolResult;
  });
  return server;
}
