import { PRUNE_EVERY_MS, type RevocationList } from './revocation-list.ts';

/**
 * Revocations in this process only: right for one replica, or for replicas in one process
 * (tests). Two processes do not see each other's, and a restart forgets them (an ended
 * session's token then works again until it expires): use PostgreSQL for replicas.
 */
export class MemoryRevocations implements RevocationList {
  /** Session id → its token's expiry (ms since the epoch). */
  readonly #ended = new Map<string, number>();
  readonly #pruner: NodeJS.Timeout;

  constructor(pruneEveryMs = PRUNE_EVERY_MS) {
    this.#pruner = setInterval(() => void this.prune(), pruneEveryMs);
    this.#pruner.unref();
  }

  get size(): number {
    return this.#ended.size;
  }

  async revoke(sessionId: string, expiresAt: number): Promise<void> {
    this.#ended.set(sessionId, expiresAt);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return this.#ended.has(sessionId);
  }

  async prune(now = Date.now()): Promise<number> {
    let pruned = 0;
    for (const [id, expiresAt] of this.#ended) if (expiresAt < now && this.#ended.delete(id)) pruned++;
    return pruned;
  }

  async close(): Promise<void> {
    clearInterval(this.#pruner);
  }
}
