import type { MonthlyRating } from '../schemas/rating-trend.ts';

/** Two decimals, as every average the service publishes. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The rating by calendar month, oldest first, every month from the first review's to the
 * newest's (months without reviews have count 0 and a null average, so a chart shows the gap).
 * Reviews may come in any order; one pass to bucket, one over the months.
 */
export function monthlyRatingTrend(reviews: Iterable<{ date: string; rating: number }>): MonthlyRating[] {
  const buckets = new Map<string, { count: number; sum: number }>();
  for (const { date, rating } of reviews) {
    const month = date.slice(0, 7);
    const bucket = buckets.get(month);
    if (bucket) {
      bucket.count++;
      bucket.sum += rating;
    } else buckets.set(month, { count: 1, sum: rating });
  }
  if (buckets.size === 0) return [];
  const months = [...buckets.keys()].sort();
  const last = months.at(-1)!;
  const trend: MonthlyRating[] = [];
  let totalCount = 0;
  let totalSum = 0;
  for (let month = months[0]!; ; month = nextMonth(month)) {
    const { count, sum } = buckets.get(month) ?? { count: 0, sum: 0 };
    totalCount += count;
    totalSum += sum;
    trend.push({
      month,
      count,
      average: count === 0 ? null : round2(sum / count),
      cumulative_count: totalCount,
      cumulative_average: round2(totalSum / totalCount), // the first month always has reviews
    });
    if (month === last) return trend;
  }
}
