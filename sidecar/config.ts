import { z } from 'zod';

const Flag = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

/** Seconds between delivery retries, comma-separated: "60,300,1800". */
const Delays = z
  .string()
  .regex(/^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/, { message: 'must be comma-separated seconds, e.g. 60,300,1800' })
  .transform((v) => v.split(',').map((s) => Number(s.trim())));

/** The sidecar's environment (README "Environment"); parsed once at start-up. */
export const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  BASE_URL: z.url().optional(),
  CONTENT_DIR: z.string().min(1).default('./content'),
  DATA_DIR: z.string().min(1).default('./data'),
  BUILD_DIR: z.string().min(1).default('./dist'),
  HUB_ALLOW_PRIVATE_CALLBACKS: Flag.default(false),
  HUB_RETRY_DELAYS: Delays.default([60, 300, 1800]),
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
  };
}
