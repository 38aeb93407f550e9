import { countEntities } from '../dataset/entity-counts.ts';
import type { PublishedDataset, PublishedHead } from '../dataset/published.ts';
import { monthlyRatingTrend } from '../dataset/rating-trend.ts';
import { serializedReviews } from '../render/reviews-json.ts';
import type { Business } from '../schemas/business.ts';
import type { EntityCounts } from '../schemas/entity-counts.ts';
import type { RatingReport } from '../schemas/rating-trend.ts';
import type { Review } from '../schemas/review.ts';
import { indexBuilder, type IndexData } from './indexes.ts';
import { publishedLayout } from './published-bytes.ts';
import { columnsBuilder, type ReviewColumns } from './review-columns.ts';
import { textBuilder, type TextData } from './text-search.ts';

// Pure and worker-safe: no I/O, no state. A loaded build is everything the sidecar needs at
// run time as typed arrays (moved between threads without a copy) and a few small objects;
// no review is kept as an object.

/** What the engine reads, in one structure: the reviews' bytes, columns, indexes, text. */
export type EngineData = {
  /** UTF-8 bytes holding every review's JSON; review i is bytes [starts[i], ends[i]). */
  bytes: Uint8Array;
  starts: Float64Array;
  ends: Float64Array;
  /** Consecutive reviews are separated by exactly one comma: reviews [0, n) are one slice. */
  contiguous: boolean;
  columns: ReviewColumns;
  indexes: IndexData;
  text: TextData;
  /** The dataset's Last-Modified date: a since answer with no review carries it. */
  lastModified: string;
};

/** The reviews as objects, newest first (ties by id), with the roster and Last-Modified. */
export type EngineDataset = {
  business: Pick<Business, 'technicians'>;
  reviews: readonly Review[];
  lastModified: string;
};

/** The small answers the MCP tools give whole, derived once per build. */
export type BuildViews = { ratingReport: RatingReport; entityCounts: EntityCounts };

/** A build's reviews.json, loaded: its head as objects, the engine's data, the views. */
export type LoadedBuild = { head: PublishedHead; engine: EngineData; views: BuildViews };

/** One pass over the reviews (newest first) feeding every column, index and the text search. */
export function compileEngineData(
  business: Pick<Business, 'technicians'>,
  reviews: Iterable<Review>,
  serialized: Pick<EngineData, 'bytes' | 'starts' | 'ends' | 'contiguous'>,
  lastModified: string,
): EngineData {
  const count = serialized.starts.length;
  const columns = columnsBuilder(count);
  const indexes = indexBuilder();
  const text = textBuilder(serialized.bytes, count);
  let position = 0;
  for (const review of reviews) {
    if (position >= count) throw new RangeError(`more reviews than serialised ones (${count})`);
    columns.add(review, position);
    indexes.add(review, position);
    text.add(review, position, serialized.starts[position]!, serialized.ends[position]!);
    position++;
  }
  if (position !== count) throw new RangeError(`${position} reviews for ${count} serialised ones`);
  return { ...serialized, columns: columns.finish(), indexes: indexes.finish(business), text: text.finish(), lastModified };
}

/** The engine's data for reviews held as objects (tests, tools), built in this thread. */
export function engineDataOf(dataset: EngineDataset): EngineData {
  const strings = serializedReviews(dataset);
  const starts = new Float64Array(strings.length);
  const ends = new Float64Array(strings.length);
  for (let i = 0, at = 0; i < strings.length; i++) {
    starts[i] = at;
    ends[i] = at += Buffer.byteLength(strings[i]!);
    at++; // the comma
  }
  return compileEngineData(dataset.business, dataset.reviews, { bytes: Buffer.from(strings.join(',')), starts, ends, contiguous: true }, dataset.lastModified);
}

/**
 * Loads the bytes of a build's reviews.json: each review is parsed on its own, fed to the
 * builders and dropped, so not even this thread holds every review as an object at once.
 * Throws on a document that is not a published dataset's JSON.
 */
export function loadBuild(bytes: Uint8Array): LoadedBuild {
  const layout = publishedLayout(bytes);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parse = (start: number, end: number): unknown => JSON.parse(text.toString('utf8', start, end));
  const head = Object.fromEntries([...layout.fields].map(([key, [start, end]]) => [key, parse(start, end)])) as Omit<PublishedDataset, 'reviews'>;
  if (typeof head.last_modified !== 'string' || !head.business || !head.rating) throw new SyntaxError('reviews.json: business, rating and last_modified are required');

  // What the views read of each review, kept small (the mentions arrays, not the text).
  const counted: Array<Pick<Review, 'date' | 'rating' | 'mentions' | 'service_area'>> = [];
  function* reviews(): Generator<Review> {
    for (let i = 0; i < layout.starts.length; i++) {
      const review = parse(layout.starts[i]!, layout.ends[i]!) as Review;
      counted.push({ date: review.date, rating: review.rating, mentions: review.mentions, service_area: review.service_area });
      yield review;
    }
  }
  const engine = compileEngineData(head.business, reviews(), { bytes, starts: layout.starts, ends: layout.ends, contiguous: layout.contiguous }, head.last_modified);
  return {
    head: { ...head, lastModified: head.last_modified },
    engine,
    views: {
      ratingReport: { ...head.rating, trend: monthlyRatingTrend(counted) },
      entityCounts: countEntities({ business: head.business, reviews: counted }),
    },
  };
}

/** Every array buffer of a loaded build, once each: what a worker hands over instead of copying. */
export function transferablesOf(build: LoadedBuild): ArrayBuffer[] {
  const { engine } = build;
  const { columns, indexes, text } = engine;
  const arrays: ArrayBufferView[] = [
    engine.bytes,
    engine.starts,
    engine.ends,
    ...Object.values(columns).filter((value) => ArrayBuffer.isView(value)),
    ...indexes.rating.values(),
    ...indexes.technician.values(),
    ...indexes.service.values(),
    ...[...indexes.technicianByRating.values(), ...indexes.serviceByRating.values()].flat(),
    text.fieldStart,
    text.fieldEnd,
    text.words.starts,
    text.words.postings,
    text.words.postingStarts,
  ];
  const buffers = new Set<ArrayBuffer>();
  for (const array of arrays) if (array.buffer instanceof ArrayBuffer && array.buffer.byteLength > 0) buffers.add(array.buffer);
  return [...buffers];
}
