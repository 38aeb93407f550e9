import type { Aspect } from '../../schemas/aspects.ts';
import type { AspectInsight } from '../../schemas/insights.ts';
import type { Polarity } from '../analyzer/analyzer.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import { PolarityTally, partialQuarter, pickEvidence, round, sentimentTrend, type Candidate } from './tally.ts';

/** What one aspect's entry is built from, gathered from the facts in their order. */
type Gathered = { tally: PolarityTally; trend: Array<{ quarter: string; polarity: Polarity }>; candidates: Candidate[] };

/**
 * One entry per catalogue aspect: how many reviews speak of it, with what polarity, by quarter,
 * and the statements that show it. A review counts once per aspect, with the polarity of all it
 * says about the aspect together.
 */
export function aspectsSection(aspects: readonly Aspect[], facts: readonly ReviewFacts[]): AspectInsight[] {
  // Facts are newest first: the first is the newest review.
  const partial = partialQuarter(facts[0]?.review.date);
  const gathered = gatherByAspect(aspects, facts);
  return aspects.map((aspect) => {
    const { tally, trend, candidates } = gathered.get(aspect.id)!;
    const { positive, negative, neutral, score } = tally.sentiment();
    return {
      id: aspect.id,
      name: aspect.name,
      mentions: tally.total,
      share_of_reviews: facts.length === 0 ? 0 : round(tally.total / facts.length),
      positive,
      negative,
      neutral,
      score,
      trend: sentimentTrend(trend, partial),
      evidence: pickEvidence(candidates),
      review_ids: tally.ids,
    };
  });
}

/**
 * Each aspect's opinions, in the facts' order, gathered in one pass over the facts rather than
 * one per aspect: on 100,000 reviews each pass is a walk through memory the cache does not hold.
 */
function gatherByAspect(aspects: readonly Aspect[], facts: readonly ReviewFacts[]): Map<string, Gathered> {
  const gathered = new Map<string, Gathered>(aspects.map((aspect) => [aspect.id, { tally: new PolarityTally(), trend: [], candidates: [] }]));
  for (const fact of facts) {
    for (const [id, opinion] of fact.aspects) {
      const into = gathered.get(id);
      if (!into) continue;
      into.tally.add(fact.review.id, opinion.polarity);
      into.trend.push({ quarter: fact.quarter, polarity: opinion.polarity });
      into.candidates.push({ review: fact.review, polarity: opinion.polarity, strength: opinion.strength, raw: opinion.raw, text: opinion.quote, quotable: opinion.quotable });
    }
  }
  return gathered;
}
