import type { Business } from '../schemas/business.ts';
import type { AspectInsight, Evidence, FaqEntry } from '../schemas/insights.ts';
import { FAQ_QUESTIONS, type FaqQuestion } from './faq-questions.ts';
import { findDuration, findResponseTime, findWarrantyTerm, type Finding } from './faq-findings.ts';
import type { AspectKey } from './lexicon.ts';
import type { ReviewFacts } from './review-facts.ts';
import { quote } from './tally.ts';

/** Evidence quoted per polarity in an answer. */
const ANSWER_EVIDENCE = 2;

/**
 * The questions of FAQ_QUESTIONS that the reviews can answer, each answered from the aspect's
 * counts and, where the question has one, a finding counted from the sentences themselves.
 */
export function faqSection(
  business: Business,
  aspectIds: ReadonlyMap<AspectKey, string>,
  aspects: readonly AspectInsight[],
  facts: readonly ReviewFacts[],
): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (const question of FAQ_QUESTIONS) {
    const aspectId = question.aspect ? aspectIds.get(question.aspect) : undefined;
    const aspect = aspectId ? aspects.find((a) => a.id === aspectId) : undefined;
    if (question.aspect && !aspect) continue; // the catalogue has no such aspect
    const finding = question.finding ? collectFindings(question, business, facts, aspectId) : undefined;
    const entry = answer(question, aspect, finding, facts);
    if (entry) entries.push(entry);
  }
  return entries;
}

type Collected = { findings: Array<Finding & { ids: string[]; first: { fact: ReviewFacts; sentence: string } }> };

/** One finding per review (its first), grouped by label, most reviews first. */
function collectFindings(question: FaqQuestion, business: Business, facts: readonly ReviewFacts[], aspectId: string | undefined): Collected {
  const replacementServices = new Set(business.services.filter((s) => /replac|re-?roof/i.test(`${s.id} ${s.name}`)).map((s) => s.id));
  const subject = question.subject ? new RegExp(`\\b(?:${question.subject.map((w) => w.replace(/[-\s]/g, '[-\\s]')).join('|')})\\b`, 'i') : null;
  const byLabel = new Map<string, Collected['findings'][number]>();
  for (const fact of facts) {
    if (question.finding !== 'duration' && aspectId && !fact.aspects.has(aspectId)) continue;
    const aboutService = fact.review.mentions.services.some((id) => replacementServices.has(id));
    for (const sentence of fact.sentences) {
      let found: Finding | undefined;
      if (question.finding === 'duration') {
        if (subject && !subject.test(sentence) && !aboutService) continue;
        found = findDuration(sentence);
      } else if (question.finding === 'warranty-term') found = findWarrantyTerm(sentence);
      else if (question.finding === 'response-time') found = findResponseTime(sentence);
      if (!found) continue;
      const group = byLabel.get(found.label) ?? { ...found, ids: [], first: { fact, sentence } };
      group.ids.push(fact.review.id);
      byLabel.set(found.label, group);
      break;
    }
  }
  const findings = [...byLabel.values()].sort((a, b) => b.ids.length - a.ids.length || a.order - b.order);
  return { findings };
}

function answer(question: FaqQuestion, aspect: AspectInsight | undefined, collected: Collected | undefined, facts: readonly ReviewFacts[]): FaqEntry | undefined {
  const findings = collected?.findings ?? [];
  const ids = new Set<string>([...(aspect ? [...aspect.review_ids.positive, ...aspect.review_ids.negative, ...aspect.review_ids.neutral] : []), ...findings.flatMap((f) => f.ids)]);
  if (ids.size === 0) return undefined;
  const parts: string[] = [];
  if (aspect && aspect.mentions > 0) parts.push(aspectAnswer(aspect));
  if (findings.length > 0) parts.push(findingAnswer(question, findings));
  const evidence: Evidence[] = aspect
    ? [...aspect.evidence.filter((e) => e.polarity === 'positive').slice(0, ANSWER_EVIDENCE), ...aspect.evidence.filter((e) => e.polarity === 'negative').slice(0, ANSWER_EVIDENCE)]
    : [];
  for (const finding of findings.slice(0, 3)) {
    if (evidence.some((e) => e.review_id === finding.first.fact.review.id)) continue;
    const { review } = finding.first.fact;
    evidence.push({ review_id: review.id, date: review.date, rating: review.rating, polarity: finding.first.fact.polarity, quote: quote(finding.first.sentence) });
  }
  return {
    id: question.id,
    question: question.question,
    answer: parts.join(' '),
    aspect: aspect?.id ?? null,
    reviews: ids.size,
    findings: findings.map((f) => ({ label: f.label, reviews: f.ids.length, review_ids: f.ids })),
    evidence,
    // Newest first, as everywhere: the order of the dataset.
    review_ids: facts.filter((f) => ids.has(f.review.id)).map((f) => f.review.id),
  };
}

function aspectAnswer(aspect: AspectInsight): string {
  const { positive, negative, neutral, mentions } = aspect;
  const judged = positive + negative;
  const share = judged === 0 ? 0 : positive / judged;
  const lead =
    judged === 0
      ? 'Reviews mention it without saying whether it went well.'
      : share >= 0.8
        ? 'Mostly yes.'
        : share >= 0.6
          ? 'Usually, though some reviewers disagree.'
          : share >= 0.4
            ? 'Opinions are divided.'
            : 'Reviewers mostly report problems.';
  const noun = mentions === 1 ? 'review' : 'reviews';
  return `${lead} Of the ${mentions} ${noun} that speak of ${aspect.name.toLowerCase()}, ${positive} are positive, ${negative} negative and ${neutral} neutral.`;
}

function findingAnswer(question: FaqQuestion, findings: Collected['findings']): string {
  const total = findings.reduce((sum, f) => sum + f.ids.length, 0);
  const top = findings[0]!;
  const most = `${top.label} (${top.ids.length} of ${total} ${total === 1 ? 'review' : 'reviews'})`;
  switch (question.finding) {
    case 'duration': {
      const sorted = [...findings].sort((a, b) => a.order - b.order);
      const range = sorted.length > 1 ? `; reported times run from ${sorted[0]!.label} to ${sorted[sorted.length - 1]!.label}` : '';
      return `Reviews that say how long it took most often report ${most}${range}.`;
    }
    case 'warranty-term':
      return `The warranty most often mentioned is ${most}.`;
    case 'response-time':
      return `Reviews that say how soon help came most often report ${most}.`;
    default:
      return '';
  }
}
