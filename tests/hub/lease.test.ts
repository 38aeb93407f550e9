import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isDelivery, startCallbackServer, type CallbackServer } from './helpers/callback-server.ts';
import { startHubHarness, type HubHarness } from './helpers/hub-harness.ts';
import { testCertificate } from './helpers/tls.ts';

for (const store of ['sqlite', 'postgres'] as const) describe(`hub leases (${store})`, { timeout: 60_000 }, () => {
  let harness: HubHarness;
  let callbacks: CallbackServer;
  // The hub's clock, moved forward by the test instead of waiting out a lease.
  let offsetMs = 0;

  before(async () => {
    callbacks = await startCallbackServer(await testCertificate());
    harness = await startHubHarness({ store, now: () => Date.now() + offsetMs, lease: { minSeconds: 60 } });
  });
  after(async () => {
    await harness.stop();
    await callbacks.close();
  });

  it('should end a subscription when its lease expires, in the node-cron sweep', async () => {
    const expiring = callbacks.url('/expiring');
    const renewed = callbacks.url('/renewed');
    await harness.subscribe(expiring, harness.urls.atomFeed, { 'hub.lease_seconds': '60' });
    await harness.subscribe(renewed, harness.urls.atomFeed, { 'hub.lease_seconds': '120' });

    const mark = harness.events.length;
    offsetMs += 61_000;
    // The sweep runs every second in tests; nothing here calls it.
    const removed = await harness.waitForEvent((e) => e.type === 'removed', mark);
    assert.deepEqual(removed, { type: 'removed', callback: expiring, topic: harness.urls.atomFeed, reason: 'lease_expired' });
    const left = (await harness.hub.inspect()).subscriptions.map((s) => s.callback);
    assert.deepEqual(left, [renewed]);

    harness.setTopic('feed.xml', '<feed xmlns="http://www.w3.org/2005/Atom"><title>after expiry</title></feed>');
    assert.equal((await harness.post({ 'hub.mode': 'publish', 'hub.url': harness.urls.atomFeed })).status, 204);
    await callbacks.waitFor(isDelivery('/renewed'));
    assert.equal(callbacks.received(isDelivery('/expiring')).length, 0);
  });

  it('should not deliver to a subscription whose lease ran out before the sweep came', async () => {
    const quiet = await startHubHarness({ store, now: () => Date.now() + offsetMs, lease: { minSeconds: 60 }, schedules: { sweepSchedule: '0 0 1 1 *' } });
    try {
      const callback = callbacks.url('/unswept');
      await quiet.subscribe(callback, quiet.urls.atomFeed, { 'hub.lease_seconds': '60' });
      offsetMs += 61_000;
      quiet.setTopic('feed.xml', '<feed xmlns="http://www.w3.org/2005/Atom"><title>unswept</title></feed>');
      assert.equal((await quiet.post({ 'hub.mode': 'publish', 'hub.url': quiet.urls.atomFeed })).status, 204);
      assert.equal((await quiet.hub.inspect()).pendingDeliveries, 0);
      assert.equal((await quiet.hub.inspect()).subscriptions.length, 1, 'not swept yet');
      assert.deepEqual((await quiet.hub.sweep()), [{ callback, topic: quiet.urls.atomFeed }]);
      assert.equal(callbacks.received(isDelivery('/unswept')).length, 0);
    } finally {
      await quiet.stop();
    }
  });

  it('should renew the lease on a verified re-subscription', async () => {
    const callback = callbacks.url('/renewal');
    await harness.subscribe(callback, harness.urls.jsonFeed, { 'hub.lease_seconds': '60' });
    const first = (await harness.hub.inspect()).subscriptions.find((s) => s.callback === callback)?.expiresAt ?? 0;
    offsetMs += 30_000;
    await harness.subscribe(callback, harness.urls.jsonFeed, { 'hub.lease_seconds': '60' });
    const second = (await harness.hub.inspect()).subscriptions.find((s) => s.callback === callback)?.expiresAt ?? 0;
    assert.ok(second >= first + 30_000, `${second} vs ${first}`);
  });
});
