/**
 * The hub's published bounds: what the API document states to subscribers (core/openapi/hub-form.ts)
 * and what the hub enforces by default (sidecar/hub/settings.ts). They live here, beside the other
 * public shapes, so the document does not reach into the sidecar for them.
 */

/** Lease bounds in seconds: a requested `hub.lease_seconds` is clamped into [min, max]; never perpetual. */
export type LeaseBounds = { minSeconds: number; defaultSeconds: number; maxSeconds: number };
export const DEFAULT_LEASE: Readonly<LeaseBounds> = {
  /** One hour: shorter leases would make subscribers renew more often than they are notified. */
  minSeconds: 3_600,
  /** Ten days when the subscriber asks for none. */
  defaultSeconds: 864_000,
  /** Thirty days at most, so an abandoned callback stops costing deliveries within a month. */
  maxSeconds: 2_592_000,
};

/** `hub.callback` length cap, in characters. */
export const MAX_CALLBACK_LENGTH = 2_048;

/** `hub.secret` must be shorter than this many bytes (WebSub §5.1). */
export const MAX_SECRET_BYTES = 200;
