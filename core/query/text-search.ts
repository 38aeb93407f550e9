import type { Review } from '../schemas/review.ts';

/** Matches remembered per needle, by count; a memo entry costs 4 bytes per match. */
const MEMO_ENTRIES = 256;
const MEMO_MATCHES = 4_000_000;

/**
 * Literal, case-insensitive substring search over each review's title and text (never a
 * pattern, never the owner response). Both fields of every review are lower-cased once into
 * one string, so a full search is a run of `indexOf` calls over one flat string — V8's
 * fastest string search — and a match is kept only if it lies inside one field of one review.
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

  return {
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
      const result = scan(needle);
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
    test(i: number, needle: string): boolean {
      // slice() of a flat string is a view in V8, not a copy; it bounds the search to the field.
      return corpus.slice(fieldStart[2 * i]!, fieldEnd[2 * i]!).includes(needle) || corpus.slice(fieldStart[2 * i + 1]!, fieldEnd[2 * i + 1]!).includes(needle);
    },
  };
}

export type TextSearch = ReturnType<typeof createTextSearch>;
