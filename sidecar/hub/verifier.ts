import { randomBytes } from 'node:crypto';
import { withHubParams } from './callback-url.ts';
import type { HubEventListener } from './events.ts';
import type { Outbound } from './http-client.ts';
import type { HubStore, IntentJob } from './store.ts';

/**
 * Verification of intent (W3C WebSub §5.3): a GET to the callback with the hub's parameters
 * and a fresh challenge. Verified only on a 2xx whose body is exactly the challenge; the
 * response is read up to the challenge's length + 1 bytes, enough to tell a longer body.
 */
export function createVerifier(deps: { store: HubStore; outbound: Outbound; now: () => number; emit: HubEventListener }) {
  return async function verify(job: IntentJob): Promise<void> {
    // 32 random bytes: unguessable, and single use (generated per attempt, never stored).
    const challenge = randomBytes(32).toString('base64url');
    const url = withHubParams(job.callback, {
      'hub.mode': job.mode,
      'hub.topic': job.topic,
      'hub.challenge': challenge,
      // The lease the subscription will have; an unsubscribe leaves none.
      'hub.lease_seconds': String(job.mode === 'subscribe' ? job.leaseSeconds : 0),
    });
    const outcome = await deps.outbound.send(url, { method: 'GET' }, { limit: Buffer.byteLength(challenge) + 1, keep: true });
    const verified = outcome.ok && outcome.body.toString('latin1') === challenge;
    const result = await deps.store.finishIntent(job, verified, deps.now());
    const target = { mode: job.mode, callback: job.callback, topic: job.topic };
    if (result === 'applied') {
      deps.emit({ type: 'verified', ...target });
      if (job.mode === 'unsubscribe') deps.emit({ type: 'removed', callback: job.callback, topic: job.topic, reason: 'unsubscribed' });
    } else if (result === 'rejected') {
      const reason = outcome.ok ? 'the response body is not the challenge' : outcome.reason;
      deps.emit({ type: 'verification_failed', ...target, reason });
    }
  };
}
