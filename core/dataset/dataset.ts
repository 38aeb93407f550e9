import type { Content } from '../content/load.ts';
import type { Aspect } from '../schemas/aspects.ts';
import type { Business } from '../schemas/business.ts';
import type { Editorial } from '../schemas/editorial.ts';
import type { RatingSummary, Review } from '../schemas/review.ts';

/**
 * The validated content in the order every output uses: reviews newest first, ties by id.
 * Built once per build (and once per build the sidecar loads); never mutated afterwards.
 */
export type Dataset = {
  business: Business;
  /** Newest first; equal dates ordered by id, so the order is total and stable. */
  reviews: readonly Review[];
  rating: RatingSummary;
  editorial: Editorial;
  aspects: readonly Aspect[];
  /** ISO date of the newest change anywhere in the content: drives Last-Modified. */
  lastModified: string;
};

/** Newest first, then id ascending. */
export function compareReviews(a: Review, b: Review): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The newest date a review's record carries: written, verified or answered. */
export function reviewLastModified(review: Review): string {
  let latest = review.date;
  if (review.verification.verified_at > latest) latest = review.verification.verified_at;
  if (review.owner_response && review.owner_response.date > latest) latest = review.owner_response.date;
  return latest;
}

/** The newest change among `reviews`, or undefined for none. */
export function latestChange(reviews: Iterable<Review>): string | undefined {
  let latest: string | undefined;
  for (const review of reviews) {
    const changed = reviewLastModified(review);
    if (latest === undefined || changed > latest) latest = changed;
  }
  return latest;
}

/** Average (two decimals), count and distribution by star. */
export function summarizeRatings(reviews: Iterable<{ rating: number }>): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const { rating } of reviews) {
    distribution[rating as 1 | 2 | 3 | 4 | 5]++;
    count++;
    sum += rating;
  }
  const average = count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
  return { average, count, distribution, best_rating: 5, worst_rating: 1 };
}

export function createDataset(content: Content): Dataset {
  const reviews = [...content.reviews].sort(compareReviews);
  const candidates = [content.business.updated, content.editorial.updated, latestChange(reviews) ?? content.business.updated];
  return {
    business: content.business,
    reviews,
    rating: summarizeRatings(reviews),
    editorial: content.editorial,
    aspects: content.aspects,
    lastModified: candidates.reduce((a, b) => (b > a ? b : a)),
  };
}
