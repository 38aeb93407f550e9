import { z } from 'zod';
import { RatingSummary } from './review.ts';

/** One calendar month of reviews: how many, their mean, and the mean of everything up to it. */
export const MonthlyRating = z
  .object({
    month: z.string().regex(/^\d{4}-\d{2}$/).describe('Calendar month, YYYY-MM'),
    count: z.number().int().min(0).describe('Reviews dated in this month'),
    average: z.number().nullable().describe('Mean star rating of this month, two decimals; null for a month without reviews'),
    cumulative_count: z.number().int().min(0).describe('Reviews dated in this month or earlier'),
    cumulative_average: z.number().describe('Mean star rating of every review up to the end of this month, two decimals'),
  })
  .meta({ id: 'MonthlyRating' });

/** The aggregate rating with its trend by month, oldest month first, gaps included. */
export const RatingReport = RatingSummary.extend({
  trend: z.array(MonthlyRating).describe('One entry per calendar month from the first review to the newest, oldest first'),
}).meta({ id: 'RatingReport' });

export type MonthlyRating = z.infer<typeof MonthlyRating>;
export type RatingReport = z.infer<typeof RatingReport>;
