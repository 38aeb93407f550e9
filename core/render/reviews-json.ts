import { latestChange, type Dataset } from '../dataset/dataset.ts';
import { memoByObject } from '../memo.ts';
import type { Review } from '../schemas/review.ts';

/** What the since renderer needs: the build's reviews (newest first) and its Last-Modified date. */
export type ReviewList = Pick<Dataset, 'reviews' | 'lastModified'>;

// Each review is serialised once per dataset; every document that lists reviews splices the
// same strings, so reviews.json, since/{date} files and dynamic since answers agree byte for byte.
export const serializedReviews = memoByObject((dataset: ReviewList): string[] => dataset.reviews.map((review) => JSON.stringify(review)));

/**
 * When what `reviews.json` holds last changed: the business profile or a review (written,
 * verified, answered). Not editorial.md, which only the insights and pages carry.
 */
export function reviewsJsonLastModified(dataset: Pick<Dataset, 'business' | 'reviews'>): string {
  const reviews = latestChange(dataset.reviews);
  return reviews !== undefined && reviews > dataset.business.updated ? reviews : dataset.business.updated;
}

/** `reviews.json`: business metadata, aggregate rating and every review, newest first. */
export function renderReviewsJson(dataset: Dataset): string {
  const head = JSON.stringify({ business: dataset.business, rating: dataset.rating, last_modified: reviewsJsonLastModified(dataset) });
  return `${head.slice(0, -1)},"reviews":[${serializedReviews(dataset).join(',')}]}`;
}

/**
 * Index of the first review dated before `date` in newest-first order: reviews
 * [0, index) are the ones on or after `date`. Binary search, O(log n).
 */
export function countOnOrAfter(reviews: readonly Review[], date: string): number {
  let low = 0;
  let high = reviews.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reviews[mid]!.date >= date) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * What surrounds the reviews (joined by commas) in a since/{date} body: the one layout of that
 * document, for the build's renderer and the sidecar's engine, which splices stored bytes.
 */
export function sinceEnvelope(date: string, count: number): { head: string; tail: string } {
  return { head: `{"since":${JSON.stringify(date)},"count":${count},"reviews":[`, tail: ']}' };
}

/** The body of `api/reviews/since/{date}`, prebuilt or answered by the sidecar alike. */
export function renderSince(dataset: ReviewList, date: string): { body: string; lastModified: string } {
  const count = countOnOrAfter(dataset.reviews, date);
  const reviews = serializedReviews(dataset).slice(0, count);
  const { head, tail } = sinceEnvelope(date, count);
  return {
    body: `${head}${reviews.join(',')}${tail}`,
    // What these reviews last changed; with none, the dataset's own date.
    lastModified: latestChange(dataset.reviews.slice(0, count)) ?? dataset.lastModified,
  };
}
