import { phraseTokens, type ParsedText } from './nlp.ts';

/** A phrase found in a text: tokens `start..end` (inclusive) and what it was compiled with. */
export type PhraseMatch<T> = { start: number; end: number; value: T };

type Pattern<T> = { tokens: Array<{ normal: string; lemma: string }>; value: T; order: number };

/**
 * Whole-token phrase matching over wink-nlp tokens. Phrases are tokenized by the same model as
 * the texts, so "clean-up" or "couldn't" split the same way on both sides; a phrase token matches
 * a text token with the same word, or, when written in its base form, with the same lemma
 * ("leak" finds "leaking"). A "*" stands for any one word ("use * again"), never first. Compiled once.
 */
export function compilePhrases<T>(entries: Iterable<readonly [phrase: string, value: T]>): PhraseMatcher<T> {
  const index = new Map<string, Pattern<T>[]>();
  let order = 0;
  for (const [phrase, value] of entries) {
    const tokens = phraseTokens(phrase);
    if (tokens.length === 0) continue;
    const pattern = { tokens, value, order: order++ };
    const first = tokens[0]!;
    for (const key of new Set([first.normal, first.lemma])) {
      const list = index.get(key) ?? [];
      list.push(pattern);
      index.set(key, list);
    }
  }
  // Longest first, then the order given, so the choice among candidates is fixed.
  for (const list of index.values()) list.sort((a, b) => b.tokens.length - a.tokens.length || a.order - b.order);
  return new PhraseMatcher(index);
}

export class PhraseMatcher<T> {
  readonly #index: Map<string, Pattern<T>[]>;

  constructor(index: Map<string, Pattern<T>[]>) {
    this.#index = index;
  }

  /** Leftmost-longest, non-overlapping matches within tokens `from..to` (inclusive). */
  match(text: ParsedText, from = 0, to = text.normals.length - 1): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = from; i <= to; ) {
      const best = this.longestAt(text, i, to);
      if (best) {
        found.push({ start: i, end: i + best.tokens.length - 1, value: best.value });
        i += best.tokens.length;
      } else i++;
    }
    return found;
  }

  /** Every match starting anywhere in `from..to`, overlapping allowed: one (the longest) per start. */
  matchAll(text: ParsedText, from = 0, to = text.normals.length - 1): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = from; i <= to; i++) {
      const best = this.longestAt(text, i, to);
      if (best) found.push({ start: i, end: i + best.tokens.length - 1, value: best.value });
    }
    return found;
  }

  private longestAt(text: ParsedText, i: number, to: number): Pattern<T> | undefined {
    const byNormal = this.#index.get(text.normals[i]!);
    const byLemma = text.lemmas[i] === text.normals[i] ? undefined : this.#index.get(text.lemmas[i]!);
    const best = firstMatch(text, i, to, byNormal);
    const other = byLemma ? firstMatch(text, i, to, byLemma) : undefined;
    if (!best || !other) return best ?? other;
    // Equally long, the phrase that matched the word as written beats one that matched its lemma
    // ("pressured" the entry, not "pressure").
    return other.tokens.length > best.tokens.length ? other : best;
  }
}

/** Lists are sorted longest first, then by order: the first pattern that matches is the best. */
function firstMatch<T>(text: ParsedText, i: number, to: number, list: Pattern<T>[] | undefined): Pattern<T> | undefined {
  if (!list) return undefined;
  for (const pattern of list) {
    if (i + pattern.tokens.length - 1 <= to && matchesAt(text, i, pattern)) return pattern;
  }
  return undefined;
}

function matchesAt<T>(text: ParsedText, i: number, pattern: Pattern<T>): boolean {
  for (let k = 0; k < pattern.tokens.length; k++) {
    const want = pattern.tokens[k]!;
    if (text.normals[i + k] === want.normal || want.normal === '*') continue;
    // Inflections match only a phrase word written in its base form: "leak" finds "leaking",
    // but "best" (lemma "good") must not find every "good".
    if (want.normal !== want.lemma || text.lemmas[i + k] !== want.lemma) return false;
  }
  return true;
}
