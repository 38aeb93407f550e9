/**
 * Tells requests waiting on a session that it closed (DELETE, idle expiry, eviction, shutdown),
 * so none waits forever for an answer the closed transport will never give. A finished request
 * leaves nothing behind: unlike racing a long-lived "closed" promise, which would keep one
 * reaction per request for the whole life of the session.
 */
export class CloseSignal {
  readonly #waiting = new Set<() => void>();
  #closed = false;

  get closed(): boolean {
    return this.#closed;
  }

  close(): void {
    this.#closed = true;
    for (const release of this.#waiting) release();
    this.#waiting.clear();
  }

  /** What `work` resolves to, or undefined if the signal closes first. */
  race<T>(work: Promise<T>): Promise<T | undefined> {
    if (this.#closed) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const release = () => resolve(undefined);
      this.#waiting.add(release);
      work.then(
        (value) => (this.#waiting.delete(release), resolve(value)),
        (error: unknown) => (this.#waiting.delete(release), reject(error)),
      );
    });
  }

  /** Requests waiting now (for tests and the benchmark). */
  get size(): number {
    return this.#waiting.size;
  }
}
