import { nextQuarter, quarterOf } from '../../core/dates.ts';
import type { Review } from '../../core/schemas/review.ts';

export type QuarterRating = { quarter: string; count: number; average: number | null };

/**
 * Reviews and mean star rating per calendar quarter, oldest first, every quarter from the first
 * review's to the newest's (an empty quarter has a null average). One pass over the reviews.
 */
export function quarterlyRatings(reviews: readonly Pick<Review, 'date' | 'rating'>[]): QuarterRating[] {
  const buckets = new Map<string, { count: number; sum: number }>();
  for (const { date, rating } of reviews) {
    const key = quarterOf(date);
    const bucket = buckets.get(key) ?? { count: 0, sum: 0 };
    bucket.count++;
    bucket.sum += rating;
    buckets.set(key, bucket);
  }
  if (buckets.size === 0) return [];
  const keys = [...buckets.keys()].sort();
  const out: QuarterRating[] = [];
  for (let quarter = keys[0]!; ; quarter = nextQuarter(quarter)) {
    const bucket = buckets.get(quarter);
    out.push({ quarter, count: bucket?.count ?? 0, average: bucket ? Math.round((bucket.sum / bucket.count) * 100) / 100 : null });
    if (quarter === keys.at(-1)) break;
  }
  return out;
}
