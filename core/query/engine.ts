import { sinceEnvelope } from '../render/reviews-json.ts';
import type { SearchParams, SearchResult, SinceResult } from '../schemas/query.ts';
import type { Review } from '../schemas/review.ts';
import { decodeCursor, encodeCursor, filterDigest } from './cursor.ts';
import { indexesOver, normalizeName } from './indexes.ts';
import { columnsOver, dateKey, dateOfKey } from './review-columns.ts';
import { engineDataOf, type EngineData, type EngineDataset } from './snapshot-data.ts';
import { firstWhere, lowerBound, walkIntersection, type Positions, type Span } from './sorted.ts';
import { textSearchOver } from './text-search.ts';

export type { EngineDataset } from './snapshot-data.ts';

/**
 * Below this many candidates from another filter, `query` is checked review by review;
 * above it, the text search's own list (word index or scan, remembered per needle) is cheaper.
 */
const TEXT_TEST_LIMIT = 4096;

const OPEN_REVIEWS = Buffer.from('{"reviews":[');
const COMMA_BYTES = Buffer.from(',');

/** A page as positions into the reviews; rendered as objects or as spliced JSON. */
type Page = { positions: number[]; total: number; limit: number; next_cursor: string | null };

/**
 * The one query engine behind /api/reviews/search, since/{date} and the MCP tools. It works on
 * a build's compact data (snapshot-data.ts: each review's JSON bytes, columns, position lists,
 * where each title and text lies in those bytes), built once per loaded build, usually in a
 * worker, and immutable after, so a snapshot swap swaps it whole. Reviews are objects only on
 * the way out: the object answers decode just their page. Reviews given as objects (tests) are
 * compiled first.
 * `search` takes parameters already validated by the `SearchParams` or `SearchQuery` schema;
 * it throws QueryError only for a bad cursor.
 *
 * A search is: the date range (a slice of the reviews, which are in date order, so each list's
 * part in it is two binary searches), the ascending position lists of the indexed filters (a
 * rating with a name reads the name's list split by rating), walked together from the shortest
 * without building their intersection, then the few filters without a list tested per
 * candidate on the columns. The total is counted on the way; the page is the first `limit`.
 */
export function createQueryEngine(source: EngineData | EngineDataset) {
  const data = 'columns' in source ? source : engineDataOf(source);
  const { starts, ends } = data;
  const bytes = Buffer.from(data.bytes.buffer, data.bytes.byteOffset, data.bytes.byteLength);
  const count = starts.length;
  const columns = columnsOver(data.columns);
  const { dates, ratings, changed } = data.columns;
  const indexes = indexesOver(data.indexes);
  const text = textSearchOver(data.text, data.bytes);

  /** Review i as an object, parsed from its bytes. */
  const review = (i: number): Review => JSON.parse(bytes.toString('utf8', starts[i]!, ends[i]!)) as Review;

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
    // Worked out only when a cursor is read or written: most first pages of a small result need neither.
    const digest = () => filterDigest(canonical(params));
    // Keyset pagination: the first position after the cursor's (date, id) in newest-first order.
    let start = 0;
    if (params.cursor !== undefined) {
      const after = decodeCursor(params.cursor, digest());
      const afterDate = dateKey(after.date);
      start = firstWhere(count, (i) => dates[i]! < afterDate || (dates[i] === afterDate && columns.id(i) > after.id));
    }
    // The date filters are a range of the reviews: they are sorted by date.
    const until = params.until === undefined ? undefined : dateKey(params.until);
    const low = until === undefined ? 0 : firstWhere(count, (i) => dates[i]! <= until);
    const high = params.since === undefined ? count : columns.countOnOrAfter(dateKey(params.since));
    // Each indexed filter is the part of its list inside the date range: two binary searches.
    const spans: Span[] = [];
    const inRange = (list: Positions): Span => {
      const from = lowerBound(list, low);
      return { list, from, to: Math.max(from, lowerBound(list, high)) };
    };
    const tests: Array<(position: number) => boolean> = [];
    const { rating, min_rating: minRating } = params;
    const technician = params.mentions_technician;
    const service = params.mentions_service;
    // With a name, the rating is already in the name's list split by rating (a composite index).
    const ratingSpan = rating === undefined || technician !== undefined || service !== undefined ? undefined : inRange(indexes.rating(rating));
    if (ratingSpan) spans.push(ratingSpan);
    if (minRating !== undefined) tests.push((i) => ratings[i]! >= minRating);
    if (technician !== undefined) spans.push(inRange(rating === undefined ? indexes.technician(technician) : indexes.technicianRated(technician, rating)));
    if (service !== undefined) spans.push(inRange(rating === undefined ? indexes.service(service) : indexes.serviceRated(service, rating)));
    if (params.query !== undefined) {
      const needle = text.normalize(params.query);
      // A few candidates already: test them one by one. Otherwise the text search gives a
      // list (word index, or a scan for needles it cannot narrow) to intersect like any index.
      let narrowest = Infinity;
      for (const span of spans) narrowest = Math.min(narrowest, span.to - span.from);
      if (narrowest <= TEXT_TEST_LIMIT) tests.push((i) => text.test(i, needle));
      else spans.push(inRange(text.matches(needle)));
    }
    spans.sort((a, b) => a.to - a.from - (b.to - b.from));
    // The rating is a column too: when another list is shorter, a byte read per candidate
    // is cheaper than walking the rating's list beside it.
    if (ratingSpan && spans[0] !== ratingSpan) {
      spans.splice(spans.indexOf(ratingSpan), 1);
      tests.push((i) => ratings[i] === rating);
    }

    const positions: number[] = [];
    let total = 0;
    let more = false;
    if (spans.length === 1 && tests.length === 0) {
      // One list: the total is a length and the page a slice, whatever the size of the result.
      const [{ list, from, to }] = spans as [Span];
      total = to - from;
      const first = lowerBound(list, start, from, to);
      for (let k = first; k < Math.min(to, first + limit); k++) positions.push(list[k]!);
      more = first + limit < to;
    } else if (spans.length === 0 && tests.length === 0) {
      // No filter but dates: the range itself.
      total = Math.max(0, high - low);
      const first = Math.max(low, start);
      for (let k = first; k < Math.min(high, first + limit); k++) positions.push(k);
      more = first + limit < high;
    } else if (spans.length > 0) {
      // The lists' common positions, walked from the shortest list (nothing is built): each
      // passing the remaining tests is counted, and the page is the first `limit` from `start`.
      const test = tests.length === 0 ? undefined : tests.length === 1 ? tests[0]! : (i: number) => tests.every((t) => t(i));
      total = walkIntersection(spans, test, start, limit + 1, positions);
      more = positions.length > limit;
      if (more) positions.pop();
    } else {
      // No list, so the only test is min_rating: count by the rating lists, and walk the
      // rating column from the page start only until the page is full.
      const floor = Math.ceil(minRating!);
      for (let r = floor; r <= 5; r++) {
        const span = inRange(indexes.rating(r));
        total += span.to - span.from;
      }
      let i = Math.max(low, start);
      for (; i < high && positions.length < limit; i++) if (ratings[i]! >= floor) positions.push(i);
      for (; i < high && !more; i++) if (ratings[i]! >= floor) more = true;
    }
    const last = positions.at(-1);
    const next_cursor = more && last !== undefined ? encodeCursor({ date: columns.date(last), id: columns.id(last) }, digest()) : null;
    return { positions, total, limit, next_cursor };
  }

  /** The bytes of reviews [0, n) joined by commas: one slice when the source has them so. */
  function leadingReviews(n: number): Buffer[] {
    if (n === 0) return [];
    if (data.contiguous) return [bytes.subarray(starts[0]!, ends[n - 1]!)];
    const parts: Buffer[] = [];
    for (let i = 0; i < n; i++) {
      if (i > 0) parts.push(COMMA_BYTES);
      parts.push(bytes.subarray(starts[i]!, ends[i]!));
    }
    return parts;
  }

  /**
   * A search's answer as UTF-8 JSON, in pieces to send one after another: the opening, views
   * of the stored reviews' bytes (a run of consecutive reviews is one view) with commas
   * between, and the tail. Joined, byte-identical to JSON.stringify(search(params)). Nothing
   * is copied, so an answer costs a few small objects, not a body of its own.
   */
  function searchChunks(params: SearchParams): { chunks: Buffer[]; size: number } {
    const { positions, total, limit, next_cursor } = page(params);
    const chunks: Buffer[] = [OPEN_REVIEWS];
    let size = OPEN_REVIEWS.length;
    for (let k = 0; k < positions.length; ) {
      // The longest run of reviews that lie back to back, one comma apart, from position k.
      let last = k;
      if (data.contiguous) while (last + 1 < positions.length && positions[last + 1] === positions[last]! + 1) last++;
      const end = ends[positions[last]!]!;
      // The comma after a run: in contiguous bytes it follows the run's last review, so the
      // view takes it along (half the pieces for the socket to gather); otherwise a piece.
      const comma = last + 1 < positions.length;
      const view = bytes.subarray(starts[positions[k]!]!, comma && data.contiguous ? end + 1 : end);
      chunks.push(view);
      if (comma && !data.contiguous) chunks.push(COMMA_BYTES);
      size += view.length + (comma && !data.contiguous ? 1 : 0);
      k = last + 1;
    }
    const tail = Buffer.from(`],"total":${total},"limit":${limit},"next_cursor":${JSON.stringify(next_cursor)}}`);
    chunks.push(tail);
    return { chunks, size: size + tail.length };
  }

  /** since/{date}: how many reviews, and the Last-Modified of what they last changed. */
  function sinceParts(date: string) {
    const matched = columns.countOnOrAfter(dateKey(date));
    // What these reviews last changed; with none, the dataset's own date.
    const lastModified = matched === 0 ? data.lastModified : dateOfKey(changed[matched - 1]!);
    return { matched, lastModified, ...sinceEnvelope(date, matched) };
  }

  /**
   * since/{date} as the pieces of its body: the envelope's head, views of the stored reviews'
   * bytes (one view when they are contiguous) and the tail. Nothing is copied, so an old date
   * costs a few small buffers however much of the dataset it spans.
   */
  function sinceChunks(date: string): { chunks: Buffer[]; size: number; lastModified: string } {
    const { matched, lastModified, head, tail } = sinceParts(date);
    const chunks = [Buffer.from(head), ...leadingReviews(matched), Buffer.from(tail)];
    let size = 0;
    for (const chunk of chunks) size += chunk.length;
    return { chunks, size, lastModified };
  }

  function sinceBytes(date: string): { bytes: Buffer; lastModified: string } {
    const { chunks, lastModified } = sinceChunks(date);
    return { bytes: Buffer.concat(chunks), lastModified };
  }

  return {
    /** Matching reviews, newest first (ties by id), with the total and the next page's cursor. */
    search(params: SearchParams): SearchResult {
      const { positions, ...rest } = page(params);
      return { reviews: positions.map(review), ...rest };
    },

    /** The answer as pieces of bytes, views of the stored reviews (no copy): what the sidecar sends. */
    searchChunks,

    /** The same answer joined into one buffer (tests, tools). */
    searchBytes(params: SearchParams): Buffer {
      const { chunks, size } = searchChunks(params);
      return Buffer.concat(chunks, size);
    },

    /** The review with this id, or undefined. */
    review(id: string): Review | undefined {
      const i = columns.positionOf(id);
      return i < 0 ? undefined : review(i);
    },

    /** Every review dated on or after `date` (a valid IsoDate), newest first. */
    since(date: string): SinceResult {
      const { matched } = sinceParts(date);
      return { since: date, count: matched, reviews: Array.from({ length: matched }, (_, i) => review(i)) };
    },

    /** since/{date} as pieces of bytes (no copy) and Last-Modified: what the sidecar sends. */
    sinceChunks,

    /** since/{date} as bytes and Last-Modified, exactly as the build writes the prebuilt files. */
    sinceBytes,

    /** since/{date} as text and Last-Modified, exactly as the build writes the prebuilt files. */
    sinceJson(date: string): { body: string; lastModified: string } {
      const { bytes: body, lastModified } = sinceBytes(date);
      return { body: body.toString('utf8'), lastModified };
    },
  };
}

export type QueryEngine = ReturnType<typeof createQueryEngine>;
