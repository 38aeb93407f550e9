import type { Aspect } from '../../schemas/aspects.ts';
import { ASPECT_KEYS, type AspectKey } from '../lexicon/index.ts';

/**
 * Words that identify each canonical aspect in a catalogue id or name. The business names its
 * own aspects (`price-and-value` or `pricing`); the lexicon speaks of canonical keys. A key maps
 * to the first catalogue aspect whose id or name contains one of its words.
 */
const KEY_WORDS: Readonly<Record<AspectKey, readonly string[]>> = {
  workmanship: ['workmanship', 'craftsmanship', 'quality'],
  communication: ['communicat'],
  timeliness: ['timel', 'punctual', 'schedul', 'on-time', 'speed'],
  price: ['price', 'pricing', 'value', 'cost'],
  cleanup: ['clean'],
  professionalism: ['professional', 'conduct', 'courtesy', 'respect'],
  insurance: ['insurance', 'claim'],
  warranty: ['warrant', 'guarantee'],
  estimate: ['estimate', 'inspection', 'quote', 'assessment'],
  storm: ['storm', 'emergency'],
};

/** Canonical key → catalogue aspect id, for the keys this catalogue has. */
export function resolveAspectKeys(aspects: readonly Aspect[]): Map<AspectKey, string> {
  const resolved = new Map<AspectKey, string>();
  const taken = new Set<string>();
  for (const key of ASPECT_KEYS) {
    const match = aspects.find((aspect) => {
      if (taken.has(aspect.id)) return false;
      const haystack = `${aspect.id} ${aspect.name}`.toLowerCase();
      return KEY_WORDS[key].some((word) => haystack.includes(word));
    });
    if (match) {
      resolved.set(key, match.id);
      taken.add(match.id);
    }
  }
  return resolved;
}
