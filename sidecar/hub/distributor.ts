import { createHmac } from 'node:crypto';
import type { HubEventListener } from './events.ts';
import type { Outbound } from './http-client.ts';
import type { DeliveryJob, HubStore } from './store.ts';
import type { LiveContent } from './live-content.ts';
import { websubLink } from '../../core/urls.ts';

/**
 * Content distribution (W3C WebSub §7): POSTs the topic's current full content to one
 * subscriber with the topic's Content-Type, the Link header naming the hub and the topic,
 * and an HMAC signature when the subscriber gave a secret.
 */
export function createDistributor(deps: {
  store: HubStore;
  outbound: Outbound;
  live: LiveContent;
  hubUrl: string;
  retryDelaysSeconds: readonly number[];
  maxAckBodyBytes: number;
  now: () => number;
  emit: HubEventListener;
}) {
  const delays = deps.retryDelaysSeconds.length > 0 ? deps.retryDelaysSeconds : [0];
  // After the n-th consecutive failure, wait the n-th delay; the last one repeats.
  const retryDelayMs = (failures: number) => 1000 * (delays[Math.min(failures, delays.length) - 1] ?? 0);

  return async function deliver(job: DeliveryJob): Promise<void> {
    const { callback, topic, secret } = job.subscription;
    const content = await deps.live.forDelivery(topic, job.etag);
    if (!content) {
      // No live build holds the topic (cannot happen after a publish): not the subscriber's fault.
      await deps.store.postpone(job, deps.now() + retryDelayMs(1));
      return;
    }
    const headers: Record<string, string> = {
      'content-type': content.contentType,
      link: websubLink(deps.hubUrl, topic),
    };
    if (secret !== null) headers['x-hub-signature'] = `sha256=${createHmac('sha256', secret).update(content.body).digest('hex')}`;

    const outcome = await deps.outbound.send(callback, { method: 'POST', headers, body: content.body }, { limit: deps.maxAckBodyBytes, keep: false });
    const { result, failures } = await deps.store.finishDelivery(job, outcome.ok, deps.now(), retryDelayMs);
    if (result === 'stale') return;
    if (outcome.ok) {
      deps.emit({ type: 'delivered', callback, topic, status: outcome.status, etag: content.etag });
      return;
    }
    deps.emit({ type: 'delivery_failed', callback, topic, reason: outcome.reason, failures });
    if (result === 'removed') deps.emit({ type: 'removed', callback, topic, reason: 'failures' });
  };
}
