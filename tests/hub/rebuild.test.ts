// End to end: the real `npm run build` (scripts/build.ts, which pings the hub after the
// switch) and the real server (`npm run serve`, sidecar/main.ts) in child processes.
// Needs sidecar/sidecar.ts to mount createHub at /api/websub/hub with the build store as its
// TopicSource and stop it on close (the lead wires it); until then the subscribe POSTs fail.
import assert from 'node:assert/strict';
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createUrls } from '../../core/urls.ts';
import { build, copyContent, FIXTURES, tempDir } from '../helpers/build.ts';
import { startCallbackServer, type CallbackServer, type Received } from './helpers/callback-server.ts';
import { postForm } from './helpers/hub-process.ts';
import { testCertificate } from './helpers/tls.ts';
import { freePort } from '../helpers/free-port.ts';
import { startSidecarProcess, type SidecarProcess } from '../helpers/sidecar-process.ts';


describe('publishing after every build, end to end', { timeout: 240_000 }, () => {
  let callbacks: CallbackServer;
  let server: SidecarProcess;
  let contentDir: string;
  let buildDir: string;
  let dataDir: string;
  let urls: ReturnType<typeof createUrls>;
  // Who subscribes to what: one delivery per subscriber per changed topic is expected.
  let plan: Array<{ path: string; topic: string }>;

  const deliveriesTo = (path: string, topic: string) =>
    callbacks.received((r: Received) => r.method === 'POST' && r.path === path && String(r.headers.link).includes(`<${topic}>; rel="self"`));
  const pendingDeliveries = () => {
    const db = new DatabaseSync(join(dataDir, 'hub.sqlite'), { readOnly: true });
    try {
      return Number((db.prepare('SELECT count(*) AS n FROM deliveries').get() as { n: number }).n);
    } finally {
      db.close();
    }
  };

  before(async () => {
    const certificate = await testCertificate();
    callbacks = await startCallbackServer(certificate);
    const caFile = join(tempDir('hub-ca'), 'ca.pem');
    writeFileSync(caFile, certificate.cert);

    // The server's port is chosen first: the public URL is in the build's bytes, and the build
    // pings `${BASE_URL}/api/websub/hub`, so both must name the server the test runs.
    const port = await freePort();
    urls = createUrls(`http://127.0.0.1:${port}`);
    contentDir = copyContent(join(FIXTURES, 'small'));
    ({ buildDir } = await build({ contentDir, baseUrl: urls.base }));
    dataDir = tempDir('hub-data');

    server = await startSidecarProcess(
      {
        BASE_URL: urls.base,
        BUILD_DIR: buildDir,
        DATA_DIR: dataDir,
        HUB_ALLOW_PRIVATE_CALLBACKS: 'true',
        HUB_RETRY_DELAYS: '1,1',
        NODE_EXTRA_CA_CERTS: caFile,
      },
      port,
    );

    plan = [
      { path: '/e2e/a', topic: urls.atomFeed },
      { path: '/e2e/a', topic: urls.reviewsJson },
      { path: '/e2e/b', topic: urls.atomFeed },
      { path: '/e2e/c', topic: urls.jsonFeed },
    ];
    for (const { path, topic } of plan) {
      const response = await postForm(urls.hub, [['hub.mode', 'subscribe'], ['hub.callback', callbacks.url(path)], ['hub.topic', topic]]);
      assert.equal(response.status, 202);
    }
    const db = new DatabaseSync(join(dataDir, 'hub.sqlite'), { readOnly: true });
    while (Number((db.prepare('SELECT count(*) AS n FROM subscriptions').get() as { n: number }).n) < plan.length) await sleep(25);
    db.close();
  });

  after(async () => {
    await server.stop();
    await callbacks.close();
  });

  it('should notify nobody after a rebuild of unchanged content', async () => {
    const result = await build({ contentDir, buildDir, baseUrl: urls.base });
    assert.doesNotMatch(result.stderr, /could not ping the hub/);
    assert.equal(pendingDeliveries(), 0);
    assert.equal(callbacks.requests.filter((r) => r.method === 'POST').length, 0);
  });

  it('should deliver once per subscriber per changed topic after a rebuild with a new review', async () => {
    const review = {
      id: 'r-6',
      date: '2024-12-28',
      rating: 4,
      text: 'Quick gutter repair before the storm, tidy crew.',
      author: 'Gus H.',
      source: 'google',
      verification: { method: 'invoice_match', verified_at: '2024-12-29' },
      service_area: 'testville',
    };
    appendFileSync(join(contentDir, 'reviews.jsonl'), `${JSON.stringify(review)}\n`);
    await build({ contentDir, buildDir, baseUrl: urls.base });

    for (const { path, topic } of plan) {
      while (deliveriesTo(path, topic).length === 0) await callbacks.waitFor((r) => r.method === 'POST');
    }
    while (pendingDeliveries() > 0) await sleep(25);
    assert.equal(callbacks.requests.filter((r) => r.method === 'POST').length, plan.length);

    for (const { path, topic } of plan) {
      const [delivery] = deliveriesTo(path, topic);
      assert.ok(delivery);
      // What was pushed is what the server now serves for the topic, byte for byte.
      const served = await fetch(topic);
      assert.equal(served.status, 200);
      assert.deepEqual(delivery.body, Buffer.from(await served.arrayBuffer()), `${path} ${topic}`);
      assert.equal(delivery.headers['content-type'], served.headers.get('content-type'));
      assert.equal(delivery.headers.link, `<${urls.hub}>; rel="hub", <${topic}>; rel="self"`);
    }
    assert.match(deliveriesTo('/e2e/a', urls.reviewsJson)[0]?.body.toString() ?? '', /Quick gutter repair/);
  });
});
