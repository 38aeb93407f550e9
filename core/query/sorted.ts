/** Helpers over ascending lists of review positions (indexes into the newest-first array). */

export type Positions = Int32Array | readonly number[];

/** First index in `list` whose value is >= `value` (list ascending). */
export function lowerBound(list: Positions, value: number, from = 0, to = list.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** First index in [0, length) where `test` turns true; `test` must be false, then true (monotone). */
export function firstWhere(length: number, test: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (test(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Ascending union of ascending lists, without duplicates. */
export function union(lists: readonly Positions[]): Int32Array {
  if (lists.length === 1) return Int32Array.from(lists[0]!);
  const all = new Set<number>();
  for (const list of lists) for (const value of list) all.add(value);
  return Int32Array.from(all).sort();
}
