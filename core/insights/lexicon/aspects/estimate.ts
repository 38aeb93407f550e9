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
  // Going up to look is the inspection done properly, said against those who did not ("the only
  // ones who actually got up on the roof"); not going up is the inspection skimped ("never even got
  // on a ladder", "quoted without going up on the roof").
  ['actually go up', 0.5, E], ['actually get up', 0.5, E], ['actually climb', 0.5, E], ['actually get on', 0.5, E], ['actually go on', 0.5, E],
  ['actually go into', 0.5, E], ['actually go in', 0.5, E], ['actually get in', 0.5, E], ['actually get into', 0.5, E],
  ['never even go up', -0.6, E], ['never even get on', -0.6, E], ['never even climb', -0.6, E], ['never go up a ladder', -0.6, E], ['never go up the ladder', -0.6, E],
  ['never get on the roof', -0.6, E], ['never get on a ladder', -0.6, E], ['never go up on the roof', -0.6, E], ['never climb up', -0.6, E],
  ["didn't even go up", -0.6, E], ["didn't even get on", -0.6, E], ["didn't even climb", -0.6, E], ['did not even go up', -0.6, E], ['did not even get on', -0.6, E],
  ['did not even climb', -0.6, E], ['did not climb on the roof', -0.6, E], ["didn't go on the roof", -0.6, E], ["didn't go up on the roof", -0.6, E],
  ['without going up', -0.5, E], ['without even going up', -0.6, E], ['without going on the roof', -0.5, E], ['without even going on', -0.6, E],
  ['without getting on the roof', -0.5, E], ['without even getting on', -0.6, E], ['without even coming to site', -0.6, E], ['without climbing', -0.5, E],
];
