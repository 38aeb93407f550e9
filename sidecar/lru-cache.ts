/**
 * A least-recently-used cache bounded by a total cost (bytes, usually). A Map keeps insertion
 * order, so re-inserting on read makes the first key the least recently used.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; cost: number }>();
  readonly #capacity: number;
  readonly #costOf: (value: V) => number;
  #total = 0;

  constructor(capacity: number, costOf: (value: V) => number) {
    this.#capacity = capacity;
    this.#costOf = costOf;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const cost = this.#costOf(value);
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#total -= old.cost;
    }
    if (cost > this.#capacity) return; // would evict everything and still not fit
    this.#entries.set(key, { value, cost });
    this.#total += cost;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.#capacity) break;
      this.#entries.delete(oldest);
      this.#total -= entry.cost;
    }
  }

  /** Whether an entry of this cost would fit without evicting any. */
  fits(cost: number): boolean {
    return this.#total + cost <= this.#capacity;
  }

  /** The least recently used value: the first to go when room is needed. */
  oldest(): V | undefined {
    for (const entry of this.#entries.values()) return entry.value;
    return undefined;
  }

  get size(): number {
    return this.#entries.size;
  }
}
