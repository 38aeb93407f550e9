import type { Review } from '../../schemas/review.ts';
import { aspectKey, isAspectKey, polarityOf, technicianKey, type Analyzer, type Polarity, type TextAnalysis } from '../analyzer/analyzer.ts';
import { decideAbout, onlyNamed, wholeOpinion } from '../model/about.ts';
import { WHOLE_KEY } from '../model/polarity-model.ts';
import { answersQuestion, FAQ_QUESTIONS } from '../sections/faq-questions.ts';
import { nounPhrases, type PhraseUse } from '../analyzer/noun-phrases.ts';
import { quarterOf } from '../sections/tally.ts';
import { CLEARLY_MIXED, isAbout, isSure } from './sure.ts';

/**
 * What a review says about one aspect or person: its total score, polarity and clearest sentence;
 * `sure`, whether the decision is clear (see sure.ts); `quotable`, whether the quote may be shown
 * as evidence of it: the decision is sure, and the quote is about the key and says so in its own words.
 */
export type SentenceReading = { polarity: Polarity; sure: boolean; mixed: boolean };

export type Stance = { raw: number; polarity: Polarity; strength: number; quote: string; sure: boolean; quotable: boolean };

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
  /**
   * By technician full name; `found` is false when the review names them only in its stated
   * mentions. `aspects`: what the clauses about the technician say of each aspect, with the
   * sentence it rests on.
   */
  technicians: Map<string, Stance & { found: boolean; aspects: Map<string, Stance> }>;
  /** By FAQ question id: what the sentences that answer the question say of its aspect. */
  faq: Map<string, Stance>;
  phrases: PhraseUse[];
  sentences: readonly string[];
  /** Each sentence's contribution to the review's score. */
  sentenceScores: readonly number[];
  /**
   * The decided polarity of each sentence that uses a noun phrase (others are absent), whether it
   * is sure, and whether the sentence is mixed: it praises one thing and faults another ("The
   * office was hard to reach during the busy season, although the work is top notch."), so its
   * polarity as a whole is not what it says of each phrase in it.
   */
  sentencePolarities: ReadonlyMap<number, SentenceReading>;
};

/**
 * Every polarity here (the review's, each aspect's, technician's, FAQ answer's and sentence's) is
 * the one decision of `decideAbout`, which also answers `npm run sentiment`: what is published
 * is what the command says and what the accuracy benchmark measures.
 */
export function reviewFacts(analyzer: Analyzer, review: Review): ReviewFacts {
  const analysis = analyzer.analyze(review.text);
  const { polarity } = wholeOpinion(analysis);
  const aspects = new Map<string, Stance>();
  for (const aspect of analyzer.aspects) {
    const opinion = opinionOf(analysis, aspectKey(aspect.id));
    // Named without being judged: no claim about the aspect (as the sentiment command lists it).
    if (opinion && !onlyNamed(analysis, aspectKey(aspect.id), opinion.polarity)) aspects.set(aspect.id, opinion);
  }
  const technicians: ReviewFacts['technicians'] = new Map();
  for (const name of review.mentions.technicians) {
    const key = technicianKey(name);
    const opinion = opinionOf(analysis, key);
    if (opinion) technicians.set(name, { ...opinion, found: true, aspects: aspectsInClausesOf(analysis, key) });
    // Named only in the review's stated mentions (they did the job), not in its text: the text
    // says nothing of them, so it is no verdict on them (issue 11: a technician is praised or
    // criticised only by a clause about them). The review still counts as one of theirs, neutral,
    // as `npm run sentiment` answers for a name the text does not contain.
    else technicians.set(name, { raw: 0, polarity: 'neutral', strength: 0, quote: '', sure: false, quotable: false, found: false, aspects: new Map() });
  }
  const phrases = nounPhrases(analysis);
  return {
    review,
    quarter: quarterOf(review.date),
    raw: analysis.raw,
    polarity,
    aspects,
    technicians,
    faq: faqAnswers(analyzer, analysis),
    phrases,
    sentences: analysis.sentences.map((s) => s.text),
    sentenceScores: analysis.sentences.map((s) => s.overall),
    sentencePolarities: sentencePolarities(analysis, new Set(phrases.map((p) => p.sentence))),
  };
}

/**
 * The key's summed score, and the sentence (with the one it runs on into) that weighs most.
 * Where the rules are unsure, the trained model decides the polarity, exactly as it does for
 * `npm run sentiment` and the accuracy benchmark: the figures measured are the ones published.
 */
function opinionOf(analysis: TextAnalysis, key: string): Stance | undefined {
  return opinionIn(analysis, key, analysis.sentences.map((_, k) => k));
}

/** As opinionOf, from the given sentences only: the others are hidden from the decision too. */
function opinionIn(analysis: TextAnalysis, key: string, picked: readonly number[]): Stance | undefined {
  let raw: number | undefined;
  let best = -1;
  let strongest = -1;
  let speaking = 0;
  for (const index of picked) {
    const score = analysis.sentences[index]!.scores.get(key);
    if (score === undefined) continue;
    speaking++;
    raw = (raw ?? 0) + score;
    if (Math.abs(score) > strongest) {
      strongest = Math.abs(score);
      best = index;
    }
  }
  if (raw === undefined) return undefined;
  const sentence = analysis.sentences[best]!;
  const next = sentence.continuedBy === undefined ? '' : ` ${analysis.sentences[sentence.continuedBy]!.text}`;
  const decided = decideAbout(analysis, key, raw, picked.length === analysis.sentences.length ? undefined : picked);
  const { polarity } = decided;
  const sure = isSure(decided.support);
  // The quote is evidence only if it says the same on its own, surely, and is about the key: the
  // same decision about that sentence alone (which is the one above when no other speaks of the key).
  const alone = speaking === 1 ? decided : decideAbout(analysis, key, sentence.scores.get(key)!, [best]);
  const quotable = sure && alone.polarity === polarity && isSure(alone.support) && isAbout(sentence.scores, key) && judges(sentence.scores.get(key)!, polarity);
  return { raw, polarity, strength: Math.abs(raw), quote: sentence.text + next, sure, quotable };
}

/**
 * Whether a sentence's own words judge a key the way it is decided: the rules' opinion of it
 * there has that polarity. A sentence that only names the aspect ("they finished our soffit work
 * last week", "we called them after the hailstorm") is no evidence of praise or blame of it, even
 * where the trained model, reading the words around, leans one way.
 */
function judges(score: number, polarity: Polarity): boolean {
  return polarityOf(score) === polarity;
}

/** Token ranges of the clauses of sentence `k` that speak of `key`: the whole sentence when it has one clause. */
function clausesOf(analysis: TextAnalysis, k: number, key: string): Array<[number, number]> {
  const sentence = analysis.sentences[k]!;
  const { start, end } = analysis.parsed.sentences[k]!;
  return sentence.clauses ? (sentence.clauses.get(key) ?? []) : [[start, end]];
}

/**
 * Aspects spoken of in the clauses that speak of `key` (a technician), each decided from those
 * sentences alone: "Sam did our estimate and was honest" praises Sam's estimate; "The roof looks
 * great but Sam never called back" does not praise Sam's workmanship.
 */
function aspectsInClausesOf(analysis: TextAnalysis, key: string): Map<string, Stance> {
  const sentencesOf = new Map<string, number[]>();
  analysis.sentences.forEach((sentence, k) => {
    if (!sentence.scores.has(key)) return;
    const own = clausesOf(analysis, k, key);
    for (const other of sentence.scores.keys()) {
      if (!isAspectKey(other)) continue;
      const shared = clausesOf(analysis, k, other).some(([from, to]) => own.some(([s, e]) => from <= e && s <= to));
      if (!shared) continue;
      const list = sentencesOf.get(other) ?? [];
      list.push(k);
      sentencesOf.set(other, list);
    }
  });
  const stances = new Map<string, Stance>();
  for (const [other, picked] of sentencesOf) {
    const stance = opinionIn(analysis, other, picked);
    // Praise or criticism needs an opinion that reaches the aspect: "Sam spent a long time
    // answering our questions" names communication without judging it.
    if (stance && stance.raw !== 0) stances.set(other.slice(2), stance);
  }
  return stances;
}

/** For each FAQ question with an aspect, the stance of the sentences that answer it. */
function faqAnswers(analyzer: Analyzer, analysis: TextAnalysis): Map<string, Stance> {
  const answers = new Map<string, Stance>();
  for (const question of FAQ_QUESTIONS) {
    const id = question.aspect ? analyzer.aspectKeys.get(question.aspect) : undefined;
    if (!id) continue;
    const key = aspectKey(id);
    const picked: number[] = [];
    analysis.sentences.forEach((sentence, k) => {
      if (sentence.scores.has(key) && answersQuestion(question, sentence.text)) picked.push(k);
    });
    const stance = picked.length ? opinionIn(analysis, key, picked) : undefined;
    if (stance) answers.set(question.id, stance);
  }
  return answers;
}

/**
 * Each listed sentence's polarity as a text of its own, by the same decision as everything else
 * (the whole-text one: rules, then the trained model where they are unsure), from that sentence alone.
 */
function sentencePolarities(analysis: TextAnalysis, wanted: ReadonlySet<number>): ReviewFacts['sentencePolarities'] {
  const polarities = new Map<number, SentenceReading>();
  for (const k of wanted) {
    const sentence = analysis.sentences[k]!;
    const { polarity, support } = decideAbout(analysis, WHOLE_KEY, sentence.overall, [k]);
    const scores = [...sentence.scores.values()];
    const mixed = scores.some((v) => v >= CLEARLY_MIXED) && scores.some((v) => v <= -CLEARLY_MIXED);
    polarities.set(k, { polarity, sure: isSure(support), mixed });
  }
  return polarities;
}
