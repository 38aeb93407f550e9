/**
 * A small seeded pseudo-random generator (mulberry32) and the draws the generator needs.
 * Everything random in generated content comes from here, so one seed gives one output:
 * no Math.random, no clock.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list, uniformly. */
  pick<T>(list: readonly T[]): T;
  /** One key of `weights` (a constant object: its table is compiled once), with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** An index of `weights` (summing to `total`), with probability proportional to its weight; -1 if none is positive. */
  index(weights: ArrayLike<number>, total: number): number;
  /** `count` distinct elements of `list` (fewer if the list is shorter), in random order. */
  sample<T>(list: readonly T[], count: number): T[];
};

/** 32-bit hash of a seed string (FNV-1a), so `--seed 1` and `--seed storm` both work. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type Table = { keys: string[]; weights: number[]; total: number };

/** Weight tables are compiled once per weights object; the generator's weights are module constants. */
const tables = new WeakMap<object, Table>();
function tableOf<K extends string>(weights: Readonly<Record<K, number>>): { keys: K[]; weights: number[]; total: number } {
  let table = tables.get(weights);
  if (!table) {
    const keys = Object.keys(weights).filter((key) => weights[key as K] > 0);
    if (keys.length === 0) throw new Error('weighted draw with no positive weight');
    const values = keys.map((key) => weights[key as K]);
    table = { keys, weights: values, total: values.reduce((a, b) => a + b, 0) };
    tables.set(weights, table);
  }
  return table as { keys: K[]; weights: number[]; total: number };
}

export function createRandom(seed: string | number): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  // mulberry32: a 32-bit state, full period, good enough for synthetic text.
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(next() * list.length)]!;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const table = tableOf(weights);
      let r = next() * table.total;
      for (let i = 0; i < table.keys.length; i++) {
        r -= table.weights[i]!;
        if (r < 0) return table.keys[i]!;
      }
      return table.keys[table.keys.length - 1]!;
    },
    index(weights: ArrayLike<number>, total: number): number {
      let r = next() * total;
      let last = -1;
      for (let i = 0; i < weights.length; i++) {
        const w = weights[i]!;
        if (w <= 0) continue;
        last = i;
        r -= w;
        if (r < 0) return i;
      }
      return last;
    },
    sample<T>(list: readonly T[], count: number): T[] {
      const copy = list.slice();
      const n = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first n places are shuffled.
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
  };
}
