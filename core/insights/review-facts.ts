import type { Review } from '../schemas/review.ts';
import { aspectKey, technicianKey, type Analyzer, type Polarity, type TextAnalysis } from './analyzer.ts';
import { decideAbout, wholeOpinion } from './about.ts';
import { WHOLE_KEY } from './polarity-model.ts';
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
  /** By phrase key: the polarity of the sentences that use it, read as a text of their own. */
  phrasePolarities: Map<string, Polarity>;
  sentences: readonly string[];
  /** Each sentence's contribution to the review's score. */
  sentenceScores: readonly number[];
};

/**
 * Every polarity here (the review's, each aspect's and technician's, each phrase's) is the one
 * decision of `decideAbout`, which also answers `npm run sentiment`: what is published is what
 * the command says and what the accuracy benchmark measures.
 */
export function reviewFacts(analyzer: Analyzer, review: Review): ReviewFacts {
  const analysis = analyzer.analyze(review.text);
  const { polarity } = wholeOpinion(analysis);
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
  const phrases = nounPhrases(analysis);
  return {
    review,
    quarter: quarterOf(review.date),
    raw: analysis.raw,
    polarity,
    aspects,
    technicians,
    phrases,
    phrasePolarities: phrasePolarities(analysis, phrases),
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

/**
 * Aspects with an opinion in the sentences that speak of `key` (a technician), each decided by
 * `decideAbout` over those sentences alone.
 */
function aspectsNear(analysis: TextAnalysis, key: string): Map<string, Polarity> {
  const totals = new Map<string, number>();
  const near: number[] = [];
  analysis.sentences.forEach((sentence, k) => {
    if (!sentence.scores.has(key)) return;
    near.push(k);
    for (const [other, score] of sentence.scores) {
      if (!other.startsWith('a:')) continue;
      totals.set(other, (totals.get(other) ?? 0) + score);
    }
  });
  const polarities = new Map<string, Polarity>();
  for (const [other, score] of totals) polarities.set(other.slice(2), decideAbout(analysis, other, score, near).polarity);
  return polarities;
}

/** Per phrase key, the decision about the sentences using it, as a text of their own. */
function phrasePolarities(analysis: TextAnalysis, phrases: readonly PhraseUse[]): Map<string, Polarity> {
  const sentencesOf = new Map<string, number[]>();
  for (const use of phrases) {
    const list = sentencesOf.get(use.key) ?? [];
    if (!list.includes(use.sentence)) list.push(use.sentence);
    sentencesOf.set(use.key, list);
  }
  const decided = new Map<string, Polarity>();
  const polarities = new Map<string, Polarity>();
  for (const [key, sentences] of sentencesOf) {
    const set = sentences.join(',');
    let polarity = decided.get(set);
    if (!polarity) {
      const raw = sentences.reduce((sum, k) => sum + analysis.sentences[k]!.overall, 0);
      polarity = decideAbout(analysis, WHOLE_KEY, raw, sentences).polarity;
      decided.set(set, polarity);
    }
    polarities.set(key, polarity);
  }
  return polarities;
}
