import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpContext } from '../context.ts';
import { READ_ONLY, type ToolAnswer, type ToolDefinition } from './definition.ts';
import { getBusiness } from './get-business.ts';
import { getInsights } from './get-insights.ts';
import { getRatingSummary } from './get-rating-summary.ts';
import { getReview } from './get-review.ts';
import { listEntities } from './list-entities.ts';
import { reviewsSince } from './reviews-since.ts';
import { searchReviews } from './search-reviews.ts';

/** Every tool of /mcp, in the order tools/list shows them. All read-only. */
export const TOOLS: readonly ToolDefinition[] = [getBusiness, searchReviews, getReview, reviewsSince, getRatingSummary, getInsights, listEntities];

/** The tools by name (a Map: no inherited name such as `constructor` can name a tool). */
export const TOOLS_BY_NAME: ReadonlyMap<string, ToolDefinition> = new Map(TOOLS.map((tool) => [tool.name, tool]));

/**
 * Registers every tool with the SDK's McpServer, which is what tools/list is made from (the
 * SDK writes each zod schema out as JSON Schema; tool-list.ts asks once per build). tools/call
 * itself is answered by call-tool.ts, in front of the McpServer's own handler (server.ts):
 * the callback here serves only a server used as the SDK builds it.
 */
export function registerTools(server: McpServer, { store, urls }: McpContext): void {
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, outputSchema: tool.output, annotations: { title: tool.title, ...READ_ONLY } },
      async (args: Record<string, unknown>) => asCallToolResult(await tool.answer(store.current(), args, urls)),
    );
  }
}

/** An answer as the SDK's result object. */
function asCallToolResult(answer: ToolAnswer): CallToolResult {
  if ('error' in answer) return { content: [{ type: 'text', text: answer.error }], isError: true };
  const text = ('parts' in answer ? Buffer.concat(answer.parts.structured) : answer.json).toString('utf8');
  return { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) as Record<string, unknown> };
}
