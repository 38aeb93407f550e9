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
  for (let k = 0, from = 0; k < short.length && from < long.length; k++) {
    const value = short[k]!;
    from = gallop(long, value, from, long.length);
    if (from < long.length && long[from] === value) out[size++] = value;
  }
  return out.subarray(0, size);
}

/** A part of an ascending list: its values at indexes [from, to). */
export type Span = { list: Positions; from: number; to: number };

/**
 * First index in [from, to) of `list` whose value is >= `value`, searched forward from `from`
 * in doubling steps, then by halves: O(log d) for a distance d, so a walk that moves a little
 * each time costs about a comparison a step, and one that leaps pays for the leap only.
 */
export function gallop(list: Positions, value: number, from: number, to: number): number {
  if (from >= to || list[from]! >= value) return from;
  let low = from; // list[low] < value
  let step = 1;
  while (low + step < to && list[low + step]! < value) {
    low += step;
    step *= 2;
  }
  return lowerBound(list, value, low + 1, Math.min(low + step, to));
}

/**
 * Walks the intersection of the spans in ascending order without building it, and keeps the
 * values that also pass `test`: returns how many there are, and pushes onto `page` the first
 * `want` of them that are >= `after`. The shortest span drives; each other span is searched
 * forward from where it stopped (gallop), so the walk costs about the shortest span's length
 * and allocates only a cursor per span. The spans must be ordered shortest first.
 */
export function walkIntersection(
  spans: readonly Span[],
  test: ((value: number) => boolean) | undefined,
  after: number,
  want: number,
  page: number[],
): number {
  const driver = spans[0]!;
  const cursors = spans.map((span) => span.from);
  let total = 0;
  next: for (let k = driver.from; k < driver.to; k++) {
    const value = driver.list[k]!;
    for (let s = 1; s < spans.length; s++) {
      const { list, to } = spans[s]!;
      const at = gallop(list, value, cursors[s]!, to);
      cursors[s] = at;
      if (at === to) break next; // that span has nothing left as large: no more common values
      if (list[at] !== value) continue next;
    }
    if (test && !test(value)) continue;
    total++;
    if (value >= after && page.length < want) page.push(value);
  }
  return total;
}
