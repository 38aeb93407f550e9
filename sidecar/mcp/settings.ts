/** MCP session limits; README "Environment" documents the variables that set them. */
export type McpSettings = {
  /** A session with no request for this long is closed; its next request gets 404. */
  sessionIdleMs: number;
  /** Live sessions at most; a new initialize beyond it closes the least recently used one. */
  maxSessions: number;
  /** Host names accepted besides BASE_URL's, loopback names and IP literals (DNS-rebinding check). */
  allowedHosts: string[];
};

/** MCP_SESSION_IDLE_MINUTES=30, MCP_MAX_SESSIONS=1000, MCP_ALLOWED_HOSTS empty. */
export const MCP_DEFAULTS: McpSettings = {
  sessionIdleMs: 30 * 60_000,
  maxSessions: 1000,
  allowedHosts: [],
};

/** Largest POST body /mcp reads; a bigger one gets 413 before it is parsed. */
export const MCP_MAX_BODY_BYTES = 1024 * 1024;
