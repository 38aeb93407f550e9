import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { Review } from '../../../core/schemas/review.ts';
import type { McpContext } from '../context.ts';
import { READ_ONLY, toolError, toolResult } from './result.ts';

const input = z
  .object({
    id: z.string().min(1).max(64).describe('The review id, as search_reviews, reviews_since and the datasets give it (e.g. "r-1042")'),
  })
  .strict();

const output = z.object({
  review: Review.describe('The review with every field: text, rating, date, author, source, verification, mentions, owner response'),
  url: z.url().describe('Public permalink of the review'),
});

export function registerGetReview(server: McpServer, { store, urls }: McpContext): void {
  server.registerTool(
    'get_review',
    {
      title: 'One review by id',
      description:
        'Fetch a single verified review by its id, with every field (full text, owner response, verification). Use it when you already have an id, e.g. from get_insights or list_entities, and need the review itself.',
      inputSchema: input,
      outputSchema: output,
      annotations: { title: 'One review by id', ...READ_ONLY },
    },
    ({ id }) => {
      const review = store.current().engine.review(id);
      if (!review) return toolError(`No review has the id "${id}". Ids come from search_reviews or reviews_since results.`);
      return toolResult({ review, url: urls.review(review) });
    },
  );
}
