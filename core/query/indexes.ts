import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import { union } from './sorted.ts';

/** Names compare trimmed, with inner runs of spaces as one, lower-cased. */
export function normalizeName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The position lists of the indexes, as plain maps of typed arrays: built once per build
 * (in a worker for a loaded build), moved to the main thread without a copy.
 */
export type IndexData = {
  rating: Map<number, Int32Array>;
  /** Every spelling a caller may type for a technician (normalised) -> reviews naming anyone it names. */
  technician: Map<string, Int32Array>;
  /** Normalised service id -> reviews mentioning it. */
  service: Map<string, Int32Array>;
};

/**
 * Collects review positions by rating, technician and service in one pass (reviews in array
 * order, so every list is ascending), then resolves technician spellings once at the end.
 */
export function indexBuilder() {
  const byRating = new Map<number, number[]>();
  const byTechnician = new Map<string, number[]>(); // full name as mentioned -> positions
  const byService = new Map<string, number[]>(); // normalised service id -> positions
  const push = <K>(map: Map<K, number[]>, key: K, position: number) => {
    const list = map.get(key);
    if (list) list.push(position);
    else map.set(key, [position]);
  };
  return {
    add(review: Review, position: number): void {
      push(byRating, review.rating, position);
      for (const name of review.mentions.technicians) push(byTechnician, name, position);
      for (const id of new Set(review.mentions.services.map(normalizeName))) push(byService, id, position);
    },

    finish(business: Pick<Business, 'technicians'>): IndexData {
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

      const technician = new Map<string, Int32Array>();
      for (const [spelling, names] of spellings) technician.set(spelling, union([...names].map((name) => byTechnician.get(name) ?? [])));
      const frozen = <K>(map: Map<K, number[]>) => new Map([...map].map(([key, list]) => [key, Int32Array.from(list)] as const));
      return { rating: frozen(byRating), technician, service: frozen(byService) };
    },
  };
}

const EMPTY = new Int32Array(0);

/**
 * Review positions by rating, technician and service: ascending lists. Each list can drive a
 * search (the smallest one wins); the date order needs no index, it is the array order itself.
 */
export function indexesOver(data: IndexData) {
  return {
    rating: (rating: number) => data.rating.get(rating) ?? EMPTY,
    /** Reviews mentioning anyone the spelling names; empty for a name nobody has. */
    technician: (spelling: string) => data.technician.get(normalizeName(spelling)) ?? EMPTY,
    service: (id: string) => data.service.get(normalizeName(id)) ?? EMPTY,
  };
}

/** The indexes of `reviews` (newest first), built in this thread. */
export function buildIndexes(business: Pick<Business, 'technicians'>, reviews: readonly Review[]) {
  const builder = indexBuilder();
  reviews.forEach((review, position) => builder.add(review, position));
  return indexesOver(builder.finish(business));
}

export type Indexes = ReturnType<typeof indexesOver>;
