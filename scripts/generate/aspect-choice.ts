import { aspectWeights } from './phrases/aspects/index.ts';
import type { AspectId } from './phrases/types.ts';
import type { ReviewPlan } from './plan.ts';
import type { Random } from './random.ts';
import { servicePlans } from './services.ts';

export type Stance = 'praise' | 'complaint';

/**
 * In the weeks after a big storm the crews are stretched: complaints lean to slow callbacks,
 * waits and emergency response, and praise to storm help and claims. This is the pattern the
 * editorial summary describes.
 */
const stormSeason: Record<Stance, Partial<Record<AspectId, number>>> = {
  praise: { 'storm-response': 2, 'insurance-claims': 1.5 },
  complaint: { communication: 1.8, timeliness: 1.8, 'storm-response': 2.5 },
};

/** Computed once per service, stance and season: there are only a few dozen combinations. */
const memo = new Map<string, Record<AspectId, number>>();

/** The aspect weights for one review: base weights, adjusted by the service and the season. */
export function aspectWeightsFor(plan: ReviewPlan, stance: Stance): Record<AspectId, number> {
  const key = `${plan.service}/${stance}/${plan.stormSeason}`;
  const known = memo.get(key);
  if (known) return known;
  const weights = { ...aspectWeights[stance] };
  const byService = servicePlans[plan.service].aspects;
  for (const id of Object.keys(weights) as AspectId[]) {
    weights[id] *= byService[id] ?? 1;
    if (plan.stormSeason) weights[id] *= stormSeason[stance][id] ?? 1;
  }
  memo.set(key, weights);
  return weights;
}

/** Draws up to `count` distinct aspects, none of them in `exclude`. */
export function drawAspects(random: Random, weights: Record<AspectId, number>, count: number, exclude: ReadonlySet<AspectId>): AspectId[] {
  const ids = Object.keys(weights) as AspectId[];
  const left = ids.map((id) => (exclude.has(id) ? 0 : weights[id]));
  let total = left.reduce((a, b) => a + b, 0);
  const drawn: AspectId[] = [];
  while (drawn.length < count && total > 0) {
    const i = random.index(left, total);
    if (i < 0) break;
    drawn.push(ids[i]!);
    total -= left[i]!;
    left[i] = 0;
  }
  return drawn;
}
