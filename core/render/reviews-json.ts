import { latestChange, type Dataset } from '../dataset/dataset.ts';
import { memoByObject } from '../memo.ts';
import type { Review } from '../schemas/review.ts';

/** What the since renderer needs: the build's reviews (newest first) and its Last-Modified date. */
export type ReviewList = Pick<Dataset, 'reviews' | 'lastModified'>;

// Each review is serialised once per dataset; every document that lists reviews splices the
// same strings, so reviews.json, since/{date} files and dynamic since answers agree byte for byte.
export const serializedReviews = memoByObject((dataset: ReviewList): string[] => dataset.reviews.map((review) => JSON.stringify(review)));

/** Every review's serialisation as UTF-8, back to back in one buffer, with where each starts. */
export type SerializedBytes = { bytes: Buffer; offsets: Float64Array };

/**
 * The serialised reviews encoded once: a response spliced from these is a memcpy per review,
 * where encoding a freshly joined string costs more than finding the reviews did.
 */
export const serializedReviewBytes = memoByObject((dataset: ReviewList): SerializedBytes => {
  const strings = serializedReviews(dataset);
  const bytes = Buffer.from(strings.join(''));
  const offsets = new Float64Array(strings.length + 1);
  for (let i = 0; i < strings.length; i++) offsets[i + 1] = offsets[i]! + Buffer.byteLength(strings[i]!);
  return { bytes, offsets };
});

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

/** The body of `api/reviews/since/{date}`, prebuilt or answered by the sidecar alike. */
export function renderSince(dataset: ReviewList, date: string): { body: string; lastModified: string } {
  const count = countOnOrAfter(dataset.reviews, date);
  const reviews = serializedReviews(dataset).slice(0, count);
  return {
    body: `{"since":${JSON.stringify(date)},"count":${count},"reviews":[${reviews.join(',')}]}`,
    // What these reviews last changed; with none, the dataset's own date.
    lastModified: latestChange(dataset.reviews.slice(0, count)) ?? dataset.lastModified,
  };
}
