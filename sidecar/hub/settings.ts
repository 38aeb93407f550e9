/**
 * The hub's documented defaults. Every one can be overridden through `createHub` options
 * (tests shorten leases and delays); environment parsing lives in sidecar/config.ts.
 */
import { MAX_CALLBACK_LENGTH, MAX_SECRET_BYTES } from '../../core/schemas/hub-bounds.ts';
export { DEFAULT_LEASE, type LeaseBounds } from '../../core/schemas/hub-bounds.ts';

/**
 * Seconds between delivery retries (HUB_RETRY_DELAYS): after the n-th consecutive failure the
 * delivery is retried after the n-th delay (the last one repeats). With 3 failures removing a
 * subscription, only the first two are ever used: retry after 1 minute, then after 5.
 */
export const DEFAULT_RETRY_DELAYS_SECONDS: readonly number[] = [60, 300];

/** Consecutive delivery failures that remove a subscription (spec section 8). */
export const MAX_CONSECUTIVE_FAILURES = 3;

/** Outbound request limits (got `timeout`, milliseconds). */
export type Timeouts = { lookupMs: number; connectMs: number; requestMs: number };
export const DEFAULT_TIMEOUTS: Readonly<Timeouts> = {
  lookupMs: 5_000,
  connectMs: 5_000,
  /** The whole exchange, first byte to last: bounds how long a delivery slot can be held. */
  requestMs: 15_000,
};

export type Limits = {
  deliveryConcurrency: number;
  verificationConcurrency: number;
  claimLeaseMs: number;
  maxBodyBytes: number;
  rateLimitBurst: number;
  rateLimitPerSecond: number;
  maxCallbackLength: number;
  maxSecretBytes: number;
  maxAckBodyBytes: number;
};
export const DEFAULT_LIMITS: Readonly<Limits> = {
  /** Deliveries in flight at once, over all subscribers. */
  deliveryConcurrency: 16,
  /** Verification GETs in flight at once. */
  verificationConcurrency: 4,
  /** A claimed job not finished within this is considered abandoned (crash) and claimed again. */
  claimLeaseMs: 60_000,
  /** Hub POST body cap: a subscribe request is a few hundred bytes. */
  maxBodyBytes: 8_192,
  /** Per-client token bucket on hub POSTs: a burst, then a steady rate. */
  rateLimitBurst: 30,
  rateLimitPerSecond: 1,
  /** `hub.callback` length cap, in characters (published: core/schemas/hub-bounds.ts). */
  maxCallbackLength: MAX_CALLBACK_LENGTH,
  /** `hub.secret` must be shorter than this many bytes (WebSub §5.1). */
  maxSecretBytes: MAX_SECRET_BYTES,
  /** Bytes of a delivery response body read (then discarded) before the connection is dropped. */
  maxAckBodyBytes: 65_536,
};

export type Schedules = { pollSchedule: string; sweepSchedule: string };
export const DEFAULT_SCHEDULES: Readonly<Schedules> = {
  /** node-cron: when due retries and abandoned claims are picked up (every second). */
  pollSchedule: '* * * * * *',
  /** node-cron: when expired leases are removed (every minute). */
  sweepSchedule: '0 * * * * *',
};

/** Parses HUB_RETRY_DELAYS ("60,300"): positive whole seconds, comma-separated. */
export function parseRetryDelays(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') return [...DEFAULT_RETRY_DELAYS_SECONDS];
  const delays = text.split(',').map((part) => Number(part.trim()));
  if (delays.some((d) => !Number.isInteger(d) || d < 0)) {
    throw new Error(`HUB_RETRY_DELAYS must be comma-separated whole seconds, got "${text}"`);
  }
  return delays;
}
