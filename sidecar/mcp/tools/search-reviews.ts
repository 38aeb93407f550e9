import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { QueryError } from '../../../core/query/errors.ts';
import { SearchParams, SearchResult } from '../../../core/schemas/query.ts';
import type { McpContext } from '../context.ts';
import { READ_ONLY, toolError, toolResult } from './result.ts';
import { toolSchema } from './tool-schema.ts';

// The one schema of the search parameters, also behind the HTTP endpoint: the SDK checks
// arguments against it and answers a tool error naming each problem before the handler runs.
const input = toolSchema(SearchParams);
const output = toolSchema(SearchResult);

export function registerSearchReviews(server: McpServer, { store }: McpContext): void {
  server.registerTool(
    'search_reviews',
    {
      title: 'Search reviews',
      description:
        'Find verified reviews by star rating, date range, words in the text, a technician or a service; filters combine. Returns the matching reviews (newest first, every field), how many match in all, and `next_cursor` to fetch the next page (send it back with the same filters). The MCP twin of GET /api/reviews/search: same parameters, limit 20 by default, at most 100. Use it to quote or count reviews about a topic ("leak", "clean-up"), a person or a period.',
      inputSchema: input,
      outputSchema: output,
      annotations: { title: 'Search reviews', ...READ_ONLY },
    },
    (params) => {
      try {
        return toolResult(store.current().engine.search(params));
      } catch (error) {
        if (error instanceof QueryError) return toolError(`Invalid arguments for tool search_reviews: ${error.message}`);
        throw error;
      }
    },
  );
}
