/**
 * When a decision is clear enough to publish as a claim of its own (a quote shown as evidence,
 * praise or criticism of a technician for an aspect, an FAQ answer), rather than only counted.
 * Counts keep every decision, as `npm run sentiment` answers it; these claims abstain where the
 * decision is unsure, and never show another polarity than the one counted.
 */
import { isAspectKey } from '../analyzer/analyzer.ts';

/**
 * Least support (the trained model's own probability of the class decided, 1 where the rules
 * alone decide) for a sure decision: where the model hesitates ("They started on the day they
 * said they would." read as a complaint at 0.77) or the blend of rules and model chose a class the
 * model itself doubts, nothing is quoted.
 */
export const SURE_SUPPORT = 0.8;

/**
 * A sentence is about an aspect when the aspect takes at least this share of the strongest
 * aspect score in it: "No leaks since, even through two big hailstorms." gives workmanship 0.8
 * and storm response 0.2 (the hailstorms are only its setting), so it is evidence of workmanship
 * alone; "They turned down our warranty claim and blamed the installer." is a warranty complaint
 * (-0.6) before it is one of conduct (-0.4), so it is no evidence of professionalism. A sentence
 * that judges two aspects about as much is evidence of both.
 */
export const ABOUT_SHARE = 0.7;

/**
 * A sentence is mixed when it gives one subject at least this score and another at most minus it:
 * "The office was hard to reach during the busy season, although the work is top notch." A word
 * of faint or stray valence ("took a while to call back") does not make it mixed.
 */
export const CLEARLY_MIXED = 0.3;

export function isSure(support: number): boolean {
  return support >= SURE_SUPPORT;
}

/** Whether `key` is what a sentence's scores are mostly about, among the catalogue aspects. */
export function isAbout(scores: ReadonlyMap<string, number>, key: string): boolean {
  const own = Math.abs(scores.get(key) ?? 0);
  if (!isAspectKey(key)) return scores.has(key);
  let strongest = 0;
  for (const [other, score] of scores) if (isAspectKey(other)) strongest = Math.max(strongest, Math.abs(score));
  return own >= ABOUT_SHARE * strongest;
}
