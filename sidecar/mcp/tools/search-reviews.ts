import { QueryError } from '../../../core/query/errors.ts';
import { SearchParams, SearchResult } from '../../../core/schemas/query.ts';
import { defineTool } from './definition.ts';
import { toolSchema } from './tool-schema.ts';

export const searchReviews = defineTool({
  name: 'search_reviews',
  title: 'Search reviews',
  description:
    'Find verified reviews by star rating, date range, words in the text, a technician or a service; filters combine. Returns the matching reviews (newest first, every field), how many match in all, and `next_cursor` to fetch the next page (send it back with the same filters). The MCP twin of GET /api/reviews/search: same parameters, limit 20 by default, at most 100. Use it to quote or count reviews about a topic ("leak", "clean-up"), a person or a period.',
  // The one schema of the search parameters, also behind the HTTP endpoint: arguments are
  // checked against it, and a tool error names each problem, before the engine runs.
  input: toolSchema(SearchParams),
  output: toolSchema(SearchResult),
  // The engine's own answer bytes, as GET /api/reviews/search sends them.
  answer({ engine }, params) {
    try {
      return { json: engine.searchBytes(params) };
    } catch (error) {
      if (error instanceof QueryError) return { error: `Invalid arguments for tool search_reviews: ${error.message}` };
      throw error;
    }
  },
});
