/**
 * Signed sessions ended by DELETE before their token expires. Every replica checks it on
 * every request, so a session ended on one replica is refused by all of them (as soon as the
 * list they share says so: at once for PostgreSQL, which is read on each request).
 */
export interface RevocationList {
  /** Ends the session; `expiresAt` (ms since the epoch) is its token's expiry, after which the entry can go. */
  revoke(sessionId: string, expiresAt: number): Promise<void>;
  /** Whether the session was ended. Rejects when the list cannot be read (the request then gets 503). */
  isRevoked(sessionId: string): Promise<boolean>;
  /** Drops entries whose token has expired anyway; returns how many. */
  prune(now?: number): Promise<number>;
  close(): Promise<void>;
}

/** How often expired entries are pruned. They are harmless meanwhile: an expired token is refused first. */
export const PRUNE_EVERY_MS = 10 * 60_000;
