import { z } from 'zod';
import { parseTimestamp } from './local-date.ts';

export const STAR_RATINGS = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

const Timestamp = z.string().refine((value) => parseTimestamp(value) !== undefined, {
  message: 'must be an RFC 3339 timestamp of a real moment, such as 2025-06-14T18:03:11Z',
});

/**
 * One review as the Business Profile API lists it (accounts.locations.reviews.list). Only the
 * fields the importer reads are checked; the API's others (name, reviewer.profilePhotoUrl) pass.
 */
export const GoogleReview = z.object({
  reviewId: z.string().trim().min(1),
  reviewer: z.object({ displayName: z.string().optional(), isAnonymous: z.boolean().optional() }).default({}),
  starRating: z.enum(Object.keys(STAR_RATINGS) as [keyof typeof STAR_RATINGS, ...(keyof typeof STAR_RATINGS)[]]),
  comment: z.string().optional(),
  createTime: Timestamp,
  updateTime: Timestamp.optional(),
  reviewReply: z.object({ comment: z.string(), updateTime: Timestamp }).optional(),
});

/** One page of the list: the reviews are checked one by one, so one bad review names itself. */
export const GoogleReviewPage = z.object({
  reviews: z.array(z.unknown()).default([]),
  averageRating: z.number().optional(),
  totalReviewCount: z.number().optional(),
  nextPageToken: z.string().optional(),
});

export type GoogleReview = z.infer<typeof GoogleReview>;
