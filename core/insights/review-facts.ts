import type { Review } from '../schemas/review.ts';
import { aspectKey, polarityOf, technicianKey, type Analyzer, type Polarity, type TextAnalysis } from './analyzer.ts';
import { decideAbout } from './about.ts';
import { nounPhrases, type PhraseUse } from './noun-phrases.ts';
import { quarterOf } from './tally.ts';

/** What a review says about one aspect or person: its total score, polarity and clearest sentence. */
export type Stance = { raw: number; polarity: Polarity; strength: number; quote: string };

/**
 * Everything the insights need from one review, computed once: the review's own polarity, its
 * opinion of each aspect and technician it speaks of, and the noun phrases it uses.
 */
export type ReviewFacts = {
  review: Review;
  quarter: string;
  raw: number;
  polarity: Polarity;
  /** By catalogue aspect id. */
  aspects: Map<string, Stance>;
  /** By technician full name; `found` is false when the review names them only in its stated mentions. */
  technicians: Map<string, Stance & { found: boolean; aspects: Map<string, Polarity> }>;
  phrases: PhraseUse[];
  sentences: readonly string[];
  /** Each sentence's contribution to the review's score. */
  sentenceScores: readonly number[];
};

export function reviewFacts(analyzer: Analyzer, review: Review): ReviewFacts {
  const analysis = analyzer.analyze(review.text);
  const polarity = polarityOf(analysis.raw);
  const aspects = new Map<string, Stance>();
  for (const aspect of analyzer.aspects) {
    const opinion = opinionOf(analysis, aspectKey(aspect.id));
    if (opinion) aspects.set(aspect.id, opinion);
  }
  const technicians: ReviewFacts['technicians'] = new Map();
  for (const name of review.mentions.technicians) {
    const key = technicianKey(name);
    const opinion = opinionOf(analysis, key);
    if (opinion) technicians.set(name, { ...opinion, found: true, aspects: aspectsNear(analysis, key) });
    // Named only in the stated mentions: what the review says as a whole is what it says of the job they did.
    else technicians.set(name, { raw: analysis.raw, polarity, strength: 0, quote: '', found: false, aspects: new Map() });
  }
  return {
    review,
    quarter: quarterOf(review.date),
    raw: analysis.raw,
    polarity,
    aspects,
    technicians,
    phrases: nounPhrases(analysis),
    sentences: analysis.sentences.map((s) => s.text),
    sentenceScores: analysis.sentences.map((s) => s.overall),
  };
}

/**
 * The key's summed score, and the sentence (with the one it runs on into) that weighs most.
 * Where the rules are unsure, the trained model decides the polarity, exactly as it does for
 * `npm run sentiment` and the accuracy benchmark: the figures measured are the ones published.
 */
function opinionOf(analysis: TextAnalysis, key: string): Stance | undefined {
  let raw: number | undefined;
  let best = -1;
  let strongest = -1;
  analysis.sentences.forEach((sentence, index) => {
    const score = sentence.scores.get(key);
    if (score === undefined) return;
    raw = (raw ?? 0) + score;
    if (Math.abs(score) > strongest) {
      strongest = Math.abs(score);
      best = index;
    }
  });
  if (raw === undefined) return undefined;
  const sentence = analysis.sentences[best]!;
  const next = sentence.continuedBy === undefined ? '' : ` ${analysis.sentences[sentence.continuedBy]!.text}`;
  const { polarity } = decideAbout(analysis, key, raw);
  return { raw, polarity, strength: Math.abs(raw), quote: sentence.text + next };
}

/** Aspects with an opinion in the sentences that speak of `key` (a technician). */
function aspectsNear(analysis: TextAnalysis, key: string): Map<string, Polarity> {
  const totals = new Map<string, number>();
  for (const sentence of analysis.sentences) {
    if (!sentence.scores.has(key)) continue;
    for (const [other, score] of sentence.scores) {
      if (!other.startsWith('a:')) continue;
      totals.set(other.slice(2), (totals.get(other.slice(2)) ?? 0) + score);
    }
  }
  const polarities = new Map<string, Polarity>();
  for (const [aspect, score] of totals) polarities.set(aspect, polarityOf(score));
  return polarities;
}
