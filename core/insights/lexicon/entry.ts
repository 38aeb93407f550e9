/**
 * Canonical aspect keys. Each catalogue aspect names its own in `aspects.yaml` (`key: price`);
 * `analyzer/aspect-keys.ts` maps them onto the business's catalogue ids.
 */
export const ASPECT_KEYS = [
  'workmanship',
  'communication',
  'timeliness',
  'price',
  'cleanup',
  'professionalism',
  'insurance',
  'warranty',
  'estimate',
  'storm',
] as const;
export type AspectKey = (typeof ASPECT_KEYS)[number];

/**
 * - `problem`: a roof problem ("leak", "water stains"). A problem is context (why they were called)
 *   unless something says it happened again or after the job ("still", "again", "since they");
 *   fixing it ("fixed the leak") is praise; denying it ("no leaks") is praise.
 * - `sarcasm`: praise that turns to blame when the same sentence complains ("Oh great, ...").
 * - `hedge`: a softener ("I guess", "so far"); it carries no valence and halves its segment's.
 * - `price`: a valence that only holds where the clause speaks of price ("high", "the highest").
 * - `resolver`: fixing something; turns a following problem into praise.
 * - `lack`: a good thing that is only an opinion when missing ("no communication", "nobody called",
 *   "hardly any updates"); otherwise a plain mention.
 * - `doubt`: says that what follows in its clause did not or will not happen ("good luck getting
 *   them to honour the warranty", "wish they had cleaned up"): praise after it turns to blame.
 * - `irony`: a condition that mocks the praise before it ("great communication, if you like
 *   talking to voicemail"): that praise turns to blame.
 * - `verdict`: an idiom that judges by pointing at the thing ("the work speaks for itself"): praise
 *   on its own, but after a "but" it says the opposite of the clause the "but" sets it against
 *   ("Dave was friendly enough, but the work speaks for itself").
 */
export type LexiconKind = 'problem' | 'sarcasm' | 'hedge' | 'price' | 'resolver' | 'lack' | 'doubt' | 'irony' | 'verdict';
export type LexiconEntry = readonly [phrase: string, valence: number, aspect?: AspectKey | null, kind?: LexiconKind];
