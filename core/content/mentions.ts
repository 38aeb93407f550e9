import type { Business } from '../schemas/business.ts';

type Matcher = { value: string; pattern: RegExp };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A case-insensitive whole-word pattern for any of `phrases` ("re-roof" matches "Re-roof," not "re-roofing"). */
export function wordPattern(phrases: string[]): RegExp {
  const alternatives = phrases
    .map((phrase) => phrase.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Finds technicians and services a review text speaks of, against the business's roster.
 * Compiled once per build: one pattern per technician (full name, first name, aliases)
 * and per service (its name, its id in words, its synonyms).
 */
export function createMentionFinder(business: Business) {
  const technicians: Matcher[] = business.technicians.map((t) => ({
    value: t.name,
    pattern: wordPattern([t.name, t.name.split(/\s+/)[0] ?? t.name, ...t.aliases]),
  }));
  const services: Matcher[] = business.services.map((s) => ({
    value: s.id,
    pattern: wordPattern([s.name, s.id.replace(/-/g, ' '), ...s.synonyms]),
  }));

  return function findMentions(text: string, stated: { technicians?: string[]; services?: string[] } = {}) {
    const found = (matchers: Matcher[], extra: string[] = []) => {
      const values = new Set(extra);
      for (const m of matchers) if (m.pattern.test(text)) values.add(m.value);
      // Roster order, so the output does not depend on the order of discovery.
      return matchers.map((m) => m.value).filter((v) => values.has(v));
    };
    return { technicians: found(technicians, stated.technicians), services: found(services, stated.services) };
  };
}
