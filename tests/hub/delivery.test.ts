import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { isDelivery, isVerification, startCallbackServer, type CallbackServer } from './helpers/callback-server.ts';
import { startHubHarness, type HubHarness } from './helpers/hub-harness.ts';
import { testCertificate } from './helpers/tls.ts';

const sign = (secret: string, body: Buffer) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

// The whole distribution suite runs on both stores: SQLite (embedded) and PostgreSQL (replicas).
for (const store of ['sqlite', 'postgres'] as const) describe(`hub content distribution (${store})`, { timeout: 60_000 }, () => {
  let harness: HubHarness;
  let callbacks: CallbackServer;
  let version = 1;

  before(async () => {
    callbacks = await startCallbackServer(await testCertificate());
    harness = await startHubHarness({ store });
  });
  after(async () => {
    await harness.stop();
    await callbacks.close();
  });

  /** Changes the Atom topic and pings the hub; resolves once every enqueued delivery settled. */
  async function changeFeedAndPublish(field: 'hub.url' | 'hub.topic' = 'hub.url') {
    version += 1;
    harness.setTopic('feed.xml', `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>v${version}</title></feed>`);
    const response = await harness.post({ 'hub.mode': 'publish', [field]: harness.urls.atomFeed });
    assert.equal(response.status, 204);
    await settled();
  }
  /**
   * Waits until no delivery is pending (each finish emits an event). The mark is taken before
   * the state is read: a delivery finishing between the two would otherwise be waited for forever.
   */
  async function settled() {
    for (;;) {
      const mark = harness.events.length;
      if ((await harness.hub.inspect()).pendingDeliveries === 0) return;
      await harness.waitForEvent((e) => e.type === 'delivered' || e.type === 'delivery_failed', mark);
    }
  }

  it('should POST the full content with its Content-Type, Link header and signature', async () => {
    await harness.subscribe(callbacks.url('/signed'), harness.urls.atomFeed, { 'hub.secret': 's3cret' });
    await changeFeedAndPublish();
    const [delivery] = callbacks.received(isDelivery('/signed'));
    assert.ok(delivery);
    const topic = harness.topics.topic(harness.urls.atomFeed);
    assert.ok(topic);
    assert.deepEqual(delivery.body, topic.body);
    assert.equal(delivery.headers['content-type'], 'application/atom+xml; charset=utf-8');
    assert.equal(delivery.headers.link, `<${harness.urls.hub}>; rel="hub", <${harness.urls.atomFeed}>; rel="self"`);
    // The receiver checks the signature over the bytes it received.
    assert.equal(delivery.headers['x-hub-signature'], sign('s3cret', delivery.body));
  });

  it('should send no signature to a subscriber without a secret', async () => {
    await harness.subscribe(callbacks.url('/plain'), harness.urls.atomFeed);
    await changeFeedAndPublish('hub.topic');
    const deliveries = callbacks.received(isDelivery('/plain'));
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0]?.headers['x-hub-signature'], undefined);
  });

  it('should deliver the JSON topics with the Content-Type a GET returns', async () => {
    await harness.subscribe(callbacks.url('/json'), harness.urls.jsonFeed);
    await harness.subscribe(callbacks.url('/json'), harness.urls.reviewsJson);
    harness.setTopic('api/feed.json', '{"version":"https://jsonfeed.org/version/1.1","title":"v2","items":[]}');
    harness.setTopic('reviews.json', '{"reviews":[],"v":2}');
    const response = await harness.post([
      ['hub.mode', 'publish'],
      ['hub.url', harness.urls.jsonFeed],
      ['hub.url', harness.urls.reviewsJson],
    ]);
    assert.equal(response.status, 204);
    const deliveries = await callbacks.waitFor(isDelivery('/json'), 2);
    const byTopic = new Map(deliveries.map((d) => [String(d.headers.link).match(/<([^>]+)>; rel="self"/)?.[1], d]));
    assert.equal(byTopic.get(harness.urls.jsonFeed)?.headers['content-type'], harness.topics.topic(harness.urls.jsonFeed)?.contentType);
    assert.equal(byTopic.get(harness.urls.reviewsJson)?.body.toString(), '{"reviews":[],"v":2}');
  });

  it('should notify nobody when a publish finds the content unchanged', async () => {
    await settled();
    const before = callbacks.received((r) => r.method === 'POST').length;
    const response = await harness.post([
      ['hub.mode', 'publish'],
      ...harness.urls.topics.map((t): [string, string] => ['hub.url', t]),
    ]);
    assert.equal(response.status, 204);
    assert.equal((await harness.hub.inspect()).pendingDeliveries, 0);
    assert.equal(callbacks.received((r) => r.method === 'POST').length, before);
  });

  it('should deliver exactly once to a re-subscribed callback, signed with the new secret', async () => {
    const callback = callbacks.url('/resub');
    await harness.subscribe(callback, harness.urls.atomFeed, { 'hub.secret': 'first' });
    await harness.subscribe(callback, harness.urls.atomFeed, { 'hub.secret': 'second', 'hub.lease_seconds': '7200' });
    const mine = (await harness.hub.inspect()).subscriptions.filter((s) => s.callback === callback);
    assert.equal(mine.length, 1);
    assert.equal(mine[0]?.leaseSeconds, 7200);
    await changeFeedAndPublish();
    const deliveries = callbacks.received(isDelivery('/resub'));
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0]?.headers['x-hub-signature'], sign('second', deliveries[0]?.body ?? Buffer.alloc(0)));
  });

  it('should keep the old subscription when a re-subscription fails verification', async () => {
    const callback = callbacks.url('/resub-fail');
    await harness.subscribe(callback, harness.urls.atomFeed, { 'hub.secret': 'kept', 'hub.lease_seconds': '3600' });
    callbacks.on('/resub-fail', { verify: 'wrong' });
    const event = await harness.subscribe(callback, harness.urls.atomFeed, { 'hub.secret': 'intruder', 'hub.lease_seconds': '9999' });
    assert.equal(event.type, 'verification_failed');
    const mine = (await harness.hub.inspect()).subscriptions.filter((s) => s.callback === callback);
    assert.equal(mine.length, 1);
    assert.equal(mine[0]?.leaseSeconds, 3600);
    await changeFeedAndPublish();
    const deliveries = callbacks.received(isDelivery('/resub-fail'));
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0]?.headers['x-hub-signature'], sign('kept', deliveries[0]?.body ?? Buffer.alloc(0)));
  });

  it('should remove a subscription only once the unsubscribe is verified', async () => {
    const callback = callbacks.url('/unsub');
    await harness.subscribe(callback, harness.urls.atomFeed);

    callbacks.on('/unsub', { verify: 'wrong' });
    let mark = harness.events.length;
    assert.equal((await harness.post({ 'hub.mode': 'unsubscribe', 'hub.callback': callback, 'hub.topic': harness.urls.atomFeed })).status, 202);
    assert.equal((await harness.waitForEvent((e) => e.type === 'verification_failed' && e.callback === callback, mark)).type, 'verification_failed');
    assert.equal((await harness.hub.inspect()).subscriptions.filter((s) => s.callback === callback).length, 1);

    callbacks.on('/unsub', { verify: 'echo' });
    mark = harness.events.length;
    assert.equal((await harness.post({ 'hub.mode': 'unsubscribe', 'hub.callback': callback, 'hub.topic': harness.urls.atomFeed })).status, 202);
    await harness.waitForEvent((e) => e.type === 'removed' && e.callback === callback && e.reason === 'unsubscribed', mark);
    const gets = callbacks.received(isVerification('/unsub'));
    assert.equal(gets.at(-1)?.query.get('hub.mode'), 'unsubscribe');
    assert.equal(gets.at(-1)?.query.get('hub.topic'), harness.urls.atomFeed);
    assert.equal(gets.at(-1)?.query.get('hub.lease_seconds'), '0');
    assert.equal((await harness.hub.inspect()).subscriptions.filter((s) => s.callback === callback).length, 0);

    const before = callbacks.received(isDelivery('/unsub')).length;
    await changeFeedAndPublish();
    assert.equal(callbacks.received(isDelivery('/unsub')).length, before);
  });

  it('should deliver one notification per subscriber per changed topic', async () => {
    const paths = ['/fan-a', '/fan-b', '/fan-c'];
    for (const path of paths) await harness.subscribe(callbacks.url(path), harness.urls.atomFeed);
    await changeFeedAndPublish();
    for (const path of paths) assert.equal(callbacks.received(isDelivery(path)).length, 1, path);
  });
});
