import { z } from 'zod';
import { Review } from '../../../core/schemas/review.ts';
import { defineTool, jsonAnswer } from './definition.ts';

export const getReview = defineTool({
  name: 'get_review',
  title: 'One review by id',
  description:
    'Fetch a single verified review by its id, with every field (full text, owner response, verification). Use it when you already have an id, e.g. from get_insights or list_entities, and need the review itself.',
  input: z
    .object({
      id: z.string().min(1).max(64).describe('The review id, as search_reviews, reviews_since and the datasets give it (e.g. "r-1042")'),
    })
    .strict(),
  output: z.object({
    review: Review.describe('The review with every field: text, rating, date, author, source, verification, mentions, owner response'),
    url: z.url().describe('Public permalink of the review'),
  }),
  answer({ engine }, { id }, urls) {
    const review = engine.review(id);
    if (!review) return { error: `No review has the id "${id}". Ids come from search_reviews or reviews_since results.` };
    return jsonAnswer({ review, url: urls.review(review) });
  },
});
