import { memoByObject } from '../memo.ts';
import type { Review } from '../schemas/review.ts';

/** Reviews by id, built once per review list (a build's dataset, a sidecar snapshot's). */
export const reviewsById = memoByObject((reviews: readonly Review[]): ReadonlyMap<string, Review> => new Map(reviews.map((review) => [review.id, review])));
