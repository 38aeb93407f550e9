import type { Dataset } from '../../core/dataset/dataset.ts';
import type { Review } from '../../core/schemas/review.ts';

const cache = new WeakMap<Dataset, Map<string, Review>>();

/** Reviews by id, built once per dataset: insights cite ids, pages link to permalinks. */
export function reviewsById(dataset: Dataset): Map<string, Review> {
  let index = cache.get(dataset);
  if (!index) {
    index = new Map(dataset.reviews.map((review) => [review.id, review]));
    cache.set(dataset, index);
  }
  return index;
}
