import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpContext } from '../context.ts';
import { registerGetBusiness } from './get-business.ts';
import { registerGetInsights } from './get-insights.ts';
import { registerGetRatingSummary } from './get-rating-summary.ts';
import { registerGetReview } from './get-review.ts';
import { registerListEntities } from './list-entities.ts';
import { registerReviewsSince } from './reviews-since.ts';
import { registerSearchReviews } from './search-reviews.ts';

/** Every tool of /mcp, in the order tools/list shows them. All read-only. */
export function registerTools(server: McpServer, context: McpContext): void {
  registerGetBusiness(server, context);
  registerSearchReviews(server, context);
  registerGetReview(server, context);
  registerReviewsSince(server, context);
  registerGetRatingSummary(server, context);
  registerGetInsights(server, context);
  registerListEntities(server, context);
}
