// The run-time contract (README "Environment", ../shared/DESIGN.md): every variable the build,
// the sidecar and the scripts read, checked by one zod schema. Each entry point parses the
// environment once at start-up through `readEnv`; nothing else reads `process.env` for these.
import { z } from 'zod';

/** A readable start-up failure: one line per bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

const Flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Comma-separated whole seconds ("60,300"); empty means "the default". */
const SecondsList = z
  .string()
  .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'must be comma-separated whole seconds, e.g. "60,300"')
  .transform((text) => (text.trim() === '' ? undefined : text.split(',').map((part) => Number(part.trim()))));

/** Comma-separated names, trimmed and lower-cased. */
const NameList = z.string().transform((v) => v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));

const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

/**
 * Express's `trust proxy` setting (https://expressjs.com/en/guide/behind-proxies.html): `true`,
 * `false`, a number of hops, or a comma-separated list of addresses, subnets or the names
 * `loopback`, `linklocal`, `uniquelocal`.
 */
const TrustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v));

export const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  BASE_URL: HttpUrl.optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('./dist'),
  HUB_ALLOW_PRIVATE_CALLBACKS: Flag.default(false),
  HUB_RETRY_DELAYS: SecondsList.optional(),
  /** The hub `npm run publish` pings; default the one under BASE_URL. */
  HUB_URL: HttpUrl.optional(),
  /** Fractions allowed (0.01 is 600 ms), so tests can watch a session expire. */
  MCP_SESSION_IDLE_MINUTES: z.coerce.number().positive().optional(),
  MCP_MAX_SESSIONS: z.coerce.number().int().min(1).optional(),
  /** Extra host names /mcp answers to (a proxy's own name), comma-separated. */
  MCP_ALLOWED_HOSTS: NameList.default([]),
  /** Same value on every replica: session ids that any replica accepts. */
  MCP_SESSION_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  /** With MCP_SESSION_SECRET: how long a session lasts from its initialize (fractions allowed). */
  MCP_SESSION_LIFETIME_MINUTES: z.coerce.number().positive().optional(),
  /** Follow the build published at this origin instead of BUILD_DIR. */
  ORIGIN_URL: HttpUrl.optional(),
  ORIGIN_POLL_SECONDS: z.coerce.number().positive().default(30),
  /** Hub state in PostgreSQL, shared by replicas; SQLite under DATA_DIR when unset. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  TRUST_PROXY: TrustProxy.optional(),
});

export type EnvValues = z.infer<typeof Env> & {
  /** BASE_URL without a trailing slash, or `http://localhost:$PORT`. */
  baseUrl: string;
};

/** Parses the environment once; throws an EnvError naming each bad variable. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvValues {
  // An empty variable is an unset one (`PORT= npm start`), as shells and CI files write it.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = Env.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`invalid environment:\n${lines.join('\n')}`);
  }
  const values = result.data;
  return { ...values, baseUrl: (values.BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '') };
}
