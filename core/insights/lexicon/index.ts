/**
 * The roofing lexicon: phrases homeowners use about roofers, with a valence on wink-nlp's scale
 * (-1..1; "great" is 0.6, "terrible" -0.6), the aspect each phrase signals, and a kind for the
 * phrases the scorer treats specially. Data only; `analyzer/analyzer.ts` compiles it and
 * `analyzer/valence.ts` scores what it finds.
 *
 * A phrase matches whole tokens, by word or by lemma ("leak" matches "leaks", "leaking"). The
 * longest phrase wins and replaces wink's own valence for the words it covers, so a valence of 0
 * silences a word that is not sentiment in a roofing review ("storm", "hail", "emergency").
 * Phrases that contain their own negation ("no leaks since", "never called back") are scored as
 * written: the negation inside them is already counted.
 */
import { WORKMANSHIP } from './aspects/workmanship.ts';
import { TIMELINESS } from './aspects/timeliness.ts';
import { PRICE } from './aspects/price.ts';
import { CLEANUP } from './aspects/cleanup.ts';
import { COMMUNICATION } from './aspects/communication.ts';
import { PROFESSIONALISM } from './aspects/professionalism.ts';
import { INSURANCE } from './aspects/insurance.ts';
import { WARRANTY } from './aspects/warranty.ts';
import { ESTIMATE } from './aspects/estimate.ts';
import { STORM } from './aspects/storm.ts';
import { CORRECTIONS } from './corrections.ts';
import type { LexiconEntry } from './entry.ts';
import { GENERAL } from './general.ts';

export * from './entry.ts';
export * from './grammar.ts';
export * from './cues.ts';
export * from './spelling-vocabulary.ts';

/**
 * Every phrase, in a fixed order: among phrases of one length that start alike, the earlier wins
 * (see `analyzer/phrase-matcher.ts`), so this order is part of the scoring.
 */
export const LEXICON: readonly LexiconEntry[] = [
  ...CORRECTIONS,
  ...WORKMANSHIP,
  ...TIMELINESS,
  ...PRICE,
  ...CLEANUP,
  ...COMMUNICATION,
  ...PROFESSIONALISM,
  ...INSURANCE,
  ...WARRANTY,
  ...ESTIMATE,
  ...STORM,
  ...GENERAL,
];
