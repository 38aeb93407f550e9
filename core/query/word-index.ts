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
 * many candidates): the caller scans instead.
 */
export function createWordIndex(corpus: string, fieldStart: Int32Array, fieldEnd: Int32Array) {
  const count = fieldStart.length >>> 1; // two fields per review
  const ids = new Map<string, number>();
  const postings: number[][] = [];
  const lastSeen: number[] = []; // per word: the last review counted, so each review counts once
  // One pass over the characters (wordsOf inlined, as this runs over the whole corpus).
  for (let f = 0; f < fieldStart.length; f++) {
    const position = f >>> 1;
    const end = fieldEnd[f]!;
    let at = fieldStart[f]!;
    while (at < end) {
      while (at < end && !isWordChar(corpus.charCodeAt(at))) at++;
      const start = at;
      while (at < end && isWordChar(corpus.charCodeAt(at))) at++;
      if (at === start) break;
      const word = corpus.slice(start, at);
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
  }
  const words = [...ids.keys()];
  const lists = postings.map((list) => Int32Array.from(list));
  // The vocabulary as one string, each word after a newline; starts[k] is where word k begins.
  const vocabulary = `\n${words.join('\n')}`;
  const starts = new Int32Array(words.length);
  for (let k = 0, at = 1; k < words.length; at += words[k]!.length + 1, k++) starts[k] = at;

  /** Positions of reviews with a word containing `piece` (letters and digits only), ascending. */
  function containing(piece: string, limit: number): Int32Array | undefined {
    const hits: number[] = [];
    let total = 0;
    for (let from = 0; ; ) {
      const at = vocabulary.indexOf(piece, from);
      if (at < 0) break;
      const k = lowerBound(starts, at + 1) - 1; // the word this occurrence is in
      hits.push(k);
      total += lists[k]!.length;
      if (total > limit) return undefined;
      from = k + 1 < starts.length ? starts[k + 1]! : vocabulary.length; // next word
    }
    if (hits.length === 1) return lists[hits[0]!]!;
    const mark = new Uint8Array(count);
    for (const k of hits) for (const position of lists[k]!) mark[position] = 1;
    const out = new Int32Array(total);
    let size = 0;
    for (let position = 0; position < count; position++) if (mark[position]) out[size++] = position;
    return out.subarray(0, size);
  }

  return {
    /** Distinct words indexed. */
    size: words.length,

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

export type WordIndex = ReturnType<typeof createWordIndex>;
