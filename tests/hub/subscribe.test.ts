import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isVerification, startCallbackServer, type CallbackServer } from './helpers/callback-server.ts';
import { startHubHarness, type HubHarness } from './helpers/hub-harness.ts';
import { testCertificate } from './helpers/tls.ts';

for (const store of ['sqlite', 'postgres'] as const) describe(`hub subscribe and verification of intent (${store})`, { timeout: 60_000 }, () => {
  let harness: HubHarness;
  let callbacks: CallbackServer;
  let feed: string;

  before(async () => {
    callbacks = await startCallbackServer(await testCertificate());
    harness = await startHubHarness({ store });
    feed = harness.urls.atomFeed;
  });
  after(async () => {
    await harness.stop();
    await callbacks.close();
  });

  it('should answer 202 with no body, then verify with a GET and activate the subscription', async () => {
    const callback = callbacks.url('/happy');
    const response = await harness.post({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': feed, 'hub.lease_seconds': '86400' });
    assert.equal(response.status, 202);
    assert.equal(await response.text(), '');

    const event = await harness.waitForEvent((e) => e.type === 'verified' && e.callback === callback);
    assert.deepEqual(event, { type: 'verified', mode: 'subscribe', callback, topic: feed });
    const [get] = callbacks.received(isVerification('/happy'));
    assert.ok(get);
    assert.equal(get.query.get('hub.mode'), 'subscribe');
    assert.equal(get.query.get('hub.topic'), feed);
    assert.equal(get.query.get('hub.lease_seconds'), '86400');
    assert.match(get.query.get('hub.challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);

    const subscriptions = (await harness.hub.inspect()).subscriptions.filter((s) => s.callback === callback);
    assert.equal(subscriptions.length, 1);
    assert.equal(subscriptions[0]?.topic, feed);
    assert.equal(subscriptions[0]?.leaseSeconds, 86400);
    assert.equal(subscriptions[0]?.hasSecret, false);
  });

  it("should keep the callback's own query string as sent and append the hub's parameters", async () => {
    const callback = `${callbacks.url('/query')}?user=a%20b&flag&list=1&list=2`;
    const event = await harness.subscribe(callback, feed);
    assert.equal(event.type, 'verified');
    const [get] = callbacks.received(isVerification('/query'));
    assert.ok(get?.rawQuery.startsWith('user=a%20b&flag&list=1&list=2&hub.mode=subscribe&'), String(get?.rawQuery));
  });

  it('should send a fresh challenge on every verification', async () => {
    const callback = callbacks.url('/fresh');
    await harness.subscribe(callback, feed);
    await harness.subscribe(callback, feed);
    const challenges = callbacks.received(isVerification('/fresh')).map((r) => r.query.get('hub.challenge'));
    assert.equal(challenges.length, 2);
    assert.notEqual(challenges[0], challenges[1]);
  });

  it('should clamp the lease into its bounds and give the default when none is asked', async () => {
    const bounded = await startHubHarness({ store, lease: { minSeconds: 100, defaultSeconds: 500, maxSeconds: 1000 } });
    try {
      const cases: Array<[string | undefined, string]> = [['5', '100'], ['99999999', '1000'], [undefined, '500'], ['', '500'], ['0', '100'], ['700', '700']];
      for (const [index, [asked, granted]] of cases.entries()) {
        const path = `/lease-${index}`;
        const extra: Record<string, string> = asked === undefined ? {} : { 'hub.lease_seconds': asked };
        await bounded.subscribe(callbacks.url(path), bounded.urls.jsonFeed, extra);
        const [get] = callbacks.received(isVerification(path));
        assert.equal(get?.query.get('hub.lease_seconds'), granted, `asked ${asked}`);
      }
    } finally {
      await bounded.stop();
    }
  });

  it('should accept each of the three topics', async () => {
    for (const topic of harness.urls.topics) {
      const event = await harness.subscribe(callbacks.url('/each'), topic);
      assert.equal(event.type, 'verified', topic);
    }
    assert.equal((await harness.hub.inspect()).subscriptions.filter((s) => s.callback.endsWith('/each')).length, 3);
  });

  it('should create no subscription when the challenge is answered with a wrong body', async () => {
    callbacks.on('/wrong', { verify: 'wrong' });
    const event = await harness.subscribe(callbacks.url('/wrong'), feed);
    assert.equal(event.type, 'verification_failed');
    assert.equal(callbacks.received(isVerification('/wrong')).length, 1);
    assert.equal((await harness.hub.inspect()).subscriptions.some((s) => s.callback.endsWith('/wrong')), false);
  });

  it('should create no subscription when the challenge comes with a non-2xx status', async () => {
    for (const status of [404, 500, 301]) {
      const path = `/status-${status}`;
      callbacks.on(path, { verify: status });
      const event = await harness.subscribe(callbacks.url(path), feed);
      assert.equal(event.type, 'verification_failed', `status ${status}`);
      assert.match((event as { reason: string }).reason, new RegExp(String(status)));
    }
    assert.equal((await harness.hub.inspect()).subscriptions.some((s) => s.callback.includes('/status-')), false);
  });

  it('should reject a body longer than the challenge (read only up to its length + 1)', async () => {
    callbacks.on('/extra', { verify: 'extra' });
    const event = await harness.subscribe(callbacks.url('/extra'), feed);
    assert.equal(event.type, 'verification_failed');
    assert.equal((await harness.hub.inspect()).subscriptions.some((s) => s.callback.endsWith('/extra')), false);
  });

  it('should not follow a redirect during verification', async () => {
    callbacks.on('/redirect', { verify: 'redirect' });
    const event = await harness.subscribe(callbacks.url('/redirect'), feed);
    assert.equal(event.type, 'verification_failed');
    assert.equal(callbacks.received(isVerification('/redirect/moved')).length, 0);
    assert.equal((await harness.hub.inspect()).subscriptions.some((s) => s.callback.endsWith('/redirect')), false);
  });

  it('should leave no pending work behind once every verification finished', async () => {
    assert.equal((await harness.hub.inspect()).pendingIntents, 0);
  });
});
