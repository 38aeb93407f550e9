import { readEnv } from '../core/env.ts';
import { DEFAULT_RETRY_DELAYS_SECONDS } from './hub/settings.ts';
import { MCP_DEFAULTS, SIGNED_SESSION_LIFETIME_MS, type McpSettings } from './mcp/settings.ts';

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  contentDir: string;
  dataDir: string;
  buildDir: string;
  /** ORIGIN_URL: follow the build published there (cached under dataDir) instead of buildDir. */
  originUrl?: string;
  /** ORIGIN_POLL_SECONDS: how often the origin's manifest.json is revalidated. Default 30. */
  originPollSeconds?: number;
  hubAllowPrivateCallbacks: boolean;
  hubRetryDelays: number[];
  /** Express's `trust proxy` (TRUST_PROXY); unset trusts no proxy, so `req.ip` is the peer. */
  trustProxy?: boolean | number | string;
  /**
   * DATABASE_URL: state shared by replicas: hub state (SQLite under dataDir when unset), ended
   * MCP sessions, and build notices between replicas following an origin.
   */
  databaseUrl?: string;
  /** MCP session limits; unset fields take MCP_DEFAULTS. */
  mcp?: Partial<McpSettings>;
};

/** The sidecar's settings from the environment (core/env.ts); throws a readable EnvError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = readEnv(env);
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl: e.baseUrl,
    contentDir: e.CONTENT_DIR,
    dataDir: e.DATA_DIR,
    buildDir: e.BUILD_DIR,
    ...(e.ORIGIN_URL === undefined ? {} : { originUrl: e.ORIGIN_URL }),
    originPollSeconds: e.ORIGIN_POLL_SECONDS,
    hubAllowPrivateCallbacks: e.HUB_ALLOW_PRIVATE_CALLBACKS,
    hubRetryDelays: e.HUB_RETRY_DELAYS ?? [...DEFAULT_RETRY_DELAYS_SECONDS],
    ...(e.TRUST_PROXY === undefined ? {} : { trustProxy: e.TRUST_PROXY }),
    ...(e.DATABASE_URL === undefined ? {} : { databaseUrl: e.DATABASE_URL }),
    mcp: {
      sessionIdleMs: (e.MCP_SESSION_IDLE_MINUTES ?? MCP_DEFAULTS.sessionIdleMs / 60_000) * 60_000,
      maxSessions: e.MCP_MAX_SESSIONS ?? MCP_DEFAULTS.maxSessions,
      allowedHosts: e.MCP_ALLOWED_HOSTS,
      ...(e.MCP_SESSION_SECRET === undefined
        ? {}
        : { signed: { secret: e.MCP_SESSION_SECRET, lifetimeMs: e.MCP_SESSION_LIFETIME_MINUTES === undefined ? SIGNED_SESSION_LIFETIME_MS : e.MCP_SESSION_LIFETIME_MINUTES * 60_000 } }),
    },
  };
}
