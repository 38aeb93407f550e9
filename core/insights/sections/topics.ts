import type { Service } from '../../schemas/business.ts';
import type { Topic } from '../../schemas/insights.ts';
import { polarityOf, type Polarity } from '../analyzer/analyzer.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import type { PhraseUse } from '../analyzer/noun-phrases.ts';
import { PolarityTally, partialQuarter, pickEvidence, round, type Candidate } from './tally.ts';

/** Most topics listed. */
export const MAX_TOPICS = 20;
/** A phrase is a topic when at least this many reviews use it, and at least 0.5% of them. */
export const MIN_TOPIC_REVIEWS = 3;
const MIN_TOPIC_SHARE = 0.005;
/** ...and when at least this share of them praise or criticise in the sentences that use it. */
export const MIN_OPINION_SHARE = 0.5;
const TOPIC_EXAMPLES = 3;

export function minTopicReviews(reviews: number): number {
  return Math.max(MIN_TOPIC_REVIEWS, Math.ceil(reviews * MIN_TOPIC_SHARE));
}

type Usage = { ids: string[]; uses: Array<{ fact: ReviewFacts; sentences: number[] }> };

/**
 * Themes people praise or complain about: recurring noun phrases ("start date", "written
 * estimate", "storm backlog") that most of the reviews using them judge, by the number of
 * reviews that use them (ties by phrase). A phrase that names one of the business's services
 * ("roof replacement", "pipe boot repair") says which job a review is about, not what went well
 * or badly, and is left out, as are uses whose sentence does not judge the phrase as a whole
 * (see `judgingUses`). Each topic comes with the polarity of the sentences using it (the
 * same decision as everywhere), its share of each quarter's reviews, and examples.
 */
export function topicsSection(facts: readonly ReviewFacts[], services: readonly Service[]): Topic[] {
  const usage = new Map<string, Usage>();
  const reviewsPerQuarter = new Map<string, number>();
  const isService = serviceMatcher(services);
  for (const fact of facts) {
    reviewsPerQuarter.set(fact.quarter, (reviewsPerQuarter.get(fact.quarter) ?? 0) + 1);
    const here = new Map<string, number[]>();
    for (const use of judgingUses(fact)) {
      if (isService(use.key) || isService(use.surface)) continue;
      const sentences = here.get(use.key) ?? [];
      sentences.push(use.sentence);
      here.set(use.key, sentences);
    }
    for (const [key, sentences] of here) {
      let entry = usage.get(key);
      if (!entry) usage.set(key, (entry = { ids: [], uses: [] }));
      entry.ids.push(fact.review.id);
      entry.uses.push({ fact, sentences });
    }
  }
  const least = minTopicReviews(facts.length);
  const partial = partialQuarter(facts[0]?.review.date);
  const topics: Topic[] = [];
  const ranked = [...usage].filter(([, entry]) => entry.ids.length >= least).sort(([a, x], [b, y]) => y.ids.length - x.ids.length || (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, entry] of ranked) {
    if (topics.length === MAX_TOPICS) break;
    const tally = new PolarityTally();
    const candidates: Candidate[] = [];
    const perQuarter = new Map<string, number>();
    for (const { fact, sentences } of entry.uses) {
      const raw = sentences.reduce((sum, s) => sum + fact.sentenceScores[s]!, 0);
      const polarity = topicPolarity(fact, sentences, raw);
      tally.add(fact.review.id, polarity);
      perQuarter.set(fact.quarter, (perQuarter.get(fact.quarter) ?? 0) + 1);
      const strongest = sentences.reduce((a, b) => (Math.abs(fact.sentenceScores[b]!) > Math.abs(fact.sentenceScores[a]!) ? b : a));
      // An example shows a sentence whose own sure reading is the review's polarity about the topic.
      const reading = fact.sentencePolarities.get(strongest);
      const quotable = reading !== undefined && reading.sure && reading.polarity === polarity;
      candidates.push({ review: fact.review, polarity, strength: Math.abs(raw), raw, text: fact.sentences[strongest]!, quotable });
    }
    const sentiment = tally.sentiment();
    // Mostly mentioned without a judgement: a thing reviews name, not a theme they judge.
    if (sentiment.positive + sentiment.negative < MIN_OPINION_SHARE * tally.total) continue;
    const quarters = [...perQuarter.keys()].sort().map((quarter) => ({
      quarter,
      reviews: perQuarter.get(quarter)!,
      share: round(perQuarter.get(quarter)! / reviewsPerQuarter.get(quarter)!),
      partial: quarter === partial,
    }));
    topics.push({
      phrase: key,
      reviews: entry.ids.length,
      sentiment,
      trend: { direction: shareDirection(entry.uses, reviewsPerQuarter, partial), quarters },
      examples: pickEvidence(candidates, 1).concat(pickNeutral(candidates)).slice(0, TOPIC_EXAMPLES),
      review_ids: tally.ids,
    });
  }
  return topics;
}

/**
 * The phrase uses of a review whose sentence's polarity is what it says of the phrase. Not one in
 * a concession, the setting of the sentence's point ("They honored the price even though material
 * costs went up." judges no material costs), nor one that only marks a time, a span or a part of
 * something else ("professional from the first call to the final walkthrough", "photos of the
 * finished roof"), nor one in a mixed sentence, whose polarity as a whole is not that of each of
 * its clauses. The audit lists a topic's sentences from these too.
 */
export function judgingUses(fact: ReviewFacts): PhraseUse[] {
  return fact.phrases.filter((use) => !use.conceded && !use.marker && !fact.sentencePolarities.get(use.sentence)?.mixed);
}

/**
 * A review's polarity about a topic, from the sentences that use it, each decided as a whole:
 * the side with more sentences, and where they are even, the sign of their summed score.
 */
function topicPolarity(fact: ReviewFacts, sentences: readonly number[], raw: number): Polarity {
  let positive = 0;
  let negative = 0;
  for (const s of sentences) {
    const polarity = fact.sentencePolarities.get(s)?.polarity;
    if (polarity === 'positive') positive++;
    else if (polarity === 'negative') negative++;
  }
  if (positive !== negative) return positive > negative ? 'positive' : 'negative';
  return positive === 0 ? 'neutral' : polarityOf(raw);
}

/** Whether a phrase names a service: its name or one of its synonyms, as whole words. */
function serviceMatcher(services: readonly Service[]): (phrase: string) => boolean {
  const terms = services.flatMap((s) => [s.name, ...(s.synonyms ?? [])]).map((t) => t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()).filter(Boolean);
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (escaped.length === 0) return () => false;
  const pattern = new RegExp(`(?:^|\\s)(?:${escaped.join('|')})(?:$|\\s)`);
  return (phrase) => pattern.test(phrase.replace(/[^a-z0-9]+/g, ' ').trim());
}

/** An example of plain use when the positive and negative ones leave room. */
function pickNeutral(candidates: Candidate[]) {
  return pickEvidence(candidates.filter((c) => c.polarity === 'neutral'), 1);
}

/** Share of reviews using the phrase in the last two complete quarters against the four before. */
function shareDirection(uses: Usage['uses'], reviewsPerQuarter: Map<string, number>, partial: string | undefined): Topic['trend']['direction'] {
  const quarters = [...reviewsPerQuarter.keys()].filter((q) => q !== partial).sort();
  const recent = new Set(quarters.slice(-2));
  const before = new Set(quarters.slice(-6, -2));
  const count = (set: Set<string>) => uses.filter((u) => set.has(u.fact.quarter)).length;
  const total = (set: Set<string>) => [...set].reduce((sum, q) => sum + reviewsPerQuarter.get(q)!, 0);
  const [r, b, rt, bt] = [count(recent), count(before), total(recent), total(before)];
  if (r + b < 5 || rt === 0 || bt === 0) return 'insufficient_data';
  const ratio = r / rt / Math.max(b / bt, 1e-9);
  return ratio >= 1.25 ? 'rising' : ratio <= 0.8 ? 'falling' : 'steady';
}
