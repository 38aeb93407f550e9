import type { Review } from '../../schemas/review.ts';
import type { Evidence, ReviewIdsByPolarity, Sentiment, SentimentTrend } from '../../schemas/insights.ts';
import { quarterOf } from '../../dates.ts';
import { polarityOf, type Polarity } from '../analyzer/analyzer.ts';
import { ADDITIVE_OPENERS } from '../lexicon/grammar.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import { inOrder } from './in-order.ts';

/** Rounds to `places` decimals; -0 becomes 0 so the JSON never says "-0". */
export function round(value: number, places = 2): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor || 0;
}

export { quarterOf };

/** Reviews counted by polarity, with their ids in the order added (callers add newest first). */
export class PolarityTally {
  readonly ids: ReviewIdsByPolarity = { positive: [], negative: [], neutral: [] };

  add(id: string, polarity: Polarity): void {
    this.ids[polarity].push(id);
  }

  get total(): number {
    return this.ids.positive.length + this.ids.negative.length + this.ids.neutral.length;
  }

  sentiment(): Sentiment {
    const { positive, negative, neutral } = this.ids;
    return { positive: positive.length, negative: negative.length, neutral: neutral.length, score: netScore(positive.length, negative.length, this.total) };
  }
}

export function netScore(positive: number, negative: number, total: number): number {
  return total === 0 ? 0 : round((positive - negative) / total);
}

/** Least reviews in a period (a quarter, or each side of a comparison) for it to have a score or a direction. */
export const TREND_MIN_REVIEWS = 5;
const TREND_MIN_CHANGE = 0.1;

/**
 * The quarter still under way at the newest review's date, if it is not that quarter's last day:
 * it is shown, marked partial, but never compared.
 */
export function partialQuarter(newest: string | undefined): string | undefined {
  if (!newest) return undefined;
  const quarter = quarterOf(newest);
  const lastMonth = Number(quarter.slice(-1)) * 3;
  const lastDay = new Date(Date.UTC(Number(newest.slice(0, 4)), lastMonth, 0)).toISOString().slice(0, 10);
  return newest < lastDay ? quarter : undefined;
}

/**
 * Counts by quarter (oldest first) and a direction: the net score of the last two complete
 * quarters with data against the four before them. A quarter of fewer than TREND_MIN_REVIEWS
 * reviews has no score of its own (null), and the partial quarter is left out of the direction.
 */
export function sentimentTrend(entries: Array<{ quarter: string; polarity: Polarity }>, partial: string | undefined): SentimentTrend {
  const byQuarter = new Map<string, { positive: number; negative: number; neutral: number }>();
  for (const { quarter, polarity } of entries) {
    const counts = byQuarter.get(quarter) ?? { positive: 0, negative: 0, neutral: 0 };
    counts[polarity]++;
    byQuarter.set(quarter, counts);
  }
  const quarters = [...byQuarter.keys()].sort().map((quarter) => {
    const c = byQuarter.get(quarter)!;
    const mentions = c.positive + c.negative + c.neutral;
    const score = mentions < TREND_MIN_REVIEWS ? null : netScore(c.positive, c.negative, mentions);
    return { quarter, mentions, ...c, score, partial: quarter === partial };
  });
  const pool = (list: typeof quarters) => {
    const sum = list.reduce((a, q) => ({ p: a.p + q.positive, n: a.n + q.negative, m: a.m + q.mentions }), { p: 0, n: 0, m: 0 });
    return { mentions: sum.m, score: sum.m === 0 ? 0 : (sum.p - sum.n) / sum.m };
  };
  const complete = quarters.filter((q) => !q.partial);
  const recent = pool(complete.slice(-2));
  const before = pool(complete.slice(-6, -2));
  let direction: SentimentTrend['direction'] = 'insufficient_data';
  if (recent.mentions >= TREND_MIN_REVIEWS && before.mentions >= TREND_MIN_REVIEWS) {
    const change = recent.score - before.score;
    direction = change >= TREND_MIN_CHANGE ? 'improving' : change <= -TREND_MIN_CHANGE ? 'declining' : 'steady';
  }
  return { direction, quarters };
}

/** Longest quote in an evidence entry. */
const MAX_QUOTE = 300;

export function quote(text: string): string {
  if (text.length <= MAX_QUOTE) return text;
  const cut = text.lastIndexOf(' ', MAX_QUOTE - 1);
  return `${text.slice(0, cut > MAX_QUOTE - 60 ? cut : MAX_QUOTE - 1).trimEnd()}…`;
}

/**
 * A candidate piece of evidence: how strongly it speaks (|raw score|) decides which are shown,
 * and `raw`, the rules' own signed score, whether its words alone carry its polarity. Only a
 * `quotable` one is shown (see facts/sure.ts): where the decision is unsure, or the sentence is
 * not about the subject, the review still counts but is not quoted.
 */
export type Candidate = { review: Review; polarity: Polarity; strength: number; raw?: number; text: string; quotable: boolean };

/** Evidence entries shown per polarity. */
export const EVIDENCE_PER_POLARITY = 3;

/**
 * The clearest positive statements, then the clearest negative ones (neutral ones only when
 * there is nothing else): strongest first, then newest, then by id, so the choice is stable.
 * No two say the same words.
 */
export function pickEvidence(candidates: Candidate[], perPolarity = EVIDENCE_PER_POLARITY): Evidence[] {
  // A quote whose own words the rules read the same way comes first: where the trained model
  // overruled them, the words may not say what the figure does.
  const plain = (c: Candidate) => (c.raw === undefined || polarityOf(c.raw) === c.polarity ? 0 : 1);
  const order = (a: Candidate, b: Candidate) =>
    plain(a) - plain(b) ||
    b.strength - a.strength || (a.review.date < b.review.date ? 1 : a.review.date > b.review.date ? -1 : 0) || (a.review.id < b.review.id ? -1 : a.review.id > b.review.id ? 1 : 0);
  // The same words twice are one piece of evidence: each sentence is quoted once, by its strongest use.
  const seen = new Set<string>();
  const pick = (polarity: Polarity) => {
    const chosen: Candidate[] = [];
    for (const candidate of inOrder(candidates.filter((c) => c.polarity === polarity && c.quotable), order)) {
      if (chosen.length === perPolarity) break;
      const words = sameWords(candidate.text);
      if (seen.has(words)) continue;
      seen.add(words);
      chosen.push(candidate);
    }
    return chosen;
  };
  let chosen = [...pick('positive'), ...pick('negative')];
  if (chosen.length === 0) chosen = pick('neutral');
  return chosen.map((c) => ({ review_id: c.review.id, date: c.review.date, rating: c.review.rating, polarity: c.polarity, quote: quote(c.text) }));
}

/** A quote's words, for telling repeats apart: case, punctuation, spacing and an opener that only joins it to what came before aside. */
export function sameWords(text: string): string {
  // "Also, the insurance company approved ..." and "What is more, the insurance company approved ..." are one statement.
  return normalWords(text).replace(OPENERS, '');
}

const normalWords = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/**
 * One or more openers that join a sentence to the one before, at its start: the additive ones the
 * analyzer reads past, those of a concession or a turn. (Normalised, they are letters, digits and
 * spaces only: nothing to escape.)
 */
const OPENERS = new RegExp(
  `^(?:(?:${[...ADDITIVE_OPENERS, 'in fairness', 'to be fair', 'honestly', 'frankly', 'however', 'that said', 'unfortunately', 'sadly', 'and', 'but'].map(normalWords).join('|')}) )+`,
);

/**
 * The facts under each key `keysOf` gives them (an aspect spoken of, a technician named, a
 * service mentioned, the area), each list in the facts' order, a fact at most once per key: one
 * walk through the facts for every aspect, technician, service or area, not one each (on 100,000
 * reviews each walk reads memory the cache does not hold).
 */
export function gatherBy(facts: readonly ReviewFacts[], keysOf: (fact: ReviewFacts) => Iterable<string>): Map<string, ReviewFacts[]> {
  const gathered = new Map<string, ReviewFacts[]>();
  for (const fact of facts) {
    for (const key of keysOf(fact)) {
      const members = gathered.get(key);
      // (A key given twice for one fact, a service mentioned twice, counts it once.)
      if (!members) gathered.set(key, [fact]);
      else if (members[members.length - 1] !== fact) members.push(fact);
    }
  }
  return gathered;
}
