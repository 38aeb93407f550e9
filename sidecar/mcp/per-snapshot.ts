import type { Snapshot } from '../build-store.ts';

/**
 * Memoises `derive` once per build snapshot. Keys are weak, so a view of a build that is no
 * longer served goes away with the snapshot; a new build gets fresh views on first use.
 */
export function perSnapshot<T>(derive: (snapshot: Snapshot) => T): (snapshot: Snapshot) => T {
  const cache = new WeakMap<Snapshot, T>();
  return (snapshot) => {
    if (cache.has(snapshot)) return cache.get(snapshot) as T;
    const value = derive(snapshot);
    cache.set(snapshot, value);
    return value;
  };
}
