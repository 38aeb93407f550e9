import { z } from 'zod';
import { parseRetryDelays } from './hub/settings.ts';
import { MCP_DEFAULTS, type McpSettings } from './mcp/settings.ts';

const Flag = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

/** Seconds between delivery retries, comma-separated ("60,300"); parsed by the hub's own rule. */
const Delays = z
  .string()
  .optional()
  .transform((text, ctx) => {
    try {
      return parseRetryDelays(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** The sidecar's environment (README "Environment"); parsed once at start-up. */
export const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  BASE_URL: z.url().optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('./dist'),
  HUB_ALLOW_PRIVATE_CALLBACKS: Flag.default(false),
  HUB_RETRY_DELAYS: Delays,
  /** Fractions allowed (0.01 is 600 ms), so tests can watch a session expire. */
  MCP_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(MCP_DEFAULTS.sessionIdleMs / 60_000),
  MCP_MAX_SESSIONS: z.coerce.number().int().min(1).default(MCP_DEFAULTS.maxSessions),
  /** Extra host names /mcp answers to (a proxy's own name), comma-separated. */
  MCP_ALLOWED_HOSTS: z.string().default('').transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)),
});

export type Config = {
  port: number;
  host: string;
  baseUrl: string;
  contentDir: string;
  dataDir: string;
  buildDir: string;
  hubAllowPrivateCallbacks: boolean;
  hubRetryDelays: number[];
  /** MCP session limits; unset fields take MCP_DEFAULTS. */
  mcp?: Partial<McpSettings>;
};

/** Reads the environment; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = Env.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    contentDir: e.CONTENT_DIR,
    dataDir: e.DATA_DIR,
    buildDir: e.BUILD_DIR,
    hubAllowPrivateCallbacks: e.HUB_ALLOW_PRIVATE_CALLBACKS,
    hubRetryDelays: e.HUB_RETRY_DELAYS,
    mcp: { sessionIdleMs: e.MCP_SESSION_IDLE_MINUTES * 60_000, maxSessions: e.MCP_MAX_SESSIONS, allowedHosts: e.MCP_ALLOWED_HOSTS },
  };
}
