import type { Aspect } from '../../schemas/aspects.ts';
import type { AspectInsight } from '../../schemas/insights.ts';
import type { Polarity } from '../analyzer/analyzer.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import { gatherBy, PolarityTally, partialQuarter, pickEvidence, round, sentimentTrend, type Candidate } from './tally.ts';

/**
 * One entry per catalogue aspect: how many reviews speak of it, with what polarity, by quarter,
 * and the statements that show it. A review counts once per aspect, with the polarity of all it
 * says about the aspect together.
 */
export function aspectsSection(aspects: readonly Aspect[], facts: readonly ReviewFacts[]): AspectInsight[] {
  // Facts are newest first: the first is the newest review.
  const partial = partialQuarter(facts[0]?.review.date);
  const byAspect = gatherBy(facts, (fact) => fact.aspects.keys());
  return aspects.map((aspect) => {
    const tally = new PolarityTally();
    const trend: Array<{ quarter: string; polarity: Polarity }> = [];
    const candidates: Candidate[] = [];
    for (const fact of byAspect.get(aspect.id) ?? []) {
      const opinion = fact.aspects.get(aspect.id)!;
      tally.add(fact.review.id, opinion.polarity);
      trend.push({ quarter: fact.quarter, polarity: opinion.polarity });
      candidates.push({ review: fact.review, polarity: opinion.polarity, strength: opinion.strength, raw: opinion.raw, text: opinion.quote, quotable: opinion.quotable });
    }
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
