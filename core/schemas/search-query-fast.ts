import { isCalendarDate } from './date.ts';
import { SEARCH_FIELDS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SearchQuery, type SearchParams } from './query.ts';

/**
 * The query string of a search, checked as `SearchQuery` checks it, with a fast path for
 * well-formed values: `SearchQuery` itself is the one definition, and costs a few microseconds a
 * call (zod's pipes, transforms and refinements), a visible share of a never-asked search.
 * `fastSearchQuery` accepts only what `SearchQuery` accepts and gives the same values in the
 * same key order, or returns undefined, and then the schema runs: any bad query string gets
 * exactly the schema's issues. tests/query/search-query-fast.test.ts holds the two to each other.
 */
export function parseSearchQuery(input: Record<string, unknown>): ReturnType<typeof SearchQuery.safeParse> {
  const data = fastSearchQuery(input);
  return data ? { success: true, data } : SearchQuery.safeParse(input);
}

const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?\d{1,16}(?:\.\d{1,16})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN = new Set<string>(SEARCH_FIELDS);

/** The validated values when every field is plainly valid; undefined for anything else. */
export function fastSearchQuery(input: Record<string, unknown>): SearchParams | undefined {
  for (const key in input) if (!KNOWN.has(key)) return undefined; // querystring.parse gives a prototype-less object
  const text = (key: string): string | undefined | null => {
    const value = input[key];
    if (value === undefined) return undefined;
    return typeof value === 'string' && value !== '' ? value : null; // null: not for the fast path
  };
  const out: Record<string, string | number> = {};

  const rating = text('rating');
  if (rating === null) return undefined;
  if (rating !== undefined) {
    if (!INTEGER.test(rating)) return undefined;
    const value = Number(rating);
    if (!(value >= 1 && value <= 5)) return undefined;
    out.rating = value;
  }
  const minRating = text('min_rating');
  if (minRating === null) return undefined;
  if (minRating !== undefined) {
    if (!NUMBER.test(minRating)) return undefined;
    const value = Number(minRating);
    if (!(value >= 1 && value <= 5)) return undefined;
    out.min_rating = value;
  }
  for (const key of ['since', 'until'] as const) {
    const date = text(key);
    if (date === null) return undefined;
    if (date !== undefined) {
      if (!ISO_DATE.test(date) || !isCalendarDate(date)) return undefined;
      out[key] = date;
    }
  }
  if (out.since !== undefined && out.until !== undefined && out.since > out.until) return undefined;
  for (const key of ['query', 'mentions_technician', 'mentions_service'] as const) {
    const value = text(key);
    if (value === null) return undefined;
    if (value !== undefined) out[key] = value;
  }
  const limit = text('limit');
  if (limit === null) return undefined;
  if (limit === undefined) out.limit = SEARCH_LIMIT_DEFAULT;
  else {
    if (!INTEGER.test(limit)) return undefined;
    const value = Number(limit);
    if (!(value >= 1 && value <= SEARCH_LIMIT_MAX)) return undefined;
    out.limit = value;
  }
  const cursor = text('cursor');
  if (cursor === null) return undefined;
  if (cursor !== undefined) {
    if (cursor.length > 512) return undefined;
    out.cursor = cursor;
  }
  return out as SearchParams;
}
