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

/**
 * The values of `base` also in `other` (both ascending). Lists of similar length are merged in
 * one linear pass; a much shorter one gallops through the longer (doubling steps, then a binary
 * search), so the cost follows the shorter list, O(s log(l/s)).
 */
export function intersect(base: Positions, other: Positions): Int32Array {
  const [short, long] = base.length <= other.length ? [base, other] : [other, base];
  const out = new Int32Array(short.length);
  let size = 0;
  if (long.length <= short.length * 16) {
    for (let i = 0, j = 0; i < short.length && j < long.length; ) {
      const a = short[i]!;
      const b = long[j]!;
      if (a === b) {
        out[size++] = a;
        i++;
        j++;
      } else if (a < b) i++;
      else j++;
    }
    return out.subarray(0, size);
  }
  let from = 0;
  for (let k = 0; k < short.length && from < long.length; k++) {
    const value = short[k]!;
    let step = 1;
    let hi = from;
    while (hi < long.length && long[hi]! < value) {
      from = hi + 1;
      hi += step;
      step *= 2;
    }
    from = lowerBound(long, value, from, Math.min(hi + 1, long.length));
    if (from < long.length && long[from] === value) out[size++] = value;
  }
  return out.subarray(0, size);
}
