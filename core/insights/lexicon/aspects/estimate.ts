import type { LexiconEntry } from '../entry.ts';
import { R, E } from '../shorthand.ts';

/** Estimate and inspection. */
export const ESTIMATE: readonly LexiconEntry[] = [
  ['thorough', 0.55, E], ['detailed', 0.5, E], ['itemized', 0.4, E], ['accurate', 0.5, E], ['honest assessment', 0.6, E],
  ['free inspection', 0.4, E], ['free estimate', 0.4, E], ['exactly as quoted', 0.6, E], ['as quoted', 0.4, E],
  ['to the dollar', 0.5, E], ['clear', 0.4], ['fine print', -0.4, E], ['vague', -0.5, E], ['way off', -0.5, E],
  ['rushed', -0.5], ['inaccurate', -0.6, E], ['lowballed', -0.5, E], ['bait and switch', -0.8, E], ['expired', -0.3, E],
  ['the only company that', 0.4], ['the only one that', 0.4], ['the only ones who', 0.4], ['climbed up', 0, E],
  ['skipped', -0.4], ['skipped entirely', -0.6], ['upsell us', -0.5, R], ['tried to upsell', -0.6, R],
  ['easy to work with', 0.6], ['no surprises', 0.5],
];
