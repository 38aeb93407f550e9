import type { Business } from '../../core/schemas/business.ts';
import type { Insights, ReviewIdsByPolarity } from '../../core/schemas/insights.ts';
import { answersQuestion, FAQ_QUESTIONS } from '../../core/insights/sections/faq-questions.ts';
import { findingIn, replacementServices } from '../../core/insights/sections/faq.ts';
import { judgingUses } from '../../core/insights/sections/topics.ts';
import { aspectKey, technicianKey, type Analyzer } from '../../core/insights/analyzer/analyzer.ts';
import type { ReviewFacts } from '../../core/insights/facts/review-facts.ts';

/**
 * The published claims of an insights.json, each with the sentence it rests on, found by reading
 * the review again with the same analyzer. A claim whose re-reading disagrees with what was
 * published means insights.json was not built from this content and code: that is an error,
 * never a claim to mark.
 */
export const KINDS = ['evidence', 'aspect', 'technician', 'faq', 'topic'] as const;
export type Kind = (typeof KINDS)[number];

/** `sentence` is what the claim rests on; a function where finding it means reading the review again. */
export type Claim = { kind: Kind; reviewId: string; claim: string; sentence: string | (() => string) };

/** The text a claim rests on. */
export const sentenceOf = (claim: Claim): string => (typeof claim.sentence === 'string' ? claim.sentence : claim.sentence());

/** Every sentence of a text that speaks of `key`, in order: all that a polarity about it rests on. */
function sentencesAbout(analyzer: Analyzer, text: string, key: string, keep: (sentence: string) => boolean = () => true): string {
  return analyzer
    .analyze(text)
    .sentences.filter((s) => s.scores.has(key) && keep(s.text))
    .map((s) => s.text)
    .join(' … ');
}

export class AuditMismatch extends Error {}

type Polarity = 'positive' | 'negative' | 'neutral';
const POLARITIES: readonly Polarity[] = ['positive', 'negative', 'neutral'];

/** Every claim of each kind, in the order insights.json lists them. */
export function allClaims(insights: Insights, facts: ReadonlyMap<string, ReviewFacts>, business: Business, analyzer: Analyzer): Record<Kind, Claim[]> {
  const fact = (id: string, where: string) => {
    const found = facts.get(id);
    if (!found) throw new AuditMismatch(`${where} cites review ${id}, which is not in the content`);
    return found;
  };
  const agree = (where: string, id: string, published: Polarity, found: Polarity | undefined) => {
    if (found !== published) throw new AuditMismatch(`${where}: review ${id} is published as ${published} but reads ${found ?? 'as not speaking of it'} now; was insights.json built from this content and code?`);
  };
  const each = (ids: ReviewIdsByPolarity, visit: (id: string, polarity: Polarity) => void) => {
    for (const polarity of POLARITIES) for (const id of ids[polarity]) visit(id, polarity);
  };
  const claims: Record<Kind, Claim[]> = { evidence: [], aspect: [], technician: [], faq: [], topic: [] };
  const aspectName = new Map(insights.aspects.map((a) => [a.id, a.name]));

  const evidence = (target: string, list: Insights['aspects'][number]['evidence']) => {
    for (const e of list) {
      const text = fact(e.review_id, target).review.text;
      // A quote is verbatim (or cut with "…"): anything else is not this review's words.
      if (!text.includes(e.quote.replace(/…$/, ''))) throw new AuditMismatch(`${target}: the quote from ${e.review_id} is not in its text`);
      claims.evidence.push({ kind: 'evidence', reviewId: e.review_id, claim: `${target}: ${e.polarity}`, sentence: e.quote });
    }
  };

  for (const aspect of insights.aspects) {
    each(aspect.review_ids, (id, polarity) => {
      const stance = fact(id, aspect.id).aspects.get(aspect.id);
      agree(`aspect ${aspect.id}`, id, polarity, stance?.polarity);
      const { text } = fact(id, aspect.id).review;
      claims.aspect.push({ kind: 'aspect', reviewId: id, claim: `${aspect.name}: ${polarity}`, sentence: () => sentencesAbout(analyzer, text, aspectKey(aspect.id)) });
    });
    evidence(`${aspect.name} (aspect evidence)`, aspect.evidence);
  }

  for (const t of insights.entities.technicians) {
    each(t.review_ids, (id, polarity) => {
      const stance = fact(id, t.name).technicians.get(t.name);
      agree(`technician ${t.name}`, id, polarity, stance?.polarity);
      const { text } = fact(id, t.name).review;
      const sentence = stance!.found ? () => sentencesAbout(analyzer, text, technicianKey(t.name)) : `(not named in the text, only in the review's stated mentions: no verdict on them) ${text}`;
      claims.technician.push({ kind: 'technician', reviewId: id, claim: `${t.name}: ${polarity}`, sentence });
    });
    for (const [verb, list, polarity] of [['praised', t.praised_for, 'positive'], ['criticised', t.criticised_for, 'negative']] as const) {
      for (const tally of list) {
        for (const id of tally.review_ids) {
          const stance = fact(id, t.name).technicians.get(t.name)?.aspects.get(tally.aspect);
          agree(`${t.name} ${verb} for ${tally.aspect}`, id, polarity, stance?.polarity);
          claims.technician.push({ kind: 'technician', reviewId: id, claim: `${t.name} ${verb} for ${aspectName.get(tally.aspect) ?? tally.aspect}`, sentence: stance!.quote });
        }
      }
    }
    evidence(`${t.name} (technician evidence)`, t.evidence);
  }

  const replacements = replacementServices(business);
  for (const entry of insights.faq) {
    const question = FAQ_QUESTIONS.find((q) => q.id === entry.id);
    if (!question) throw new AuditMismatch(`faq ${entry.id} is not a question this code asks`);
    if (entry.answers) {
      each(entry.answers.review_ids, (id, polarity) => {
        const stance = fact(id, entry.id).faq.get(entry.id);
        agree(`faq ${entry.id}`, id, polarity, stance?.polarity);
        const { text } = fact(id, entry.id).review;
        const sentence = () => sentencesAbout(analyzer, text, aspectKey(entry.aspect!), (s) => answersQuestion(question, s));
        claims.faq.push({ kind: 'faq', reviewId: id, claim: `${entry.question} Answer: ${polarity}`, sentence });
      });
    }
    for (const finding of entry.findings) {
      for (const id of finding.review_ids) {
        const f = fact(id, entry.id);
        const about = f.review.mentions.services.some((s) => replacements.has(s));
        const sentence = f.sentences.find((s) => findingIn(question, s, about)?.label === finding.label);
        if (!sentence) throw new AuditMismatch(`faq ${entry.id}: no sentence of ${id} reports ${finding.label}`);
        // "The job was done in two days" counts for a review of a replacement (findDuration): the
        // reader is told which service the review is about, as the build knew it.
        const job = about && !findingIn(question, sentence, false) ? business.services.filter((s) => replacements.has(s.id) && f.review.mentions.services.includes(s.id)).map((s) => s.name) : [];
        const of = job.length ? ` (a review of: ${job.join(', ')})` : '';
        claims.faq.push({ kind: 'faq', reviewId: id, claim: `${entry.question} Finding: ${finding.label}${of}`, sentence });
      }
    }
    evidence(`${entry.question} (FAQ evidence)`, entry.evidence);
  }

  for (const topic of insights.topics) {
    each(topic.review_ids, (id, polarity) => {
      const f = fact(id, topic.phrase);
      const used = [...new Set(judgingUses(f).filter((p) => p.key === topic.phrase).map((p) => p.sentence))];
      if (used.length === 0) throw new AuditMismatch(`topic "${topic.phrase}": review ${id} does not use it`);
      claims.topic.push({ kind: 'topic', reviewId: id, claim: `topic "${topic.phrase}": ${polarity}`, sentence: used.map((k) => f.sentences[k]).join(' … ') });
    });
    evidence(`topic "${topic.phrase}" (example)`, topic.examples);
  }
  return claims;
}
