import { z } from 'zod';
import { RatingReport } from '../../../core/schemas/rating-trend.ts';
import { ratingReport } from '../views.ts';
import { defineTool, jsonAnswer } from './definition.ts';
import { toolSchema } from './tool-schema.ts';

export const getRatingSummary = defineTool({
  name: 'get_rating_summary',
  title: 'Rating summary and monthly trend',
  description:
    'The aggregate star rating (average, count, how many reviews gave each star) and its trend by calendar month: reviews per month, that month\'s average and the running average. Use it for "how is this roofer rated?", "is it getting better or worse?" and "how many reviews last year?".',
  input: z
    .object({
      months: z
        .number()
        .int()
        .min(1)
        .max(1200)
        .optional()
        .describe('Keep only the newest N months of the trend (the totals still cover every review). All months when omitted.'),
    })
    .strict(),
  output: toolSchema(RatingReport),
  answer(snapshot, { months }) {
    const report = ratingReport(snapshot);
    return jsonAnswer(months === undefined ? report : { ...report, trend: report.trend.slice(-months) });
  },
});
