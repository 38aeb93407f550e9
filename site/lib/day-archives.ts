import type { Dataset } from '../../core/dataset/dataset.ts';
import { memoByObject } from '../../core/memo.ts';
import type { Review } from '../../core/schemas/review.ts';

/** The reviews of one date: the page every permalink points into, which never moves. */
export type DayArchive = { date: string; reviews: readonly Review[]; newer?: string; older?: string };

/** One archive per date that has reviews, newest first, each linked to its neighbours; once per dataset. */
export const dayArchives = memoByObject((dataset: Dataset): DayArchive[] => {
  const days: DayArchive[] = [];
  // Reviews are newest first, so each date's reviews are one contiguous run.
  let start = 0;
  const reviews = dataset.reviews;
  for (let i = 1; i <= reviews.length; i++) {
    if (i === reviews.length || reviews[i]!.date !== reviews[start]!.date) {
      days.push({ date: reviews[start]!.date, reviews: reviews.slice(start, i) });
      start = i;
    }
  }
  days.forEach((day, i) => {
    day.newer = days[i - 1]?.date;
    day.older = days[i + 1]?.date;
  });
  return days;
});
