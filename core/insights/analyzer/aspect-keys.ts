import type { Aspect } from '../../schemas/aspects.ts';
import { ASPECT_KEYS, type AspectKey } from '../lexicon/index.ts';

/**
 * Canonical key → catalogue aspect id, for the keys this catalogue names. The business names its
 * own aspects (`price-and-value` or `pricing`); each says in `aspects.yaml` which of the lexicon's
 * keys it is (`key: price`). Listed in the lexicon's key order, so what is built from it is too.
 */
export function resolveAspectKeys(aspects: readonly Aspect[]): Map<AspectKey, string> {
  const resolved = new Map<AspectKey, string>();
  for (const key of ASPECT_KEYS) {
    const match = aspects.find((aspect) => aspect.key === key);
    if (match) resolved.set(key, match.id);
  }
  return resolved;
}

/** Key of a catalogue aspect in `SentenceAnalysis.scores`. */
export const aspectKey = (id: string) => `a:${id}`;
/** Whether a score key is a catalogue aspect's (`aspectKey`), not a technician's, a term's or a phrase's. */
export const isAspectKey = (key: string) => key.startsWith('a:');
/** The catalogue aspect id of an aspect's key (`aspectKey`). */
export const aspectIdOf = (key: string) => key.slice(2);
/** Key of a technician in `SentenceAnalysis.scores`, by full name. */
export const technicianKey = (name: string) => `t:${name}`;
/** Whether a score key is a technician's (`technicianKey`). */
export const isTechnicianKey = (key: string) => key.startsWith('t:');
