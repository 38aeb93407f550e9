import { countOnOrAfter, renderSince, serializedReviews } from '../render/reviews-json.ts';
import type { Business } from '../schemas/business.ts';
import type { SearchParams, SearchResult, SinceResult } from '../schemas/query.ts';
import type { Review } from '../schemas/review.ts';
import { decodeCursor, encodeCursor, filterDigest } from './cursor.ts';
import { buildIndexes, normalizeName } from './indexes.ts';
import { firstWhere, lowerBound, type Positions } from './sorted.ts';
import { createTextSearch } from './text-search.ts';

/** What the engine reads: the reviews newest first (ties by id) and the business roster. */
export type EngineDataset = {
  business: Pick<Business, 'technicians'>;
  reviews: readonly Review[];
  lastModified: string;
};

/**
 * Below this many candidates from another filter, `query` is checked review by review;
 * above it, one scan of the whole corpus (remembered per needle) is cheaper.
 */
const TEXT_TEST_LIMIT = 4096;

/** One filter of a search: a predicate, and when an index has it, the ascending list it selects. */
type Filter = { list?: Positions; test: (position: number) => boolean };

/** A page as positions into the reviews array; rendered as objects or as spliced JSON. */
type Page = { positions: number[]; total: number; limit: number; next_cursor: string | null };

/**
 * The one query engine behind /api/reviews/search, since/{date} and the MCP tools. Built once
 * per loaded build (indexes, lower-cased corpus, serialised reviews) and immutable after, so a
 * snapshot swap swaps it whole. `search` takes parameters already validated by the
 * `SearchParams` or `SearchQuery` schema; it throws QueryError only for a bad cursor.
 */
export function createQueryEngine(dataset: EngineDataset) {
  const reviews = dataset.reviews;
  const count = reviews.length;
  const indexes = buildIndexes(dataset.business, reviews);
  const text = createTextSearch(reviews);
  const serialized = serializedReviews(dataset);

  function filtersOf(params: SearchParams): Filter[] {
    const filters: Filter[] = [];
    const { rating, min_rating: minRating, mentions_technician: technician, mentions_service: service } = params;
    if (rating !== undefined) filters.push({ list: indexes.rating(rating), test: (i) => reviews[i]!.rating === rating });
    if (minRating !== undefined) filters.push({ test: (i) => reviews[i]!.rating >= minRating });
    if (technician !== undefined) {
      const names = indexes.technicianNames(technician);
      filters.push({ list: indexes.technician(technician), test: (i) => reviews[i]!.mentions.technicians.some((name) => names.has(name)) });
    }
    if (service !== undefined) {
      const id = normalizeName(service);
      filters.push({ list: indexes.service(service), test: (i) => reviews[i]!.mentions.services.some((s) => normalizeName(s) === id) });
    }
    return filters;
  }

  /** The text filter: checked per candidate when another index already narrows enough, else from a full scan. */
  function textFilter(needle: string, narrowest: number): Filter {
    if (narrowest <= TEXT_TEST_LIMIT) return { test: (i) => text.test(i, needle) };
    const list = text.matches(needle);
    return { list, test: (i) => list[lowerBound(list, i)] === i };
  }

  /** The filters as one string, so a cursor can tell whether it is used with the same ones. */
  function canonical(params: SearchParams): string {
    return JSON.stringify([
      params.rating ?? null,
      params.min_rating ?? null,
      params.since ?? null,
      params.until ?? null,
      params.query === undefined ? null : text.normalize(params.query),
      params.mentions_technician === undefined ? null : normalizeName(params.mentions_technician),
      params.mentions_service === undefined ? null : normalizeName(params.mentions_service),
    ]);
  }

  function page(params: SearchParams): Page {
    const limit = params.limit;
    const digest = filterDigest(canonical(params));
    // Keyset pagination: the first position after the cursor's (date, id) in newest-first order.
    let start = 0;
    if (params.cursor !== undefined) {
      const after = decodeCursor(params.cursor, digest);
      start = firstWhere(count, (i) => reviews[i]!.date < after.date || (reviews[i]!.date === after.date && reviews[i]!.id > after.id));
    }
    // The date filters are a range of the array: it is sorted by date.
    const until = params.until;
    const low = until === undefined ? 0 : firstWhere(count, (i) => reviews[i]!.date <= until);
    const high = params.since === undefined ? count : countOnOrAfter(reviews, params.since);

    const filters = filtersOf(params);
    const inRange = (list: Positions) => lowerBound(list, high) - lowerBound(list, low);
    if (params.query !== undefined) {
      const narrowest = Math.min(...filters.map((f) => (f.list ? inRange(f.list) : Infinity)));
      filters.push(textFilter(text.normalize(params.query), narrowest));
    }

    // Drive by the smallest index list (or the date range when no filter has one); test the rest.
    let driver: Filter | undefined;
    for (const filter of filters) if (filter.list && (!driver || inRange(filter.list) < inRange(driver.list!))) driver = filter;
    const tests = filters.filter((f) => f !== driver).map((f) => f.test);

    const positions: number[] = [];
    let total = 0;
    let more = false;
    const take = (i: number) => {
      for (const test of tests) if (!test(i)) return;
      total++;
      if (i < start) return;
      if (positions.length < limit) positions.push(i);
      else more = true;
    };
    if (driver) {
      const list = driver.list!;
      for (let k = lowerBound(list, low), end = lowerBound(list, high); k < end; k++) take(list[k]!);
    } else if (tests.length > 0) {
      for (let i = low; i < high; i++) take(i);
    } else if (low < high) {
      // No filter but dates: the page is a slice, the total a subtraction.
      total = high - low;
      const from = Math.max(low, start);
      for (let i = from; i < Math.min(high, from + limit); i++) positions.push(i);
      more = from + limit < high;
    }
    const last = positions.at(-1);
    const next_cursor = more && last !== undefined ? encodeCursor(reviews[last]!, digest) : null;
    return { positions, total, limit, next_cursor };
  }

  return {
    /** Number of reviews in the loaded build. */
    size: count,

    /** Matching reviews, newest first (ties by id), with the total and the next page's cursor. */
    search(params: SearchParams): SearchResult {
      const { positions, ...rest } = page(params);
      return { reviews: positions.map((i) => reviews[i]!), ...rest };
    },

    /**
     * The same answer as JSON text, spliced from each review's serialisation made once per build:
     * byte-identical to JSON.stringify(search(params)).
     */
    searchJson(params: SearchParams): string {
      const { positions, total, limit, next_cursor } = page(params);
      const list = positions.map((i) => serialized[i]).join(',');
      return `{"reviews":[${list}],"total":${total},"limit":${limit},"next_cursor":${JSON.stringify(next_cursor)}}`;
    },

    /** Every review dated on or after `date` (a valid IsoDate), newest first. */
    since(date: string): SinceResult {
      const matched = countOnOrAfter(reviews, date);
      return { since: date, count: matched, reviews: reviews.slice(0, matched) };
    },

    /** since/{date} bytes and Last-Modified, exactly as the build writes the prebuilt files. */
    sinceJson(date: string): { body: string; lastModified: string } {
      return renderSince(dataset, date);
    },
  };
}

export type QueryEngine = ReturnType<typeof createQueryEngine>;
