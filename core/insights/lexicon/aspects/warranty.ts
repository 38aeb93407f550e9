import type { LexiconEntry } from '../entry.ts';
import { Y } from '../shorthand.ts';

/** Warranty. */
export const WARRANTY: readonly LexiconEntry[] = [
  ['honored the warranty', 0.7, Y], ['honor the warranty', 0.6, Y], ['honored', 0.5, Y], ['honor', 0.3, Y],
  ['stand behind their work', 0.7, Y], ['stands behind', 0.6, Y], ['stood behind', 0.6, Y], ['under warranty', 0.2, Y], ['under the warranty', 0.3, Y],
  ['peace of mind', 0.5, Y], ['lifetime warranty', 0.2, Y], ['registered it', 0.3, Y], ['no questions asked', 0.6],
  ['refused to honor', -0.8, Y], ['refused', -0.5], ['void', -0.5, Y], ['voided', -0.6, Y], ['not covered', -0.5, Y],
  ["wasn't covered", -0.5, Y],
];
