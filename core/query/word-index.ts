import { intersect, lowerBound } from './sorted.ts';

/**
 * Word characters are UTF-16 code units that are letters or digits on their own (so letters
 * outside the Basic Multilingual Plane, written as two surrogates, are not): the index and
 * the needles are split by this one rule, which is what makes a one-word lookup exact.
 */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, code) => (WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 0));
const isWordChar = (code: number) => (code < 128 ? ASCII_WORD[code] === 1 : WORD_CHAR.test(String.fromCharCode(code)));

/** The maximal runs of word characters in `text`. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (let at = 0; at < text.length; ) {
    while (at < text.length && !isWordChar(text.charCodeAt(at))) at++;
    const start = at;
    while (at < text.length && isWordChar(text.charCodeAt(at))) at++;
    if (at > start) words.push(text.slice(start, at));
  }
  return words;
}

/**
 * Beyond this share of the reviews, a multi-word needle is scanned for instead: checking a
 * candidate costs about what scanning past one review does.
 */
const MAX_CANDIDATE_SHARE = 0.5;

/** The word index as flat arrays: moved between threads without a copy, wrapped by `wordIndexOver`. */
export type WordIndexData = {
  /** The vocabulary as one string, each word after a newline. */
  vocabulary: string;
  /** Where word k begins in `vocabulary`. */
  starts: Int32Array;
  /** Every word's postings back to back: word k's are postings[postingStarts[k] .. postingStarts[k + 1]). */
  postings: Int32Array;
  postingStarts: Int32Array;
};

/**
 * Collects the words of each review's lower-cased fields, in review order, one field at a
 * time, so the index is built in the same pass as everything else a build needs.
 */
export function wordIndexBuilder() {
  const ids = new Map<string, number>();
  const postings: number[][] = [];
  const lastSeen: number[] = []; // per word: the last review counted, so each review counts once
  return {
    /** The words of one lower-cased field of the review at `position` (positions ascending). */
    add(position: number, field: string): void {
      // wordsOf inlined: this runs over every review.
      const end = field.length;
      let at = 0;
      while (at < end) {
        while (at < end && !isWordChar(field.charCodeAt(at))) at++;
        const start = at;
        while (at < end && isWordChar(field.charCodeAt(at))) at++;
        if (at === start) break;
        const word = field.slice(start, at);
        let id = ids.get(word);
        if (id === undefined) {
          ids.set(word, (id = postings.length));
          postings.push([]);
          lastSeen.push(-1);
        }
        if (lastSeen[id] !== position) {
          lastSeen[id] = position;
          postings[id]!.push(position);
        }
      }
    },

    finish(): WordIndexData {
      const words = [...ids.keys()];
      const postingStarts = new Int32Array(words.length + 1);
      for (let k = 0; k < words.length; k++) postingStarts[k + 1] = postingStarts[k]! + postings[k]!.length;
      const flat = new Int32Array(postingStarts[words.length]!);
      for (let k = 0; k < words.length; k++) flat.set(postings[k]!, postingStarts[k]!);
      const starts = new Int32Array(words.length);
      for (let k = 0, at = 1; k < words.length; at += words[k]!.length + 1, k++) starts[k] = at;
      return { vocabulary: `\n${words.join('\n')}`, starts, postings: flat, postingStarts };
    },
  };
}

/**
 * An inverted index from each distinct word (maximal run of letters and digits, lower-cased)
 * to the ascending positions of the reviews using it, used to answer literal substring
 * searches without reading every review:
 * - a needle of letters and digits only is inside some word, so its reviews are the union
 *   of the postings of every vocabulary word containing it (exact, found by one `indexOf`
 *   run over the vocabulary, a few hundred kilobytes);
 * - a needle with spaces or punctuation yields candidates (every word piece must be in some
 *   word), which the caller verifies against the text.
 * Returns undefined when the index cannot narrow the search (no word in the needle, or too
 * many candidates): the caller scans instead. `count` is the number of reviews.
 */
export function wordIndexOver(data: WordIndexData, count: number) {
  const { vocabulary, starts, postings, postingStarts } = data;
  const list = (k: number) => postings.subarray(postingStarts[k]!, postingStarts[k + 1]!);
  const listLength = (k: number) => postingStarts[k + 1]! - postingStarts[k]!;

  /** Positions of reviews with a word containing `piece` (letters and digits only), ascending. */
  function containing(piece: string, limit: number): Int32Array | undefined {
    const hits: number[] = [];
    let total = 0;
    for (let from = 0; ; ) {
      const at = vocabulary.indexOf(piece, from);
      if (at < 0) break;
      const k = lowerBound(starts, at + 1) - 1; // the word this occurrence is in
      hits.push(k);
      total += listLength(k);
      if (total > limit) return undefined;
      from = k + 1 < starts.length ? starts[k + 1]! : vocabulary.length; // next word
    }
    if (hits.length === 1) return list(hits[0]!);
    const mark = new Uint8Array(count);
    for (const k of hits) for (const position of list(k)) mark[position] = 1;
    const out = new Int32Array(total);
    let size = 0;
    for (let position = 0; position < count; position++) if (mark[position]) out[size++] = position;
    return out.subarray(0, size);
  }

  return {
    /** Distinct words indexed. */
    size: starts.length,

    /**
     * For a lower-cased needle: `{ exact: true, positions }` when these are exactly the
     * matching reviews, `{ exact: false, positions }` when they are candidates to verify, or
     * undefined when the index does not help.
     */
    lookup(needle: string): { exact: boolean; positions: Int32Array } | undefined {
      // Past this many postings a union costs about what a scan does.
      const cap = count * 8;
      const pieces = wordsOf(needle);
      if (pieces.length === 1 && pieces[0]!.length === needle.length) {
        const positions = containing(needle, cap);
        return positions && { exact: true, positions };
      }
      let candidates: Int32Array | undefined;
      // Longest pieces first: they are the most selective. A piece in too many words is skipped.
      for (const piece of pieces.sort((a, b) => b.length - a.length)) {
        const positions = containing(piece, cap);
        if (!positions) continue;
        candidates = candidates ? intersect(candidates, positions) : positions;
        if (candidates.length === 0) break;
      }
      if (!candidates || candidates.length > count * MAX_CANDIDATE_SHARE) return undefined;
      return { exact: false, positions: candidates };
    },
  };
}

export type WordIndex = ReturnType<typeof wordIndexOver>;
