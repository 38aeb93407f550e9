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
    last_modified: IsoDate.describe('Date of the newest change anywhere in the published data; the Last-Modified header derives from it.'),
    reviews: z.array(Review).describe('Every verified review, newest first (equal dates by id).'),
  })
  .meta({ id: 'ReviewsDocument' });

export type ReviewsDocument = z.infer<typeof ReviewsDocument>;
