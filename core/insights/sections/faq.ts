import type { Business } from '../../schemas/business.ts';
import type { Evidence, FaqEntry } from '../../schemas/insights.ts';
import { FAQ_QUESTIONS, JOB_INTRO, type FaqQuestion } from './faq-questions.ts';
import { findDuration, findResponseTime, findWarrantyTerm, type Finding } from './faq-findings.ts';
import type { AspectKey } from '../lexicon/index.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import { PolarityTally, pickEvidence, quote, sameWords, type Candidate } from './tally.ts';

/** Evidence quoted per polarity in an answer. */
const ANSWER_EVIDENCE = 2;

/**
 * The questions of FAQ_QUESTIONS that the reviews can answer, each answered from the sentences
 * that answer it (see FaqQuestion) and, where the question has one, a finding counted from them.
 */
export function faqSection(business: Business, aspectIds: ReadonlyMap<AspectKey, string>, facts: readonly ReviewFacts[]): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (const question of FAQ_QUESTIONS) {
    if (question.aspect && !aspectIds.has(question.aspect)) continue; // the catalogue has no such aspect
    const findings = question.finding ? collectFindings(question, business, facts) : [];
    const entry = answer(question, question.aspect ? aspectIds.get(question.aspect)! : null, findings, facts);
    if (entry) entries.push(entry);
  }
  return entries;
}

type Collected = Array<Finding & { ids: string[]; first: { fact: ReviewFacts; sentence: string } }>;

/** The finding a sentence of a review gives for a question, if it answers it. */
export function findingIn(question: FaqQuestion, sentence: string, aboutReplacement: boolean): Finding | undefined {
  if (JOB_INTRO.test(sentence)) return undefined;
  if (question.finding === 'duration') return findDuration(sentence, aboutReplacement);
  if (question.finding === 'warranty-term') return findWarrantyTerm(sentence);
  if (question.finding === 'response-time') return findResponseTime(sentence);
  return undefined;
}

/** Ids of the services that are replacements, whose reviews' "the job" is a replacement. */
export function replacementServices(business: Business): Set<string> {
  return new Set(business.services.filter((s) => /replac|re-?roof/i.test(`${s.id} ${s.name}`)).map((s) => s.id));
}

/** One finding per review (its first), grouped by label, most reviews first. */
function collectFindings(question: FaqQuestion, business: Business, facts: readonly ReviewFacts[]): Collected {
  const replacements = replacementServices(business);
  const byLabel = new Map<string, Collected[number]>();
  for (const fact of facts) {
    const aboutReplacement = fact.review.mentions.services.some((id) => replacements.has(id));
    for (const sentence of fact.sentences) {
      const found = findingIn(question, sentence, aboutReplacement);
      if (!found) continue;
      const group = byLabel.get(found.label) ?? { ...found, ids: [], first: { fact, sentence } };
      group.ids.push(fact.review.id);
      byLabel.set(found.label, group);
      break;
    }
  }
  return [...byLabel.values()].sort((a, b) => b.ids.length - a.ids.length || a.order - b.order);
}

function answer(question: FaqQuestion, aspectId: string | null, findings: Collected, facts: readonly ReviewFacts[]): FaqEntry | undefined {
  const tally = new PolarityTally();
  const candidates: Candidate[] = [];
  for (const fact of facts) {
    const stance = fact.faq.get(question.id);
    // Every answering review is counted, as decided (leaving out the unsure ones would leave out
    // complaints most, which are read less surely): only its quote waits for a sure reading.
    if (!stance) continue;
    tally.add(fact.review.id, stance.polarity);
    candidates.push({ review: fact.review, polarity: stance.polarity, strength: stance.strength, raw: stance.raw, text: stance.quote, quotable: stance.quotable });
  }
  const ids = new Set<string>([...tally.ids.positive, ...tally.ids.negative, ...tally.ids.neutral, ...findings.flatMap((f) => f.ids)]);
  if (ids.size === 0) return undefined;
  const parts: string[] = [];
  if (tally.total > 0) parts.push(polarityAnswer(tally.sentiment(), tally.total));
  if (findings.length > 0) parts.push(findingAnswer(question, findings));
  const evidence: Evidence[] = pickEvidence(candidates, ANSWER_EVIDENCE);
  for (const finding of findings.slice(0, 3)) {
    const { fact, sentence } = finding.first;
    if (evidence.some((e) => e.review_id === fact.review.id || sameWords(e.quote) === sameWords(sentence))) continue;
    // The answer's own polarity where it is sure; a question with no aspect takes the review's.
    const stance = fact.faq.get(question.id);
    if (question.aspect && !stance?.sure) continue;
    const polarity = stance?.polarity ?? fact.polarity;
    evidence.push({ review_id: fact.review.id, date: fact.review.date, rating: fact.review.rating, polarity, quote: quote(sentence) });
  }
  return {
    id: question.id,
    question: question.question,
    answer: parts.join(' '),
    aspect: aspectId,
    reviews: ids.size,
    answers: tally.total > 0 ? { ...tally.sentiment(), review_ids: tally.ids } : null,
    findings: findings.map((f) => ({ label: f.label, reviews: f.ids.length, review_ids: f.ids })),
    evidence,
    // Newest first, as everywhere: the order of the dataset.
    review_ids: facts.filter((f) => ids.has(f.review.id)).map((f) => f.review.id),
  };
}

function polarityAnswer(s: { positive: number; negative: number; neutral: number }, total: number): string {
  const judged = s.positive + s.negative;
  const share = judged === 0 ? 0 : s.positive / judged;
  const lead =
    judged === 0
      ? 'Reviews speak of it without saying whether it went well.'
      : share >= 0.8
        ? 'Mostly yes.'
        : share >= 0.6
          ? 'Usually, though some reviewers disagree.'
          : share >= 0.4
            ? 'Opinions are divided.'
            : 'Reviewers mostly report problems.';
  const noun = total === 1 ? 'review has a sentence' : 'reviews have a sentence';
  return `${lead} ${total} ${noun} that answers this; the analyzer reads ${s.positive} as positive, ${s.negative} as negative and ${s.neutral} as neutral.`;
}

function findingAnswer(question: FaqQuestion, findings: Collected): string {
  const total = findings.reduce((sum, f) => sum + f.ids.length, 0);
  const top = findings[0]!;
  const most = `${top.label} (${top.ids.length} of ${total} ${total === 1 ? 'review' : 'reviews'})`;
  switch (question.finding) {
    case 'duration': {
      const sorted = [...findings].sort((a, b) => a.order - b.order);
      const range = sorted.length > 1 ? `; reported times run from ${sorted[0]!.label} to ${sorted[sorted.length - 1]!.label}` : '';
      return `Reviews that say how long their replacement took most often report ${most}${range}.`;
    }
    case 'warranty-term':
      return `The warranty most often mentioned is ${most}.`;
    case 'response-time':
      return `Reviews that say how soon emergency help came most often report ${most}.`;
    default:
      return '';
  }
}
