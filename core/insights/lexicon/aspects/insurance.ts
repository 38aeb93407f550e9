import type { LexiconEntry } from '../entry.ts';
import { I } from '../shorthand.ts';

/** Insurance and claims. */
export const INSURANCE: readonly LexiconEntry[] = [
  ['approved', 0.5, I], ['approved in full', 0.7, I], ['got it covered', 0.6, I], ['got the claim approved', 0.7, I],
  ['covered', 0.4, null, 'lack'], ['cover', 0.4, null, 'lack'], ['fought for us', 0.7, I], ['worked directly with', 0.4, I], ['handled the claim', 0.5, I],
  ['handled everything', 0.5], ['met the adjuster', 0.3, I], ['supplemented', 0.3, I], ['reopened', 0.3, I],
  ['without a hitch', 0.6], ['hitch', -0.3], ['straightforward', 0.5], ['smoothly', 0.5], ['went smoothly', 0.6],
  ['out of pocket', -0.2, I], ['was rejected', -0.6, I], ['were rejected', -0.6, I], ['got rejected', -0.6, I], ['lift a finger', 0.3], ['barely had to lift a finger', 0.6], ['denied', -0.5, I],
  ['zero help', -0.7], ['no help', -0.6], ['nightmare', -0.7], ['took the insurance money', -0.8, I],
  ['talk to our insurance', 0.3, I], ['waived', -0.2, I], ['legal', 0.3], ['paperwork', 0, I],
  // What the adjuster missed is no complaint about the roofer (wink reads "missed" as one), and
  // getting it added to the claim is help with it: "caught damage the adjuster missed and got it
  // added to the claim".
  ['the adjuster missed', 0, I], ['adjuster had missed', 0, I], ['added to the claim', 0.5, I], ['added to our claim', 0.5, I],
  ['got it added', 0.4, I], ['got them added', 0.4, I],
];
