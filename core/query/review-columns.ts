import { reviewLastModified } from '../dataset/dataset.ts';
import type { Review } from '../schemas/review.ts';

/**
 * What a search reads of each review besides its text, one compact column per field, in the
 * reviews' order (newest first): a search or a cursor compares numbers, never review objects.
 */
export type ReviewColumns = {
  /** Dates as yyyymmdd numbers, which order like the ISO strings. */
  dates: Int32Array;
  ratings: Uint8Array;
  /** Every id back to back; review i's is ids.slice(idStarts[i], idStarts[i + 1]). */
  ids: string;
  idStarts: Int32Array;
  /** Positions ordered by id, for finding a review by id. */
  byId: Int32Array;
  /** changed[k]: the newest change (written, verified, answered) among reviews 0..k, yyyymmdd. */
  changed: Int32Array;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as the number yyyymmdd. */
export function dateKey(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a date written YYYY-MM-DD: ${JSON.stringify(date)}`);
  return Number(match[1]) * 10_000 + Number(match[2]) * 100 + Number(match[3]);
}

/** The YYYY-MM-DD date of a yyyymmdd number. */
export function dateOfKey(key: number): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(Math.floor(key / 10_000), 4)}-${pad(Math.floor(key / 100) % 100, 2)}-${pad(key % 100, 2)}`;
}

/** Fills the columns one review at a time (positions in order, from 0). */
export function columnsBuilder(count: number) {
  const dates = new Int32Array(count);
  const ratings = new Uint8Array(count);
  const changed = new Int32Array(count);
  const ids: string[] = [];
  return {
    add(review: Review, position: number): void {
      dates[position] = dateKey(review.date);
      ratings[position] = review.rating;
      const change = dateKey(reviewLastModified(review));
      changed[position] = position > 0 ? Math.max(changed[position - 1]!, change) : change;
      ids.push(review.id);
    },

    finish(): ReviewColumns {
      const idStarts = new Int32Array(count + 1);
      for (let i = 0; i < count; i++) idStarts[i + 1] = idStarts[i]! + ids[i]!.length;
      // Ties (a repeated id) by position: the lookup answers the last, as a Map built in order would.
      const byId = Int32Array.from(ids.keys()).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : a - b));
      return { dates, ratings, ids: ids.join(''), idStarts, byId, changed };
    },
  };
}

/** Reads the columns: ids, dates as strings, and lookups. */
export function columnsOver(columns: ReviewColumns) {
  const { ids, idStarts, byId, dates } = columns;
  const id = (position: number) => ids.slice(idStarts[position]!, idStarts[position + 1]!);
  return {
    id,
    date: (position: number) => dateOfKey(dates[position]!),
    /** Position of the review with this id, or -1. */
    positionOf(wanted: string): number {
      // The first entry of byId whose id sorts after `wanted`; the one before it may be equal.
      let low = 0;
      let high = byId.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (id(byId[mid]!) <= wanted) low = mid + 1;
        else high = mid;
      }
      return low > 0 && id(byId[low - 1]!) === wanted ? byId[low - 1]! : -1;
    },
    /** Index of the first review dated before `date` (yyyymmdd): reviews [0, index) are on or after it. */
    countOnOrAfter(date: number): number {
      return lowerBoundDescending(dates, date);
    },
  };
}

/** In a list sorted descending, the number of leading values >= `value`. */
function lowerBoundDescending(list: Int32Array, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! >= value) low = mid + 1;
    else high = mid;
  }
  return low;
}
