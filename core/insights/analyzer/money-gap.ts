import type { ParsedText } from './nlp.ts';

/**
 * The estimate judged by sums instead of opinion words: "Quoted R45k, came in at R44k.", "The
 * estimate said $14,200. The final invoice said $14,200.", "They quoted R38 000 and the final
 * invoice was R51 000." A quoted sum, then a final one: the final at or under the quote says the
 * estimate was right; well over it, that the estimate was wrong and the price more than agreed.
 * (time-gap.ts does the same for dates and durations.)
 */
export type MoneyGap = {
  /** The sentence of the final sum. */
  sentence: number;
  /** At or under the quote: 'kept'; more than OVERRUN over it: 'overrun'. */
  outcome: 'kept' | 'overrun';
};

/** A final sum this much over the quote is an overrun; between the two, neither is said. */
const OVERRUN = 1.1;
/** Rounding a quote ("about $9k") is not an overrun: at most this much over is the quote kept. */
const KEPT = 1.02;
/** A final sum under this share of the quote is some other charge ("came back for $200"), not the job's. */
const COMPARABLE = 0.5;
/** How far before a sum the word that says what it is may stand ("quoted us about $9k"). */
const REACH = 5;

/**
 * Words that make a sum the quote: one quote ("estimates that ranged from $18k to $52k", "three
 * quotes: $11k, $13.5k" are other firms' bids, and no promise of this one).
 */
const QUOTED = new Set(['quote', 'quoted', 'quotation', 'estimate', 'estimated', 'bid', 'tender', 'told']);
/** The quote's own words, as what a bill "matched" (QUOTED without "told"). */
const QUOTE_NOUNS = new Set(['quote', 'quotation', 'estimate', 'bid']);
/** What the writer paid, after "what" in "that's what we paid" (lemmas). */
const PAID = new Set(['pay', 'charge']);
/** Lemmas that make a sum what was paid in the end (and "came in at", "came to": `finalBefore`). */
const FINAL = new Set(['final', 'invoice', 'bill', 'charge', 'total', 'demand', 'end', 'pay']);
const CURRENCY = new Set(['$', '£', '€', '₹', 'r', 'rs', 'rs.', 'inr', 'zar', 'nzd', 'aud', 'cad', 'usd']);
const MULTIPLIERS = new Map([
  ['k', 1_000], ['k.', 1_000], ['grand', 1_000], ['thousand', 1_000], ['lakh', 100_000], ['lakhs', 100_000], ['lac', 100_000], ['lacs', 100_000],
]);
const NUMBER_WORDS = new Map([
  ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10],
  ['eleven', 11], ['twelve', 12], ['fifteen', 15], ['twenty', 20],
]);
/**
 * A number as written, with a currency or a thousands sign stuck to it ("R45k", "$14,200", "1.2"),
 * its digits grouped in threes or the Indian way ("Rs 1,12,000", "₹12,50,000").
 */
const NUMBER = /^(r|rs\.?|₹|\$|£|€)?(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d+)(\.\d+)?(k)?$/i;

/** A sum of money at token i: its value and its last token; only a sum that says it is money (a currency or "k", "grand", "lakh"). */
export function sumAt(text: ParsedText, i: number, end: number): { value: number; end: number } | undefined {
  let k = i;
  let money = CURRENCY.has(text.normals[k]!.toLowerCase());
  if (money) k++;
  if (k > end) return undefined;
  const word = text.normals[k]!.toLowerCase();
  const match = NUMBER.exec(word);
  let value: number;
  if (match) {
    money ||= match[1] !== undefined || match[4] !== undefined;
    value = Number(match[2]!.replace(/,/g, '') + (match[3] ?? '')) * (match[4] ? 1_000 : 1);
    // "R38 000": thousands written apart.
    if (k + 1 <= end && /^\d{3}$/.test(text.normals[k + 1]!) && !match[4] && !match[3]) value = value * 1_000 + Number(text.normals[++k]!);
  } else if (NUMBER_WORDS.has(word)) value = NUMBER_WORDS.get(word)!;
  else return undefined;
  const multiplier = MULTIPLIERS.get(text.normals[k + 1]?.toLowerCase() ?? '');
  if (multiplier !== undefined && k + 1 <= end) {
    money = true;
    value *= multiplier;
    k++;
  }
  return money && value > 0 ? { value, end: k } : undefined;
}

/** Whether a word of QUOTED stands within REACH tokens before `at`, in the sentence. */
function quotedBefore(text: ParsedText, at: number, start: number): boolean {
  for (let k = Math.max(start, at - REACH); k < at; k++) if (QUOTED.has(text.normals[k]!.toLowerCase())) return true;
  return false;
}

/** Whether a lemma of FINAL, or "came in at", "came to", stands within REACH tokens before `at`, in the sentence. */
function finalBefore(text: ParsedText, at: number, start: number): boolean {
  for (let k = Math.max(start, at - REACH); k < at; k++) {
    if (FINAL.has(text.lemmas[k]!)) return true;
    if (text.lemmas[k] === 'come' && (text.normals[k + 1] === 'to' || (text.normals[k + 1] === 'in' && text.normals[k + 2] === 'at'))) return true;
  }
  return false;
}

/**
 * Whether tokens from..end say in words that what was paid was the quote: "(that's | which is |
 * was) (exactly) what we paid / were charged".
 */
function paidWhatQuoted(text: ParsedText, from: number, end: number): boolean {
  for (let k = from + 1; k + 2 <= end; k++) {
    if (text.normals[k] !== 'what' || !['we', 'i'].includes(text.normals[k + 1]!.toLowerCase())) continue;
    const paid = PAID.has(text.lemmas[k + 2]!) || (text.lemmas[k + 2] === 'be' && k + 3 <= end && PAID.has(text.lemmas[k + 3]!));
    const before = text.normals[k - 1] === 'exactly' ? k - 2 : k - 1;
    if (paid && before >= from && text.lemmas[before] === 'be') return true;
  }
  return false;
}

/** The sentence where a bill is said to have "matched the quote" ("the invoice matched our estimate"), if any. */
function matchedQuote(text: ParsedText): number | undefined {
  for (let k = 0; k + 1 < text.normals.length; k++) {
    if (text.lemmas[k] !== 'match') continue;
    const noun = text.pos[k + 1] === 'DET' || text.pos[k + 1] === 'PRON' ? k + 2 : k + 1;
    if (QUOTE_NOUNS.has(text.normals[noun]?.toLowerCase() ?? '')) return text.sentences.findIndex((s) => s.start <= k && s.end >= k);
  }
  return undefined;
}

/** The first quoted sum and the first final sum after it, compared; null when the text has no such pair. */
export function moneyGap(text: ParsedText): MoneyGap | null {
  // Most reviews name no quote: no sum before the first quote word can be one, so start there.
  const first = text.normals.findIndex((word) => QUOTED.has(word.toLowerCase()));
  if (first < 0) return null;
  const matched = matchedQuote(text);
  if (matched !== undefined && matched >= 0) return { sentence: matched, outcome: 'kept' };
  let quote: number | undefined;
  for (let s = text.sentences.findIndex((sentence) => sentence.end >= first); s < text.sentences.length; s++) {
    const { start, end } = text.sentences[s]!;
    for (let i = start; i <= end; i++) {
      const sum = sumAt(text, i, end);
      if (!sum) continue;
      if (quote === undefined) {
        if (!quotedBefore(text, i, start)) continue;
        quote = sum.value;
        // "Quote was £2,850 and that's what we paid."
        if (paidWhatQuoted(text, sum.end, end)) return { sentence: s, outcome: 'kept' };
        const next = text.sentences[s + 1];
        if (next && paidWhatQuoted(text, next.start, next.end)) return { sentence: s + 1, outcome: 'kept' };
      } else if (finalBefore(text, i, start) && sum.value >= quote * COMPARABLE) {
        if (sum.value <= quote * KEPT) return { sentence: s, outcome: 'kept' };
        if (sum.value > quote * OVERRUN) return { sentence: s, outcome: 'overrun' };
        return null;
      }
      i = sum.end;
    }
  }
  return null;
}
