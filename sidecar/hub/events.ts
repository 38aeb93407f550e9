import type { Mode } from './store.ts';

/**
 * What the hub reports as it works, to `createHub`'s `onEvent`: tests wait on these instead of
 * sleeping; without a listener (the sidecar passes none) errors go to stderr and the rest is
 * dropped. Reporting never changes what the hub does.
 */
export type HubEvent =
  | { type: 'verified'; mode: Mode; callback: string; topic: string }
  | { type: 'verification_failed'; mode: Mode; callback: string; topic: string; reason: string }
  | { type: 'delivered'; callback: string; topic: string; status: number; etag: string }
  | { type: 'delivery_failed'; callback: string; topic: string; reason: string; failures: number }
  | { type: 'removed'; callback: string; topic: string; reason: 'unsubscribed' | 'failures' | 'lease_expired' }
  | { type: 'published'; changed: Array<{ topic: string; etag: string; enqueued: number }> }
  | { type: 'error'; error: unknown };

export type HubEventListener = (event: HubEvent) => void;
