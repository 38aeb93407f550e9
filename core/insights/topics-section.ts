import type { Topic } from '../schemas/insights.ts';
import type { ReviewFacts } from './review-facts.ts';
import { PolarityTally, pickEvidence, round, type Candidate } from './tally.ts';

/** Most topics listed. */
export const MAX_TOPICS = 20;
/** A phrase is a topic when at least this many reviews use it, and at least 0.5% of them. */
export const MIN_TOPIC_REVIEWS = 3;
const MIN_TOPIC_SHARE = 0.005;
const TOPIC_EXAMPLES = 3;

export function minTopicReviews(reviews: number): number {
  return Math.max(MIN_TOPIC_REVIEWS, Math.ceil(reviews * MIN_TOPIC_SHARE));
}

type Usage = { ids: string[]; surfaces: Map<string, number>; uses: Array<{ fact: ReviewFacts; sentences: number[] }> };

/**
 * Recurring noun phrases, by the number of reviews that use them (ties by phrase). Each comes
 * with the polarity of the sentences using it, its share of each quarter's reviews, and examples.
 */
export function topicsSection(facts: readonly ReviewFacts[]): Topic[] {
  const usage = new Map<string, Usage>();
  const reviewsPerQuarter = new Map<string, number>();
  for (const fact of facts) {
    reviewsPerQuarter.set(fact.quarter, (reviewsPerQuarter.get(fact.quarter) ?? 0) + 1);
    const here = new Map<string, number[]>();
    for (const use of fact.phrases) {
      const sentences = here.get(use.key) ?? [];
      sentences.push(use.sentence);
      here.set(use.key, sentences);
      let entry = usage.get(use.key);
      if (!entry) usage.set(use.key, (entry = { ids: [], surfaces: new Map(), uses: [] }));
      entry.surfaces.set(use.surface, (entry.surfaces.get(use.surface) ?? 0) + 1);
    }
    for (const [key, sentences] of here) {
      const entry = usage.get(key)!;
      entry.ids.push(fact.review.id);
      entry.uses.push({ fact, sentences });
    }
  }
  const least = minTopicReviews(facts.length);
  const chosen = [...usage]
    .filter(([, entry]) => entry.ids.length >= least)
    .sort(([a, x], [b, y]) => y.ids.length - x.ids.length || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_TOPICS);

  return chosen.map(([key, entry]) => {
    const tally = new PolarityTally();
    const candidates: Candidate[] = [];
    const perQuarter = new Map<string, number>();
    for (const { fact, sentences } of entry.uses) {
      const raw = sentences.reduce((sum, s) => sum + fact.sentenceScores[s]!, 0);
      const polarity = fact.phrasePolarities.get(key)!;
      tally.add(fact.review.id, polarity);
      perQuarter.set(fact.quarter, (perQuarter.get(fact.quarter) ?? 0) + 1);
      candidates.push({ review: fact.review, polarity, strength: Math.abs(raw), text: fact.sentences[sentences[0]!]! });
    }
    const quarters = [...perQuarter.keys()].sort().map((quarter) => ({
      quarter,
      reviews: perQuarter.get(quarter)!,
      share: round(perQuarter.get(quarter)! / reviewsPerQuarter.get(quarter)!),
    }));
    return {
      phrase: key,
      reviews: entry.ids.length,
      sentiment: tally.sentiment(),
      trend: { direction: shareDirection(entry.uses, reviewsPerQuarter), quarters },
      examples: pickEvidence(candidates, 1).concat(pickNeutral(candidates)).slice(0, TOPIC_EXAMPLES),
      review_ids: tally.ids,
    };
  });
}

/** An example of plain use when the positive and negative ones leave room. */
function pickNeutral(candidates: Candidate[]) {
  return pickEvidence(candidates.filter((c) => c.polarity === 'neutral'), 1);
}

/** Share of reviews using the phrase in the last two quarters against the four before. */
function shareDirection(uses: Usage['uses'], reviewsPerQuarter: Map<string, number>): Topic['trend']['direction'] {
  const quarters = [...reviewsPerQuarter.keys()].sort();
  const recent = new Set(quarters.slice(-2));
  const before = new Set(quarters.slice(-6, -2));
  const count = (set: Set<string>) => uses.filter((u) => set.has(u.fact.quarter)).length;
  const total = (set: Set<string>) => [...set].reduce((sum, q) => sum + reviewsPerQuarter.get(q)!, 0);
  const [r, b, rt, bt] = [count(recent), count(before), total(recent), total(before)];
  if (r + b < 5 || rt === 0 || bt === 0) return 'insufficient_data';
  const ratio = r / rt / Math.max(b / bt, 1e-9);
  return ratio >= 1.25 ? 'rising' : ratio <= 0.8 ? 'falling' : 'steady';
}
