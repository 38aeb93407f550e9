/**
 * Memoises `derive` once per key object, weakly: what is derived from a build snapshot or a
 * dataset goes away with it, and a new one gets fresh values on first use. The one per-build
 * cache of the project (the renderers, the sidecar's routes and MCP views, the site's indexes).
 */
export function memoByObject<K extends object, T>(derive: (key: K) => T): (key: K) => T {
  const cache = new WeakMap<K, T>();
  return (key) => {
    if (cache.has(key)) return cache.get(key) as T;
    const value = derive(key);
    cache.set(key, value);
    return value;
  };
}
