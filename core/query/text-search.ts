import type { Review } from '../schemas/review.ts';
import { wordIndexBuilder, wordIndexOver, type WordIndexData } from './word-index.ts';

/** Matches remembered per needle, bounded by the bytes of their position lists. */
const MEMO_ENTRIES = 256;
const MEMO_BYTES = 16 * 1024 * 1024;

/** What the text search reads, as arrays that move between threads without a copy. */
export type TextData = {
  /** Every review's title and text, lower-cased, as UTF-8, each field followed by a newline. */
  corpus: Uint8Array;
  /** For review i: title in bytes [fieldStart[2i], fieldEnd[2i]), text in [fieldStart[2i+1], fieldEnd[2i+1]). */
  fieldStart: Float64Array;
  fieldEnd: Float64Array;
  /**
   * The lower-cased fields of the reviews whose text is not well-formed UTF-16 (a lone
   * surrogate, which UTF-8 cannot hold), by position: searched as strings. Nearly always empty.
   */
  irregular: Map<number, [title: string, text: string]>;
  words: WordIndexData;
};

/** Grows one UTF-8 buffer field by field, so the corpus is never a string of its own. */
export function textBuilder(count: number) {
  const encoder = new TextEncoder();
  let bytes = new Uint8Array(Math.max(1024, count * 512));
  let size = 0;
  const fieldStart = new Float64Array(count * 2);
  const fieldEnd = new Float64Array(count * 2);
  const irregular = new Map<number, [string, string]>();
  const words = wordIndexBuilder();
  const append = (field: string, f: number) => {
    if (bytes.length - size < field.length * 3 + 1) {
      const grown = new Uint8Array(Math.max(bytes.length * 2, size + field.length * 3 + 1));
      grown.set(bytes.subarray(0, size));
      bytes = grown;
    }
    fieldStart[f] = size;
    size += encoder.encodeInto(field, bytes.subarray(size)).written;
    fieldEnd[f] = size;
    bytes[size++] = 0x0a; // '\n': no needle without one matches across fields
  };
  return {
    /** Adds review `position` (positions in order, from 0). */
    add(review: Review, position: number): void {
      const title = (review.title ?? '').toLowerCase();
      const text = review.text.toLowerCase();
      append(title, 2 * position);
      append(text, 2 * position + 1);
      words.add(position, title);
      words.add(position, text);
      if (!title.isWellFormed() || !text.isWellFormed()) irregular.set(position, [title, text]);
    },

    finish(): TextData {
      // Trimmed to its size: the spare capacity would otherwise travel and stay resident.
      return { corpus: new Uint8Array(bytes.buffer.transfer(size)), fieldStart, fieldEnd, irregular, words: words.finish() };
    },
  };
}

/**
 * Literal, case-insensitive substring search over each review's title and text (never a
 * pattern, never the owner response). Both fields of every review are lower-cased once into
 * one UTF-8 buffer. A word index (word-index.ts) answers most needles from the vocabulary; the
 * rest are a full scan: a run of `indexOf` calls over the buffer, a match kept only if it lies
 * inside one field of one review. Results are remembered per needle.
 *
 * Case-insensitivity is Unicode lower-casing (`toLowerCase`) of both sides, locale-free. For
 * well-formed text, a match of UTF-8 bytes is exactly a match of UTF-16 units (UTF-8 is
 * self-synchronising); a needle or a field with a lone surrogate is compared as strings.
 */
export function textSearchOver(data: TextData) {
  const { fieldStart, fieldEnd, irregular } = data;
  const corpus = Buffer.from(data.corpus.buffer, data.corpus.byteOffset, data.corpus.byteLength);
  const count = fieldStart.length >>> 1;
  const words = wordIndexOver(data.words, count);
  const memo = new Map<string, Int32Array>();
  let memoBytes = 0;

  // The last needle's bytes: a search tests many reviews against one needle.
  let lastNeedle = '';
  let lastBytes: Buffer | undefined = Buffer.alloc(0);
  /** The needle as UTF-8, or undefined when it holds a lone surrogate (compared as a string). */
  const bytesOf = (needle: string): Buffer | undefined => {
    if (needle !== lastNeedle) {
      lastNeedle = needle;
      lastBytes = needle.isWellFormed() ? Buffer.from(needle) : undefined;
    }
    return lastBytes;
  };

  const fieldText = (f: number) => corpus.toString('utf8', fieldStart[f]!, fieldEnd[f]!);

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

  /** Whether review `i` matches, reading only its two fields. */
  const test = (i: number, needle: string): boolean => {
    const strings = irregular.size ? irregular.get(i) : undefined;
    if (strings) return strings[0].includes(needle) || strings[1].includes(needle);
    const bytes = bytesOf(needle);
    if (!bytes) return fieldText(2 * i).includes(needle) || fieldText(2 * i + 1).includes(needle);
    if (bytes.length === 0) return true;
    return corpus.subarray(fieldStart[2 * i]!, fieldEnd[2 * i]!).indexOf(bytes) >= 0 || corpus.subarray(fieldStart[2 * i + 1]!, fieldEnd[2 * i + 1]!).indexOf(bytes) >= 0;
  };

  /** Every review whose title or text contains `needle` (already lower-cased), ascending. */
  const scan = (needle: string): Int32Array => {
    const bytes = bytesOf(needle);
    const found: number[] = [];
    if (!bytes || bytes.length === 0) {
      for (let i = 0; i < count; i++) if (test(i, needle)) found.push(i);
      return Int32Array.from(found);
    }
    let from = 0;
    for (;;) {
      const at = corpus.indexOf(bytes, from);
      if (at < 0) break;
      const review = reviewAt(at);
      if (inOneField(at, bytes.length, 2 * review) || inOneField(at, bytes.length, 2 * review + 1)) {
        if (!irregular.has(review)) found.push(review);
        if (review + 1 >= count) break;
        from = fieldStart[2 * review + 2]!; // one match is enough: go on with the next review
      } else {
        from = at + 1; // the match spans a field boundary (a needle with a newline): look further
      }
    }
    // Reviews kept as strings are checked as strings, and put in their place.
    for (const i of irregular.keys()) if (test(i, needle)) found.push(i);
    return irregular.size ? Int32Array.from(found).sort() : Int32Array.from(found);
  };

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
      memoBytes += result.byteLength + needle.length * 2;
      for (const [oldest, list] of memo) {
        if (memo.size <= MEMO_ENTRIES && memoBytes <= MEMO_BYTES) break;
        memo.delete(oldest);
        memoBytes -= list.byteLength + oldest.length * 2;
      }
      return result;
    },

    /** Whether review `i` matches: for checking a few candidates without a full scan. */
    test,
  };
}

/** The text search over `reviews` (newest first), built in this thread. */
export function createTextSearch(reviews: readonly Review[]) {
  const builder = textBuilder(reviews.length);
  reviews.forEach((review, position) => builder.add(review, position));
  return textSearchOver(builder.finish());
}

export type TextSearch = ReturnType<typeof textSearchOver>;
