import type { RevocationList } from './revocations/index.ts';

/** MCP session limits; README "Environment" documents the variables that set them. */
export type McpSettings = {
  /** A session with no request for this long is closed; its next request gets 404. */
  sessionIdleMs: number;
  /** Live sessions at most; a new initialize beyond it closes the least recently used one. */
  maxSessions: number;
  /** Host names accepted besides BASE_URL's, loopback names and IP literals (DNS-rebinding check). */
  allowedHosts: string[];
  /**
   * Signed sessions (MCP_SESSION_SECRET): any replica with the same secret serves any session,
   * and nothing is kept per session. `sessionIdleMs` and `maxSessions` do not apply then.
   */
  signed?: SignedSessionSettings;
};

export type SignedSessionSettings = {
  /** MCP_SESSION_SECRET: the same on every replica, at least 32 characters. */
  secret: string;
  /** A session ends this long after its initialize, however much it is used. */
  lifetimeMs: number;
  /**
   * Where sessions ended by DELETE are kept. Unset: the sidecar opens its own, in PostgreSQL
   * with DATABASE_URL, else in memory. Replicas given one list (tests) share their DELETEs.
   */
  revocations?: RevocationList;
};

/** MCP_SESSION_LIFETIME_MINUTES=1440: a signed session lasts a day from its initialize. */
export const SIGNED_SESSION_LIFETIME_MS = 24 * 60 * 60_000;

/** MCP_SESSION_IDLE_MINUTES=30, MCP_MAX_SESSIONS=1000, MCP_ALLOWED_HOSTS empty. */
export const MCP_DEFAULTS: McpSettings = {
  sessionIdleMs: 30 * 60_000,
  maxSessions: 1000,
  allowedHosts: [],
};

/** Largest POST body /mcp reads; a bigger one gets 413 before it is parsed. */
export const MCP_MAX_BODY_BYTES = 1024 * 1024;
