import { writeHappy, writeMixed, writeUnhappy, type Length } from './bodies.ts';
import { createDraft } from './draft.ts';
import { technicianSentences } from './phrases/technicians.ts';
import { titles } from './phrases/titles.ts';
import type { AspectId } from './phrases/types.ts';
import type { ReviewPlan } from './plan.ts';
import type { Random } from './random.ts';
import { capitalize } from './slots.ts';

export type Composition = {
  title?: string;
  text: string;
  /** The first real complaint, which the owner's reply answers. */
  complaint?: AspectId;
  /** A small gripe in a happy review. */
  gripe?: AspectId;
  /** Whether the text names the job, so the mention is derived rather than stated. */
  namedService: boolean;
};

/** Unhappy customers write more. */
const lengths: Record<ReviewPlan['mood'], Record<Length, number>> = {
  glowing: { short: 38, medium: 42, long: 20 },
  good: { short: 28, medium: 47, long: 25 },
  mixed: { short: 20, medium: 45, long: 35 },
  poor: { short: 12, medium: 40, long: 48 },
  angry: { short: 15, medium: 35, long: 50 },
};

/**
 * Writes one review's title and text from the phrase banks: the aspects it covers and how
 * it feels about each follow from the rating, so a five-star review praises and a one-star
 * review complains. Sentences are clauses until the end, where each gets its capital and stop.
 */
export function composeReview(random: Random, plan: ReviewPlan): Composition {
  const draft = createDraft(random, plan);
  const mood = plan.mood;
  const happy = mood === 'glowing' || mood === 'good';
  const length = random.weighted(lengths[mood]);
  if (happy) writeHappy(draft, length);
  else if (mood === 'mixed') writeMixed(draft, length);
  else writeUnhappy(draft, length);

  // The title is written before the missing technicians are added, so it may name one too.
  const title = random.chance(0.4) ? draft.say(titles[mood]) : undefined;

  // Everyone the plan names appears in the text, even when no phrase brought them in.
  const body = draft.body;
  for (const technician of draft.filler.unnamed()) {
    const stance = happy || (mood === 'mixed' && random.chance(0.5)) ? 'praise' : 'complaint';
    const sentence = draft.say(technicianSentences[random.pick(technician.kinds)][stance], technician);
    if (sentence) body.splice(random.int(Math.min(Math.max(draft.intro, 1), body.length), body.length), 0, { text: sentence, loud: stance === 'praise' });
  }
  if (draft.closer) body.push({ text: draft.closer, loud: true });

  // Some people write with exclamation marks and most do not.
  const exclaim = (mood === 'glowing' || mood === 'angry') && random.chance(mood === 'glowing' ? 0.4 : 0.2) ? 0.4 : 0;
  // Enthusiasm (or fury) shows after the first sentence, not in "We hired them in May!".
  const text = body.map((sentence, i) => finish(sentence.text, sentence.loud && i > 0 && random.chance(exclaim))).join(' ');
  return { ...(title ? { title: capitalize(title) } : {}), text, complaint: draft.complaint, gripe: draft.gripe, namedService: draft.filler.namedService };
}

/** A clause made a sentence: capital first letter and a closing stop unless it has one. */
function finish(clause: string, exclaim: boolean): string {
  const sentence = capitalize(clause.trim());
  return /[.!?]$/.test(sentence) ? sentence : sentence + (exclaim ? '!' : '.');
}
