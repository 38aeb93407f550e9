import type { Business } from '../schemas/business.ts';
import type { RatingSummary, Review } from '../schemas/review.ts';

/**
 * The dataset as `reviews.json` publishes it: what the sidecar loads from a build (never from
 * content), so it serves exactly what the build wrote. Reviews are newest first.
 */
export type PublishedDataset = {
  business: Business;
  rating: RatingSummary;
  last_modified: string;
  reviews: Review[];
};

/** Everything of reviews.json but the reviews: what the sidecar keeps as objects. */
export type PublishedHead = Omit<PublishedDataset, 'reviews'> & { lastModified: string };

/** Parses a build's reviews.json; the since renderer and query engine read this shape. */
export function parsePublishedDataset(json: string): PublishedDataset & { lastModified: string } {
  const parsed = JSON.parse(json) as PublishedDataset;
  return { ...parsed, lastModified: parsed.last_modified };
}
