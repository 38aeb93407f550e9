import type { Review } from '../schemas/review.ts';
import { createWordIndex } from './word-index.ts';

/** Matches remembered per needle, by count; a memo entry costs 4 bytes per match. */
const MEMO_ENTRIES = 256;
const MEMO_MATCHES = 4_000_000;

/**
 * Literal, case-insensitive substring search over each review's title and text (never a
 * pattern, never the owner response). Both fields of every review are lower-cased once into
 * one string. A word index (word-index.ts) answers most needles from the vocabulary; the rest
 * are a full scan: a run of `indexOf` calls over the flat string, a match kept only if it
 * lies inside one field of one review. Results are remembered per needle.
 *
 * Case-insensitivity is Unicode lower-casing (`toLowerCase`) of both sides, locale-free.
 */
export function createTextSearch(reviews: readonly Review[]) {
  const pieces: string[] = [];
  // For review i: title in [fieldStart[2i], fieldEnd[2i]), text in [fieldStart[2i+1], fieldEnd[2i+1]).
  const fieldStart = new Int32Array(reviews.length * 2);
  const fieldEnd = new Int32Array(reviews.length * 2);
  let offset = 0;
  reviews.forEach((review, i) => {
    const fields = [(review.title ?? '').toLowerCase(), review.text.toLowerCase()];
    fields.forEach((field, f) => {
      fieldStart[2 * i + f] = offset;
      fieldEnd[2 * i + f] = offset + field.length;
      pieces.push(field, '\n');
      offset += field.length + 1;
    });
  });
  const corpus = pieces.join('');
  const field = (f: number) => corpus.slice(fieldStart[f]!, fieldEnd[f]!); // a view in V8, not a copy
  const words = createWordIndex(corpus, fieldStart, fieldEnd);
  const memo = new Map<string, Int32Array>();
  let memoMatches = 0;

  /** The review whose fields contain corpus offset `at` (binary search over field starts). */
  const reviewAt = (at: number): number => {
    let low = 0;
    let high = fieldStart.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (fieldStart[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low >>> 1;
  };

  const inOneField = (at: number, length: number, field: number) => at >= fieldStart[field]! && at + length <= fieldEnd[field]!;

  /** Every review whose title or text contains `needle` (already lower-cased), ascending. */
  const scan = (needle: string): Int32Array => {
    const found: number[] = [];
    let from = 0;
    for (;;) {
      const at = corpus.indexOf(needle, from);
      if (at < 0) break;
      const review = reviewAt(at);
      if (inOneField(at, needle.length, 2 * review) || inOneField(at, needle.length, 2 * review + 1)) {
        found.push(review);
        if (review + 1 >= reviews.length) break;
        from = fieldStart[2 * review + 2]!; // one match is enough: go on with the next review
      } else {
        from = at + 1; // the match spans a field boundary (a needle with a newline): look further
      }
    }
    return Int32Array.from(found);
  };

  /** Whether review `i` matches, reading only its two fields. */
  const test = (i: number, needle: string) => field(2 * i).includes(needle) || field(2 * i + 1).includes(needle);

  /** The word index when it narrows the search (verifying its candidates if need be), else a scan. */
  const find = (needle: string): Int32Array => {
    const hit = words.lookup(needle);
    if (!hit) return scan(needle);
    if (hit.exact) return hit.positions;
    return hit.positions.filter((i) => test(i, needle));
  };

  return {
    /** Distinct words in the word index. */
    words: words.size,

    /** The full scan alone, bypassing index and memo: for tests and the benchmark. */
    scan,

    /** The index (or scan) alone, bypassing the memo: for tests and the benchmark. */
    find,

    /** Lower-cases a query the way the corpus was lower-cased. */
    normalize: (query: string) => query.toLowerCase(),

    /** All matching review positions, ascending; remembered for repeated needles. */
    matches(needle: string): Int32Array {
      const known = memo.get(needle);
      if (known) {
        memo.delete(needle); // re-insert: a Map's first key is then the least recently used
        memo.set(needle, known);
        return known;
      }
      const result = find(needle);
      memo.set(needle, result);
      memoMatches += result.length;
      for (const [oldest, list] of memo) {
        if (memo.size <= MEMO_ENTRIES && memoMatches <= MEMO_MATCHES) break;
        memo.delete(oldest);
        memoMatches -= list.length;
      }
      return result;
    },

    /** Whether review `i` matches: for checking a few candidates without a full scan. */
    test,
  };
}

export type TextSearch = ReturnType<typeof createTextSearch>;
