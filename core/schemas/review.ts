import { z } from 'zod';
import { IsoDate } from './date.ts';
import { Slug } from './business.ts';

export const Rating = z.number().int().min(1).max(5);

export const SOURCES = ['google', 'facebook', 'yelp', 'bbb', 'angi', 'website', 'email'] as const;
export const VERIFICATION_METHODS = ['invoice_match', 'job_record', 'platform_verified', 'phone_callback'] as const;

export const Verification = z.object({
  method: z.enum(VERIFICATION_METHODS).describe('How the reviewer was matched to a real job'),
  verified_at: IsoDate.describe('When the verification was made'),
});

export const OwnerResponse = z.object({
  date: IsoDate,
  text: z.string().trim().min(1),
});

/** Fields a review has in content and in every published dataset. */
const reviewFields = {
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, { message: 'must be 1-64 letters, digits, "-" or "_"' }),
  date: IsoDate,
  rating: Rating,
  title: z.string().trim().min(1).max(200).optional(),
  text: z.string().trim().min(1, { message: 'review text is missing' }).max(20_000),
  author: z.string().trim().min(1).max(100).describe('Display name the reviewer chose'),
  source: z.enum(SOURCES).describe('Where the review was first posted'),
  verification: Verification,
  service_area: Slug.describe('Service area id from the business profile'),
  owner_response: OwnerResponse.optional(),
};

/** One line of `content/reviews.jsonl`. Mentions may be stated; more are derived from the text. */
export const ReviewInput = z
  .object({
    ...reviewFields,
    technicians: z.array(z.string().min(1)).optional().describe('Technicians named explicitly, by full name'),
    services: z.array(Slug).optional().describe('Service ids stated explicitly'),
    // Kept in content only (the loader drops it): the importer's record of the review's id at
    // its source, so a later export can be traced to the line it updates.
    source_id: z.string().trim().min(1).max(300).optional().describe('The review\'s id where it was first posted'),
  })
  .strict();

export const Mentions = z.object({
  technicians: z.array(z.string()).describe('Full names of technicians the review mentions'),
  services: z.array(z.string()).describe('Ids of services the review mentions'),
});

/** A review as published in reviews.json, the feeds, search results and MCP tools. */
export const Review = z.object({ ...reviewFields, mentions: Mentions }).meta({ id: 'Review' });

export const RatingSummary = z
  .object({
    average: z.number().describe('Mean star rating, two decimals; 0 when there are no reviews'),
    count: z.number().int(),
    distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
    best_rating: z.literal(5),
    worst_rating: z.literal(1),
  })
  .meta({ id: 'RatingSummary' });

export type ReviewInput = z.infer<typeof ReviewInput>;
export type Review = z.infer<typeof Review>;
export type RatingSummary = z.infer<typeof RatingSummary>;
