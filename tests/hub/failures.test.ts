import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isDelivery, startCallbackServer, type CallbackServer } from './helpers/callback-server.ts';
import { startHubHarness, type HubHarness } from './helpers/hub-harness.ts';
import { testCertificate } from './helpers/tls.ts';
import type { HubEvent } from '../../sidecar/hub/index.ts';

for (const store of ['sqlite', 'postgres'] as const) describe(`hub delivery failures and retries (${store})`, { timeout: 90_000 }, () => {
  let harness: HubHarness;
  let callbacks: CallbackServer;
  let version = 1;

  before(async () => {
    callbacks = await startCallbackServer(await testCertificate());
    // HUB_RETRY_DELAYS=1,1 as the tests' contract says; a short request timeout for the slow case.
    harness = await startHubHarness({ store, retryDelaysSeconds: [1, 1], timeouts: { requestMs: 500 } });
  });
  after(async () => {
    await harness.stop();
    await callbacks.close();
  });

  /** Publishes a change to reviews.json and waits until the callback's outcome is final. */
  async function publishChange(callback: string): Promise<HubEvent> {
    version += 1;
    harness.setTopic('reviews.json', `{"reviews":[],"v":${version}}`);
    const mark = harness.events.length;
    assert.equal((await harness.post({ 'hub.mode': 'publish', 'hub.url': harness.urls.reviewsJson })).status, 204);
    return harness.waitForEvent((e) => (e.type === 'delivered' || (e.type === 'removed' && e.reason === 'failures')) && e.callback === callback, mark);
  }
  const failuresOf = async (callback: string) => (await harness.hub.inspect()).subscriptions.find((s) => s.callback === callback)?.failures;

  it('should retry after failures, reset the count on a 2xx, and remove after 3 consecutive failures', async () => {
    const callback = callbacks.url('/flaky');
    await harness.subscribe(callback, harness.urls.reviewsJson);

    // Change 1: fail, fail, succeed. The success resets the count.
    callbacks.on('/flaky', { deliver: [500, 503, 200] });
    assert.equal((await publishChange(callback)).type, 'delivered');
    assert.equal(callbacks.received(isDelivery('/flaky')).length, 3);
    assert.equal(await failuresOf(callback), 0);

    // Change 2: fail twice, then succeed. Without the reset this would be failures 3 and 4.
    callbacks.on('/flaky', { deliver: [500, 404, 204] });
    assert.equal((await publishChange(callback)).type, 'delivered');
    assert.equal(await failuresOf(callback), 0);

    // Change 3: three failures in a row remove the subscription.
    callbacks.on('/flaky', { deliver: [500] });
    const outcome = await publishChange(callback);
    assert.deepEqual(outcome, { type: 'removed', callback, topic: harness.urls.reviewsJson, reason: 'failures' });
    assert.equal(callbacks.received(isDelivery('/flaky')).length, 3 + 3 + 3);
    assert.equal((await harness.hub.inspect()).subscriptions.some((s) => s.callback === callback), false);
    const failed = harness.events.filter((e) => e.type === 'delivery_failed' && e.callback === callback).map((e) => (e as { failures: number }).failures);
    assert.deepEqual(failed, [1, 2, 1, 2, 1, 2, 3]);

    // Removed means removed: the next change reaches it no more.
    const other = callbacks.url('/witness');
    await harness.subscribe(other, harness.urls.reviewsJson);
    assert.equal((await publishChange(other)).type, 'delivered');
    assert.equal(callbacks.received(isDelivery('/flaky')).length, 9);
  });

  it('should count a timeout as a failure', async () => {
    const slow = callbacks.url('/slow');
    await harness.subscribe(slow, harness.urls.reviewsJson);
    callbacks.on('/slow', { delayMs: 2_000, deliver: [200] });
    const outcome = await publishChange(slow);
    assert.equal(outcome.type, 'removed');
    const reasons = harness.events.filter((e) => e.type === 'delivery_failed' && e.callback === slow).map((e) => (e as { reason: string }).reason);
    assert.equal(reasons.length, 3);
    for (const reason of reasons) assert.match(reason, /ETIMEDOUT|timeout/i);
  });
});
