import type { Review } from '../schemas/review.ts';
import { asciiFoldIndexOf, hasAsciiLetter } from './ascii-fold.ts';
import { wordIndexBuilder, wordIndexOver, type WordIndexData } from './word-index.ts';

/** Matches remembered per needle, bounded by the bytes of their position lists. */
const MEMO_ENTRIES = 256;
const MEMO_BYTES = 16 * 1024 * 1024;

/** What the text search reads besides the build's reviews bytes, as arrays that move between threads without a copy. */
export type TextData = {
  /**
   * For review i: its title is bytes [fieldStart[2i], fieldEnd[2i]) of the reviews' bytes (the
   * build's own JSON), its text [fieldStart[2i+1], fieldEnd[2i+1]): the field's UTF-8, found
   * where the review's JSON holds it unescaped. Ascending, never overlapping; empty ranges for
   * the reviews in `irregular`.
   */
  fieldStart: Uint32Array;
  fieldEnd: Uint32Array;
  /**
   * The lower-cased fields of the reviews whose bytes cannot be searched with an ASCII case
   * fold, by position, searched as strings: a field whose JSON needs escapes (quote,
   * backslash, control character, lone surrogate), whose lower case changes more than ASCII
   * letters (É, the Kelvin sign, Σ), or whose bytes are not in its review's JSON as written.
   */
  irregular: Map<number, [title: string, text: string]>;
  words: WordIndexData;
};

/** Characters JSON.stringify writes escaped: such a field's bytes are not in the JSON as they are. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f]/;
const NOT_ASCII = /[^\u0000-\u007f]/;
const UPPER_ASCII = /[A-Z]/g;

/** Whether folding A-Z in `field`'s bytes gives exactly its Unicode lower case `lower`. */
function foldsLikeLowerCase(field: string, lower: string): boolean {
  if (NEEDS_ESCAPE.test(field) || !field.isWellFormed()) return false;
  return !NOT_ASCII.test(field) || field.replace(UPPER_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) | 0x20)) === lower;
}

/**
 * Records where each review's title and text lie in `source` (the reviews' JSON bytes), so
 * the search reads the build's own bytes instead of keeping a lower-cased copy of them.
 */
export function textBuilder(source: Uint8Array, count: number) {
  const bytes = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  if (bytes.length > 0xffff_ffff) throw new RangeError('reviews.json is over 4 GiB: field offsets would not fit');
  const fieldStart = new Uint32Array(count * 2);
  const fieldEnd = new Uint32Array(count * 2);
  const irregular = new Map<number, [string, string]>();
  const words = wordIndexBuilder();
  let after = 0; // where the previous field ends: ranges stay ascending

  /** [start, end) of `field`'s UTF-8 in source[from, to), or undefined. */
  const locate = (field: string, lower: string, from: number, to: number): [number, number] | undefined => {
    if (!foldsLikeLowerCase(field, lower)) return undefined;
    if (field === '') return [from, from];
    const utf8 = Buffer.from(field);
    const at = bytes.indexOf(utf8, from);
    return at >= 0 && at + utf8.length <= to ? [at, at + utf8.length] : undefined;
  };

  return {
    /** Adds review `position` (positions in order, from 0), whose JSON is source[start, end). */
    add(review: Review, position: number, start: number, end: number): void {
      const title = review.title ?? '';
      const lowerTitle = title.toLowerCase();
      const lowerText = review.text.toLowerCase();
      words.add(position, lowerTitle);
      words.add(position, lowerText);
      const from = Math.max(start, after);
      const titleAt = locate(title, lowerTitle, from, end);
      const textAt = titleAt && locate(review.text, lowerText, titleAt[1], end);
      // A review not found whole is searched as strings; its ranges are empty, in their place.
      const [t, x]: [[number, number], [number, number]] = titleAt && textAt ? [titleAt, textAt] : [[from, from], [from, from]];
      fieldStart[2 * position] = t[0];
      fieldEnd[2 * position] = t[1];
      fieldStart[2 * position + 1] = x[0];
      fieldEnd[2 * position + 1] = after = x[1];
      if (!textAt) irregular.set(position, [lowerTitle, lowerText]);
    },

    finish(): TextData {
      return { fieldStart, fieldEnd, irregular, words: words.finish() };
    },
  };
}

/**
 * Literal, case-insensitive substring search over each review's title and text (never a
 * pattern, never the owner response), reading the reviews' own JSON bytes (`source`). A word
 * index (word-index.ts) answers most needles from the vocabulary; the rest are a full scan of
 * every field. Results are remembered per needle.
 *
 * Case-insensitivity is Unicode lower-casing (`toLowerCase`) of both sides, locale-free. The
 * fields kept as bytes are those whose lower case is their ASCII letters folded, so a needle,
 * lower-cased, matches a field exactly where its UTF-8 matches the field's bytes with A-Z
 * folded (UTF-8 is self-synchronising, and no byte of a multi-byte character is ASCII); the
 * other fields, and a needle with a lone surrogate, are compared as strings.
 */
export function textSearchOver(data: TextData, source: Uint8Array) {
  const { fieldStart, fieldEnd, irregular } = data;
  const bytes = Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  const count = fieldStart.length >>> 1;
  const words = wordIndexOver(data.words, count);
  const memo = new Map<string, Int32Array>();
  let memoBytes = 0;

  // The last needle's bytes: a search tests many reviews against one needle.
  let lastNeedle = '';
  let lastBytes: Buffer | undefined = Buffer.alloc(0);
  let lastFolds = false;
  /** The needle as UTF-8, or undefined when it holds a lone surrogate (compared as a string). */
  const bytesOf = (needle: string): Buffer | undefined => {
    if (needle !== lastNeedle) {
      lastNeedle = needle;
      lastBytes = needle.isWellFormed() ? Buffer.from(needle) : undefined;
      lastFolds = lastBytes !== undefined && hasAsciiLetter(lastBytes);
    }
    return lastBytes;
  };

  /** Field f, lower-cased, as a string (its bytes fold like its lower case). */
  const fieldText = (f: number) => bytes.toString('utf8', fieldStart[f]!, fieldEnd[f]!).toLowerCase();
  const fieldHas = (f: number, needle: Buffer) => asciiFoldIndexOf(bytes, needle, fieldStart[f]!, fieldEnd[f]!) >= 0;

  /** The review whose fields contain source offset `at` (binary search over field starts). */
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
    const utf8 = bytesOf(needle);
    if (!utf8) return fieldText(2 * i).includes(needle) || fieldText(2 * i + 1).includes(needle);
    if (utf8.length === 0) return true;
    return fieldHas(2 * i, utf8) || fieldHas(2 * i + 1, utf8);
  };

  /** Every review whose title or text contains `needle` (already lower-cased), ascending. */
  const scan = (needle: string): Int32Array => {
    const utf8 = bytesOf(needle);
    const found: number[] = [];
    if (!utf8 || utf8.length === 0 || lastFolds) {
      // Letters: each field is read with the case fold, in JS (the memo makes this rare).
      for (let i = 0; i < count; i++) if (test(i, needle)) found.push(i);
      return Int32Array.from(found);
    }
    // No ASCII letter in the needle: folding changes nothing it could match, so the native
    // byte search runs over the whole source, a match kept only inside one field of one review.
    const last = fieldEnd[fieldEnd.length - 1] ?? 0;
    for (let from = fieldStart[0] ?? 0; ; ) {
      const at = bytes.indexOf(utf8, from);
      if (at < 0 || at >= last) break;
      const review = reviewAt(at);
      if (inOneField(at, utf8.length, 2 * review) || inOneField(at, utf8.length, 2 * review + 1)) {
        if (!irregular.has(review)) found.push(review);
        if (review + 1 >= count) break;
        from = fieldStart[2 * review + 2]!; // one match is enough: go on with the next review
      } else {
        from = at + 1; // outside the fields, or across a field's end: look further
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

    /** Lower-cases a query the way the fields compare. */
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

/** The text search over `reviews` (newest first), built in this thread over their JSON. */
export function createTextSearch(reviews: readonly Review[], stringify: (review: Review) => string = (review) => JSON.stringify(review)) {
  const strings = reviews.map(stringify);
  const source = Buffer.from(strings.join(','));
  const builder = textBuilder(source, reviews.length);
  for (let i = 0, at = 0; i < reviews.length; at += Buffer.byteLength(strings[i]!) + 1, i++) builder.add(reviews[i]!, i, at, at + Buffer.byteLength(strings[i]!));
  return textSearchOver(builder.finish(), source);
}

export type TextSearch = ReturnType<typeof textSearchOver>;
