import { z } from 'zod';
import { QueryError } from '../../../core/query/errors.ts';
import { IsoDate } from '../../../core/schemas/date.ts';
import { SearchResult, searchParamsShape } from '../../../core/schemas/query.ts';
import { defineTool } from './definition.ts';
import { toolSchema } from './tool-schema.ts';

// The fields of the shared search schema, so date checks, limit default and cap, and cursors
// behave exactly as in search_reviews and GET /api/reviews/since/{date}.
const input = z.strictObject({
  date: searchParamsShape.since.unwrap().describe('Reviews dated on or after this day, YYYY-MM-DD (a real calendar date).'),
  limit: searchParamsShape.limit,
  cursor: searchParamsShape.cursor,
});

export const reviewsSince = defineTool({
  name: 'reviews_since',
  title: 'Reviews since a date',
  description:
    'Every review dated on or after a given day, newest first, a page at a time (limit 20 by default, at most 100; follow `next_cursor` for more). `total` says how many there are in all. Use it for "what have customers said since March?" or to catch up on reviews newer than ones you already have. The MCP twin of GET /api/reviews/since/{date}.',
  input,
  output: toolSchema(SearchResult.extend({ since: IsoDate.describe('The date asked for') })),
  answer({ engine }, { date, limit, cursor }) {
    let page: Buffer;
    try {
      page = engine.searchBytes({ since: date, limit, cursor });
    } catch (error) {
      if (error instanceof QueryError) return { error: `Invalid arguments for tool reviews_since: ${error.message}` };
      throw error;
    }
    // `{"since":"<date>",` then the search page's members: the page's bytes after its `{`.
    // `date` passed IsoDate (digits and dashes), so it needs no escaping.
    return { json: Buffer.concat([Buffer.from(`{"since":"${date}",`), page.subarray(1)]) };
  },
});
