import { z } from 'zod';
import { Business } from './business.ts';
import { IsoDate } from './date.ts';
import { RatingSummary, Review } from './review.ts';

/**
 * `reviews.json` as the build writes it (core/render/reviews-json.ts) and the sidecar loads it
 * (core/dataset/published.ts): business metadata, aggregate rating, every review newest first.
 */
export const ReviewsDocument = z
  .object({
    business: Business,
    rating: RatingSummary,
    last_modified: IsoDate.describe('Date of the newest change to what this document holds: the business profile or a review (written, verified or answered); the Last-Modified header is this date.'),
    reviews: z.array(Review).describe('Every verified review, newest first (equal dates by id).'),
  })
  .meta({ id: 'ReviewsDocument' });

export type ReviewsDocument = z.infer<typeof ReviewsDocument>;
