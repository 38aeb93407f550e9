import type { LexiconEntry } from '../entry.ts';
import { K } from '../shorthand.ts';

/** Clean-up: what the crew left behind, or did not. */
export const CLEANUP: readonly LexiconEntry[] = [
  ['cleaned up', 0.5, K], ['clean up', 0.4, K], ['clean', 0.4, K], ['cleaner', 0.4, K], ['spotless', 0.6, K], ['tidy', 0.5, K],
  ['neat', 0.4, K], ['neater', 0.4, K], ['tidier', 0.5, K], ['swept', 0.3, K], ['magnet', 0.2, K], ['magnet sweep', 0.3, K], ['with a magnet sweeper', 0.5, K], ['ran a magnet', 0.5, K], ['every nail', 0.5, K], ['every single nail', 0.6, K],
  ['picked up every', 0.5, K], ['cleaner than they found it', 0.7, K], ['left no trace', 0.6, K], ['protected', 0.4, K],
  ['mess', -0.4], ['better than they found it', 0.6, K], ['nothing left behind', 0.5, K], ['nails in our', -0.5, K],
  ['nail in my tire', -0.6, K], ['flat tire', -0.5, K], ['damaged our', -0.5], ['landscaping', 0, K], ['flower beds', 0, K],
  ['bushes', 0, K], ['shrubs', 0, K], ['plants', 0, K], ['garden', 0, K], ['lawn', 0, K], ['messy', -0.5, K], ['a mess', -0.5, K], ['debris', -0.3, K, 'problem'], ['debris everywhere', -0.6, K],
  ['nails', -0.3, K, 'problem'], ['nail', -0.3, K, 'problem'], ['shingle pieces', -0.4, K], ['trash', -0.3, K],
  ['cigarette butts', -0.5, K], ['granules', -0.2, K], ['afterthought', -0.4, K], ['an afterthought', -0.5, K], ['still finding', -0.5, K],
  ['leftover', -0.3, K], ['left behind', -0.2, K], ['trampled', -0.5, K], ['scratched', -0.5, K], ['broke', -0.5], ['dropped', -0.3],
  ['pile of debris', -0.5, K], ['nails in the lawn', -0.5, K], ['nails left in the yard', -0.5, K], ['nails left in the grass', -0.5, K], ['nails left behind', -0.5, K], ['few nails left', -0.4, K],
  // What was left lying after the job: "left a stack of offcuts by the fence", "the skip they left outside for five weeks".
  ['left a pile', -0.5, K], ['left piles', -0.5, K], ['left a stack', -0.5, K], ['left a heap', -0.5, K], ['left a skip', -0.5, K], ['left the skip', -0.5, K],
  ['left a dumpster', -0.5, K], ['left the dumpster', -0.5, K], ['skip they left', -0.5, K], ['dumpster they left', -0.5, K], ['offcuts', -0.3, K, 'problem'],
  ['every scrap', 0.5, K], ['picked every scrap', 0.7, K], ['every last scrap', 0.6, K], ['nails all over', -0.6, K], ['nails in the driveway', -0.5, K],
];
