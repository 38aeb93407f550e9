import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { RatingReport } from '../../../core/schemas/rating-trend.ts';
import type { McpContext } from '../context.ts';
import { ratingReport } from '../views.ts';
import { READ_ONLY, toolResult } from './result.ts';
import { toolSchema } from './tool-schema.ts';

const input = z
  .object({
    months: z
      .number()
      .int()
      .min(1)
      .max(1200)
      .optional()
      .describe('Keep only the newest N months of the trend (the totals still cover every review). All months when omitted.'),
  })
  .strict();

const output = toolSchema(RatingReport);

export function registerGetRatingSummary(server: McpServer, { store }: McpContext): void {
  server.registerTool(
    'get_rating_summary',
    {
      title: 'Rating summary and monthly trend',
      description:
        'The aggregate star rating (average, count, how many reviews gave each star) and its trend by calendar month: reviews per month, that month\'s average and the running average. Use it for "how is this roofer rated?", "is it getting better or worse?" and "how many reviews last year?".',
      inputSchema: input,
      outputSchema: output,
      annotations: { title: 'Rating summary and monthly trend', ...READ_ONLY },
    },
    ({ months }) => {
      const report = ratingReport(store.current());
      return toolResult(months === undefined ? report : { ...report, trend: report.trend.slice(-months) });
    },
  );
}
