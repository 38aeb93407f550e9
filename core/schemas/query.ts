import { z } from 'zod';
import { IsoDate } from './date.ts';
import { Rating, Review } from './review.ts';

/**
 * The search parameters (spec 4.4), defined once. Three views of the same fields:
 * - `searchParamsShape` / `SearchParams`: typed values, as MCP tool arguments arrive (JSON numbers).
 * - `SearchQuery`: the HTTP query string (every value a string), converted strictly, then
 *   checked by the very same field schemas.
 * - the OpenAPI document, generated from `searchParamsShape` field by field.
 */

export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 100;

export const searchParamsShape = {
  rating: Rating.describe('Exact star rating, an integer from 1 to 5.').meta({ example: 5 }).optional(),
  min_rating: z.number().min(1).max(5).describe('Minimum star rating, inclusive: a number from 1 to 5 (4.5 keeps only 5-star reviews).').meta({ example: 4 }).optional(),
  since: IsoDate.describe('Only reviews dated on or after this day (YYYY-MM-DD, a real calendar date).').optional(),
  until: IsoDate.describe('Only reviews dated on or before this day (YYYY-MM-DD, a real calendar date); not before `since`.').optional(),
  query: z
    .string()
    .min(1)
    .describe(
      'Literal text, matched case-insensitively as a substring of the review text or its title (never a pattern: `.` or `*` are ordinary characters). The owner response is not searched.',
    )
    .meta({ example: 'leak' })
    .optional(),
  mentions_technician: z
    .string()
    .min(1)
    .describe("Only reviews that mention this technician. Case-insensitive; the full name, the first name or one of the technician's known aliases from the business roster.")
    .meta({ example: 'Dave Kowalski' })
    .optional(),
  mentions_service: z.string().min(1).describe('Only reviews that mention this service, by service id (case-insensitive), e.g. `roof-repair`.').meta({ example: 'roof-repair' }).optional(),
  limit: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMIT_MAX)
    .default(SEARCH_LIMIT_DEFAULT)
    .describe(`Maximum number of reviews returned, 1 to ${SEARCH_LIMIT_MAX}; default ${SEARCH_LIMIT_DEFAULT}.`),
  cursor: z
    .string()
    .min(1)
    .max(512)
    .describe('Opaque token from `next_cursor` of the previous page. Send it with the same filters (the limit may change); with other filters it is rejected.')
    .optional(),
};

export type SearchField = keyof typeof searchParamsShape;
export const SEARCH_FIELDS = Object.keys(searchParamsShape) as SearchField[];

/** Cross-field rule: `since` must not be after `until`. Runs only when both dates are valid. */
function sinceNotAfterUntil<T extends z.ZodType<{ since?: string; until?: string }>>(schema: T): T {
  return schema.refine((params) => !(params.since !== undefined && params.until !== undefined && params.since > params.until), {
    path: ['since'],
    message: '`since` is after `until`; no review can match',
    params: { code: 'since_after_until' },
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'since' || issue.path?.[0] === 'until'),
  }) as T;
}

/** Search parameters as typed values (MCP arguments, in-process calls). Unknown keys are rejected. */
// No `.meta({ id })`: an id would make its JSON Schema a `$ref`, and MCP tool schemas must be plain objects.
export const SearchParams = sinceNotAfterUntil(z.strictObject(searchParamsShape));

/** Parameters after parsing: `limit` always present. */
export type SearchParams = z.output<typeof SearchParams>;
/** Parameters as a caller may write them: everything optional. */
export type SearchParamsInput = z.input<typeof SearchParams>;

// --- The HTTP view: query-string values are strings, converted strictly before the field schemas run.

/** One query-string value: given once (`?a=1&a=2` arrives as an array) and not empty. */
const queryText = z
  .string({ error: (issue) => (Array.isArray(issue.input) ? 'given more than once; send each parameter once' : 'must be a single text value') })
  .min(1, { message: 'must not be empty', abort: true });

/** Plain decimal integers only: no `3.5`, `1e2`, `0x3`, `+3` or spaces. */
const integerText = queryText.regex(/^-?\d{1,16}$/, { message: 'must be a whole number' }).transform(Number);
/** Plain decimal numbers only: `4` or `4.5`; no exponents, hex, `Infinity` or spaces. */
const numberText = queryText.regex(/^-?\d{1,16}(?:\.\d{1,16})?$/, { message: 'must be a number such as 4 or 4.5' }).transform(Number);

const s = searchParamsShape;
/** The query string of GET /api/reviews/search: every value a string, each checked by the field schema above. */
export const SearchQuery = sinceNotAfterUntil(
  z.strictObject({
    rating: integerText.pipe(s.rating.unwrap()).optional(),
    min_rating: numberText.pipe(s.min_rating.unwrap()).optional(),
    since: queryText.pipe(s.since.unwrap()).optional(),
    until: queryText.pipe(s.until.unwrap()).optional(),
    query: queryText.pipe(s.query.unwrap()).optional(),
    mentions_technician: queryText.pipe(s.mentions_technician.unwrap()).optional(),
    mentions_service: queryText.pipe(s.mentions_service.unwrap()).optional(),
    limit: integerText.optional().pipe(s.limit),
    cursor: queryText.pipe(s.cursor.unwrap()).optional(),
  }),
);

// --- Responses. No global `.meta({ id })` here either: MCP output schemas must be plain
// objects at the root; the OpenAPI document names them in its own registry.

export const SearchResult = z
  .object({
    reviews: z.array(Review).describe('The matching reviews of this page, newest first (equal dates by id), with every field.'),
    total: z.number().int().min(0).describe('How many reviews match the filters in all, across every page.'),
    limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).describe('The page size applied.'),
    next_cursor: z
      .string()
      .nullable()
      .describe('Pass as `cursor`, with the same filters, for the next page; null on the last page.'),
  })
  .describe('One page of a search: the matching reviews, how many match in all, the limit applied and the cursor of the next page.');

export type SearchResult = z.infer<typeof SearchResult>;

/** GET /api/reviews/since/{date}, prebuilt or dynamic: every review on or after `since`, newest first. */
export const SinceResult = z
  .object({
    since: IsoDate.describe('The date asked for.'),
    count: z.number().int().min(0).describe('Number of reviews in `reviews`.'),
    reviews: z.array(Review).describe('Every review dated on or after `since`, newest first.'),
  })
  .describe('Every review dated on or after `since`, newest first.');

export type SinceResult = z.infer<typeof SinceResult>;
