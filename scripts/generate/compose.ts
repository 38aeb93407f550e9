import { aspectWeightsFor, drawAspects } from './aspect-choice.ts';
import { aspectPhrases } from './phrases/aspects/index.ts';
import { closers, shortReviews } from './phrases/closers.ts';
import { asides, concessions, connectives, contrasts, followUps, gripeLeads } from './phrases/linking.ts';
import { backstory, openers } from './phrases/openers.ts';
import { technicianSentences } from './phrases/technicians.ts';
import { titles } from './phrases/titles.ts';
import { servicePhrases } from './phrases/service-work.ts';
import type { AspectId, Tone } from './phrases/types.ts';
import type { NamedTechnician, ReviewPlan } from './plan.ts';
import type { Random } from './random.ts';
import { servicePlans } from './services.ts';
import { capitalize, createFiller } from './slots.ts';

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

type Length = 'short' | 'medium' | 'long';

/** Phrases that only make sense when the job was on the roof (left out of gutter and siding reviews). */
const ROOF_WORDS = /\b(?:roof|roofs|roofer|roofers|shingles?|ridge|decking|underlayment|chimney|vents?|attic|tarp|replacement)\b/i;
const roofCache = new Map<string, boolean>();
function roofOnly(template: string): boolean {
  let roof = roofCache.get(template);
  if (roof === undefined) roofCache.set(template, (roof = ROOF_WORDS.test(template)));
  return roof;
}

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
  const filler = createFiller(random, plan);
  const used = new Set<string>();
  /** A fitting template not yet used in this review, filled; technician slots name `focus` if given. */
  const onRoof = servicePlans[plan.service].onRoof;
  const usable = (t: string, focus?: NamedTechnician) => !used.has(t) && (focus !== undefined || filler.fits(t)) && (onRoof || !roofOnly(t));
  const say = (list: readonly string[], focus?: NamedTechnician): string | undefined => {
    // A few random tries first (most templates fit), then the filtered list: same result, less garbage.
    let template: string | undefined;
    for (let tries = 0; tries < 4 && template === undefined; tries++) {
      const candidate = random.pick(list);
      if (usable(candidate, focus)) template = candidate;
    }
    if (template === undefined) {
      const options = list.filter((t) => usable(t, focus));
      if (options.length === 0) return undefined;
      template = random.pick(options);
    }
    used.add(template);
    return filler.fill(template, focus);
  };

  const mood = plan.mood;
  const happy = mood === 'glowing' || mood === 'good';
  const length = random.weighted(lengths[mood]);
  /** Sentences so far; `loud` ones may end in "!" (praise in a glowing review, fury in an angry one). */
  const body: { text: string; loud: boolean }[] = [];
  /** Opening and background sentences: technicians are introduced after them. */
  let intro = 0;
  let closer: string | undefined;
  let complaint: AspectId | undefined;
  let gripe: AspectId | undefined;
  const covered = new Set<AspectId>();
  const push = (sentence: string | undefined, lead = '', loud = false) => {
    if (sentence) body.push({ text: lead + sentence, loud });
  };
  const aspectSentence = (id: AspectId, tone: Tone) => {
    covered.add(id);
    return say(servicePhrases[plan.service]?.[id]?.[tone] ?? aspectPhrases[id][tone]);
  };
  const draw = (stance: 'praise' | 'complaint', count: number) => drawAspects(random, aspectWeightsFor(plan, stance), count, covered);

  if (happy) {
    if (length === 'short' && random.chance(0.6)) push(say(shortReviews[mood]), '', true);
    else {
      if (length === 'long' || (length === 'medium' && random.chance(0.7))) push(say(openers.happy));
      if (length === 'long' && random.chance(0.6)) push(say(backstory.happy));
      intro = body.length;
      const count = length === 'short' ? 1 : length === 'medium' ? random.int(2, 3) : random.int(4, 6);
      draw('praise', count).forEach((id, i) => push(aspectSentence(id, 'positive'), i > 0 && random.chance(0.3) ? random.pick(connectives.praise) : '', true));
      if (length === 'long' && random.chance(0.5)) push(say(asides));
    }
    if (random.chance(mood === 'glowing' ? 0.12 : length === 'short' ? 0.3 : 0.6)) {
      const [id] = draw('complaint', 1);
      if (id) {
        gripe = id;
        push(aspectSentence(id, 'mild'), random.pick(gripeLeads[mood === 'glowing' ? 'glowing' : 'good']));
      }
    }
    if (random.chance(length === 'short' ? 0.4 : length === 'medium' ? 0.7 : 0.9)) closer = say(closers[mood]);
  } else if (mood === 'mixed') {
    if (length === 'short' && random.chance(0.5)) push(say(shortReviews.mixed));
    else {
      if (length === 'long' || (length === 'medium' && random.chance(0.6))) push(say(openers.mixed));
      if (length === 'long' && random.chance(0.5)) push(say(backstory.mixed));
      intro = body.length;
      const pairs = length === 'short' ? 1 : length === 'medium' ? random.int(1, 2) : random.int(2, 3);
      for (let i = 0; i < pairs; i++) {
        const [good] = draw('praise', 1);
        const [bad] = draw('complaint', 1);
        if (!good || !bad) break;
        complaint ??= bad;
        const goodClause = aspectSentence(good, 'positive');
        const badClause = aspectSentence(bad, random.chance(0.6) ? 'negative' : 'mild');
        if (goodClause && badClause) push(contrast(random.pick(contrasts), goodClause, badClause));
      }
      if (length !== 'short' && random.chance(length === 'long' ? 0.5 : 0.4)) {
        const [bad] = draw('complaint', 1);
        if (bad) push(aspectSentence(bad, 'mild'));
      }
    }
    if (random.chance(length === 'short' ? 0.3 : length === 'medium' ? 0.6 : 0.85)) closer = say(closers.mixed);
  } else {
    if (length === 'short' && random.chance(0.5)) push(say(shortReviews[mood]), '', true);
    else {
      if (length === 'long' || (length === 'medium' && random.chance(0.7))) push(say(openers.unhappy));
      if (length === 'long' && random.chance(0.4)) push(say(backstory.unhappy));
      intro = body.length;
      const count = length === 'short' ? random.int(1, 2) : length === 'medium' ? random.int(2, 3) : random.int(3, 5);
      draw('complaint', count).forEach((id, i) => {
        complaint ??= id;
        push(aspectSentence(id, 'negative'), i > 0 && random.chance(0.35) ? random.pick(connectives.complaint) : '', true);
      });
      if (length === 'long' && random.chance(mood === 'poor' ? 0.5 : 0.8)) {
        for (let i = random.int(1, 2); i > 0; i--) push(say(followUps));
      }
      if (length !== 'short' && random.chance(mood === 'poor' ? 0.5 : 0.12)) {
        const [good] = draw('praise', 1);
        if (good) push(aspectSentence(good, 'positive'), random.pick(concessions));
      }
    }
    if (random.chance(length === 'short' ? 0.5 : length === 'medium' ? 0.7 : 0.9)) closer = say(closers[mood]);
  }

  // The title is written before the missing technicians are added, so it may name one too.
  const title = random.chance(0.4) ? say(titles[mood]) : undefined;

  // Everyone the plan names appears in the text, even when no phrase brought them in.
  for (const technician of filler.unnamed()) {
    const stance = happy || (mood === 'mixed' && random.chance(0.5)) ? 'praise' : 'complaint';
    const sentence = say(technicianSentences[random.pick(technician.kinds)][stance], technician);
    if (sentence) body.splice(random.int(Math.min(Math.max(intro, 1), body.length), body.length), 0, { text: sentence, loud: stance === 'praise' });
  }
  if (closer) body.push({ text: closer, loud: true });

  // Some people write with exclamation marks and most do not.
  const exclaim = (mood === 'glowing' || mood === 'angry') && random.chance(mood === 'glowing' ? 0.4 : 0.2) ? 0.4 : 0;
  // Enthusiasm (or fury) shows after the first sentence, not in "We hired them in May!".
  const text = body.map((sentence, i) => finish(sentence.text, sentence.loud && i > 0 && random.chance(exclaim))).join(' ');
  return { ...(title ? { title: capitalize(title) } : {}), text, complaint, gripe, namedService: filler.namedService };
}

/** `{Good}, but {bad}` with the clauses in place, each capitalized where it starts a sentence. */
function contrast(template: string, good: string, bad: string): string {
  return template
    .replace('{Good}', capitalize(good))
    .replace('{good}', good)
    .replace('{Bad}', capitalize(bad))
    .replace('{bad}', bad);
}

/** A clause made a sentence: capital first letter and a closing stop unless it has one. */
function finish(clause: string, exclaim: boolean): string {
  const sentence = capitalize(clause.trim());
  return /[.!?]$/.test(sentence) ? sentence : sentence + (exclaim ? '!' : '.');
}
