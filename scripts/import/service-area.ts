import { wordPattern } from '../../core/content/mentions.ts';
import type { Business } from '../../core/schemas/business.ts';

/**
 * Chooses the service area of a review whose export does not say it: the one area the text
 * names ("our roof in Cedar Bend"), else `fallback` (`--service-area`), else the area named like
 * the business's own town. Undefined when none of these gives an answer.
 */
export function createAreaChooser(business: Business, fallback?: string) {
  const patterns = business.service_areas.map((area) => ({ id: area.id, pattern: wordPattern([area.name]) }));
  const home = business.service_areas.find((area) => area.name.toLowerCase() === business.address.locality.toLowerCase())?.id;
  const byName = new Map(business.service_areas.flatMap((area) => [[area.id, area.id], [area.name.toLowerCase(), area.id]] as const));

  return {
    /** An area written in a spreadsheet cell, by id or by name; undefined when the business has no such area. */
    fromCell: (value: string) => byName.get(value.trim().toLowerCase()),
    known: business.service_areas.map((area) => area.id),
    fromText(text: string): string | undefined {
      const named = patterns.filter((p) => p.pattern.test(text));
      return named.length === 1 ? named[0]!.id : (fallback ?? home);
    },
  };
}
