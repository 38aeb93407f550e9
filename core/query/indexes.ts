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
  /**
   * The technician and service lists again, split by rating (a composite index: name, rating,
   * date): `[r]` is the part of the list rated r, views of one array per list. A search with a
   * rating and a name reads one list, so its total is two binary searches, not a walk.
   */
  technicianByRating: Map<string, RatedLists>;
  serviceByRating: Map<string, RatedLists>;
};

/** Index r (1 to 5): the positions of a list that are rated r, ascending. */
export type RatedLists = readonly Int32Array[];

/**
 * Collects review positions by rating, technician and service in one pass (reviews in array
 * order, so every list is ascending), then resolves technician spellings once at the end.
 */
export function indexBuilder() {
  const byRating = new Map<number, number[]>();
  const byTechnician = new Map<string, number[]>(); // full name as mentioned -> positions
  const byService = new Map<string, number[]>(); // normalised service id -> positions
  const ratings: number[] = []; // by position
  const push = <K>(map: Map<K, number[]>, key: K, position: number) => {
    const list = map.get(key);
    if (list) list.push(position);
    else map.set(key, [position]);
  };
  return {
    add(review: Review, position: number): void {
      ratings[position] = review.rating;
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

      // Spellings of the same people (full name, first name, alias) share one list.
      const technician = new Map<string, Int32Array>();
      const byPeople = new Map<string, Int32Array>();
      for (const [spelling, names] of spellings) {
        const people = JSON.stringify([...names].sort());
        let list = byPeople.get(people);
        if (!list) byPeople.set(people, (list = union([...names].map((name) => byTechnician.get(name) ?? []))));
        technician.set(spelling, list);
      }
      const frozen = <K>(map: Map<K, number[]>) => new Map([...map].map(([key, list]) => [key, Int32Array.from(list)] as const));
      const service = frozen(byService);
      const rated = new Map<Int32Array, RatedLists>();
      const byRatingOf = (map: Map<string, Int32Array>) => new Map([...map].map(([key, list]) => [key, rated.get(list) ?? rated.set(list, splitByRating(list, ratings)).get(list)!] as const));
      return { rating: frozen(byRating), technician, service, technicianByRating: byRatingOf(technician), serviceByRating: byRatingOf(service) };
    },
  };
}

/** `list` split by the rating of each position, in one array: [r] is a view of rating r's part. */
function splitByRating(list: Int32Array, ratings: readonly number[]): RatedLists {
  const ends = new Int32Array(7); // ends[r + 1]: where rating r's part ends
  for (const position of list) ends[ratings[position]! + 1]!++;
  for (let r = 1; r < ends.length; r++) ends[r]! += ends[r - 1]!;
  const grouped = new Int32Array(list.length);
  const fill = ends.slice();
  for (const position of list) grouped[fill[ratings[position]!]!++] = position; // ascending within each part
  return Array.from({ length: 6 }, (_, r) => grouped.subarray(ends[r]!, ends[r + 1]!));
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
    /** The technician's list, only the reviews rated `rating`. */
    technicianRated: (spelling: string, rating: number) => data.technicianByRating.get(normalizeName(spelling))?.[rating] ?? EMPTY,
    /** The service's list, only the reviews rated `rating`. */
    serviceRated: (id: string, rating: number) => data.serviceByRating.get(normalizeName(id))?.[rating] ?? EMPTY,
  };
}

/** The indexes of `reviews` (newest first), built in this thread. */
export function buildIndexes(business: Pick<Business, 'technicians'>, reviews: readonly Review[]) {
  const builder = indexBuilder();
  reviews.forEach((review, position) => builder.add(review, position));
  return indexesOver(builder.finish(business));
}

export type Indexes = ReturnType<typeof indexesOver>;
