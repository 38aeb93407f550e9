import type { SOURCES } from '../../core/schemas/review.ts';

export type Source = (typeof SOURCES)[number];

/** One reason an input file or record cannot be imported, located in the input. */
export type Problem = { where: string; field: string; message: string };

/**
 * A review read from an export, before it is merged into content. `owned` holds the fields the
 * export states and is the authority on: they replace what content has. `fallback` holds fields
 * the importer had to choose (a service area), used only for a review content does not have yet.
 */
export type Candidate = {
  where: string;
  source: Source;
  /** Source and id at the source, or source and a hash of author, date and text. */
  identity: string;
  owned: Record<string, unknown>;
  fallback: Record<string, unknown>;
  /** Names a review field where the user will find it in the input file. */
  locate: (field: string) => string;
  /** When the source last changed the review (Google's updateTime), to keep the newest of two copies. */
  changedAt?: number;
};

/** What the readers give back: reviews to merge, bad records, and records left out on purpose. */
export type ReadResult = { candidates: Candidate[]; problems: Problem[]; refused: Map<string, number>; skipped: Map<string, number> };

/** Adds one to `key` in a tally. */
export function count(tally: Map<string, number>, key: string, by = 1): void {
  tally.set(key, (tally.get(key) ?? 0) + by);
}
