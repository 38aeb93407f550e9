import { aspectWeightsFor, drawAspects, type Stance } from './aspect-choice.ts';
import { aspectPhrases } from './phrases/aspects/index.ts';
import { servicePhrases } from './phrases/service-work.ts';
import type { AspectId, Tone } from './phrases/types.ts';
import type { NamedTechnician, ReviewPlan } from './plan.ts';
import type { Random } from './random.ts';
import { servicePlans } from './services.ts';
import { createFiller } from './slots.ts';

/** Phrases that only make sense when the job was on the roof (left out of gutter and siding reviews). */
const ROOF_WORDS = /\b(?:roof|roofs|roofer|roofers|shingles?|ridge|decking|underlayment|chimney|vents?|attic|tarp|replacement)\b/i;
const roofCache = new Map<string, boolean>();
function roofOnly(template: string): boolean {
  let roof = roofCache.get(template);
  if (roof === undefined) roofCache.set(template, (roof = ROOF_WORDS.test(template)));
  return roof;
}

/**
 * A review being written: its sentences so far, and the helpers that pick phrases for it
 * (never the same template twice, only templates whose slots the plan can fill).
 */
export function createDraft(random: Random, plan: ReviewPlan) {
  const filler = createFiller(random, plan);
  const used = new Set<string>();
  const covered = new Set<AspectId>();
  const onRoof = servicePlans[plan.service].onRoof;
  const usable = (t: string, focus?: NamedTechnician) => !used.has(t) && (focus !== undefined || filler.fits(t)) && (onRoof || !roofOnly(t));

  /** A fitting template not yet used in this review, filled; technician slots name `focus` if given. */
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

  const draft = {
    random,
    plan,
    filler,
    say,
    /** Sentences so far; `loud` ones may end in "!" (praise in a glowing review, fury in an angry one). */
    body: [] as { text: string; loud: boolean }[],
    /** How many opening and background sentences: technicians are introduced after them. */
    intro: 0,
    closer: undefined as string | undefined,
    /** The first real complaint, which the owner's reply answers. */
    complaint: undefined as AspectId | undefined,
    /** A small gripe in a happy review. */
    gripe: undefined as AspectId | undefined,
    push(sentence: string | undefined, lead = '', loud = false) {
      if (sentence) draft.body.push({ text: lead + sentence, loud });
    },
    /** Ends the opening: what follows is the substance of the review. */
    endIntro() {
      draft.intro = draft.body.length;
    },
    /** A clause about `id` in `tone`, from the service's own bank when it has one. */
    aspectSentence(id: AspectId, tone: Tone) {
      covered.add(id);
      return say(servicePhrases[plan.service]?.[id]?.[tone] ?? aspectPhrases[id][tone]);
    },
    /** Aspects not yet covered, weighted for this review. */
    draw(stance: Stance, count: number) {
      return drawAspects(random, aspectWeightsFor(plan, stance), count, covered);
    },
  };
  return draft;
}

export type Draft = ReturnType<typeof createDraft>;
