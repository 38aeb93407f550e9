import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import { union } from './sorted.ts';

/** Names compare trimmed, with inner runs of spaces as one, lower-cased. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Review positions by rating, technician and service: ascending lists, built once per
 * dataset. Each list can drive a search (the smallest one wins); the date order needs no
 * index, it is the array order itself.
 */
export function buildIndexes(business: Pick<Business, 'technicians'>, reviews: readonly Review[]) {
  const byRating = new Map<number, number[]>();
  const byTechnician = new Map<string, number[]>(); // full name as mentioned -> positions
  const byService = new Map<string, number[]>(); // normalised service id -> positions
  const push = (map: Map<string | number, number[]>, key: string | number, position: number) => {
    const list = map.get(key);
    if (list) list.push(position);
    else map.set(key, [position]);
  };
  reviews.forEach((review, position) => {
    push(byRating, review.rating, position);
    for (const name of review.mentions.technicians) push(byTechnician, name, position);
    for (const id of new Set(review.mentions.services.map(normalizeName))) push(byService, id, position);
  });

  // What a caller may type for a technician: full name, first name, alias (roster), or any
  // name a review mentions. One spelling can name several people (two Mikes): all count.
  const spellings = new Map<string, Set<string>>();
  const spell = (spelling: string, fullName: string) => {
    const key = normalizeName(spelling);
    if (!key) return;
    let names = spellings.get(key);
    if (!names) spellings.set(key, (names = new Set()));
    names.add(fullName);
  };
  for (const technician of business.technicians) {
    spell(technician.name, technician.name);
    spell(technician.name.trim().split(/\s+/)[0] ?? '', technician.name);
    for (const alias of technician.aliases ?? []) spell(alias, technician.name);
  }
  for (const name of byTechnician.keys()) spell(name, name);

  const technicianLists = new Map<string, Int32Array>();
  for (const [spelling, names] of spellings) {
    const lists = [...names].map((name) => byTechnician.get(name) ?? []);
    technicianLists.set(spelling, union(lists));
  }

  const frozen = (map: Map<string | number, number[]>) => new Map([...map].map(([key, list]) => [key, Int32Array.from(list)] as const));
  const ratingLists = frozen(byRating);
  const serviceLists = frozen(byService);
  const EMPTY = new Int32Array(0);

  return {
    rating: (rating: number) => ratingLists.get(rating) ?? EMPTY,
    /** Reviews mentioning anyone the spelling names; empty for a name nobody has. */
    technician: (spelling: string) => technicianLists.get(normalizeName(spelling)) ?? EMPTY,
    service: (id: string) => serviceLists.get(normalizeName(id)) ?? EMPTY,
  };
}

export type Indexes = ReturnType<typeof buildIndexes>;
