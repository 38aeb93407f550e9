// From an export to a published review: the real import command into a content folder, the
// real `npm run build` (which pings the hub), the real server (`npm run serve`) in a child
// process, a real HTTPS subscriber. The imported reviews must reach search, the feed, the
// insights and the subscriber.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createUrls } from '../../core/urls.ts';
import { build, tempDir } from '../helpers/build.ts';
import { startCallbackServer, type CallbackServer } from '../hub/helpers/callback-server.ts';
import { postForm } from '../hub/helpers/hub-process.ts';
import { testCertificate } from '../hub/helpers/tls.ts';
import { fixture, freshContent, importCommand, reviewsOf } from './import-helpers.ts';
import { freePort } from '../helpers/free-port.ts';
import { startSidecarProcess, type SidecarProcess } from '../helpers/sidecar-process.ts';


type Insights = { summary: { reviews: number }; entities: { technicians: Array<{ name: string; mentions: number }> } };

describe('import, build, publish', { timeout: 300_000 }, () => {
  let callbacks: CallbackServer;
  let server: SidecarProcess;
  let contentDir: string;
  let buildDir: string;
  let urls: ReturnType<typeof createUrls>;
  let insightsBefore: Insights;

  before(async () => {
    const certificate = await testCertificate();
    callbacks = await startCallbackServer(certificate);
    const caFile = join(tempDir('import-ca'), 'ca.pem');
    writeFileSync(caFile, certificate.cert);
    const port = await freePort();
    urls = createUrls(`http://127.0.0.1:${port}`);
    contentDir = freshContent();
    ({ buildDir } = await build({ contentDir, baseUrl: urls.base }));
    const dataDir = tempDir('import-hub-data');
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

    const response = await postForm(urls.hub, [['hub.mode', 'subscribe'], ['hub.callback', callbacks.url('/imported')], ['hub.topic', urls.jsonFeed]]);
    assert.equal(response.status, 202);
    const db = new DatabaseSync(join(dataDir, 'hub.sqlite'), { readOnly: true });
    while (Number((db.prepare('SELECT count(*) AS n FROM subscriptions').get() as { n: number }).n) < 1) await sleep(25);
    db.close();
    insightsBefore = (await (await fetch(urls.insightsJson)).json()) as Insights;
  });

  after(async () => {
    await server?.stop();
    await callbacks?.close();
  });

  it('should publish imported reviews in search, the feed and the insights, and notify the subscriber', async () => {
    const google = await importCommand(['--from', 'google', fixture('google-page-1.json'), fixture('google-page-2.json'), '--content', contentDir]);
    assert.equal(google.code, 0, google.stderr);
    const office = await importCommand(['--from', 'csv', fixture('office-export.csv'), '--map', 'author=Customer,verification=How Verified,id=Job ID', '--content', contentDir]);
    assert.equal(office.code, 0, office.stderr);
    const imported = reviewsOf(contentDir).find((r) => r.source_id === 'AbFvOqmPzTestReview0001')!;

    const built = await build({ contentDir, buildDir, baseUrl: urls.base });
    assert.match(built.stdout, /now current/);

    // Search: the review with every published field, its mentions derived, no source id.
    const search = await fetch(`${urls.base}/api/reviews/search?query=${encodeURIComponent('spotless yard 🏠')}`);
    assert.equal(search.status, 200);
    const found = (await search.json()) as { reviews: Array<Record<string, unknown>> };
    assert.equal(found.reviews.length, 1);
    const { source_id: _, ...published } = imported;
    assert.deepEqual(found.reviews[0], { ...published, mentions: { technicians: ['Hector Ramirez'], services: ['roof-replacement', 'emergency-tarping'] } });

    const byTechnician = await (await fetch(`${urls.base}/api/reviews/search?mentions_technician=Brianna%20Cole&query=downspout`)).json() as { reviews: Array<{ author: string }> };
    assert.deepEqual(byTechnician.reviews.map((r) => r.author), ["O'Brien, Siobhan"]);

    // The feed.
    const feed = (await (await fetch(urls.jsonFeed)).json()) as { items: Array<{ id: string; content_text: string }> };
    const item = feed.items.find((i) => i.id === urls.review(imported));
    assert.ok(item, 'the imported review is in the feed');
    assert.match(item.content_text, /<script>alert\('x'\)<\/script>/, 'plain text, kept verbatim');

    // The insights count the six new reviews, and who they name.
    const insights = (await (await fetch(urls.insightsJson)).json()) as Insights;
    assert.equal(insights.summary.reviews, insightsBefore.summary.reviews + 6);
    const mentions = (doc: Insights, name: string) => doc.entities.technicians.find((t) => t.name === name)!.mentions;
    assert.equal(mentions(insights, 'Hector Ramirez'), mentions(insightsBefore, 'Hector Ramirez') + 1);
    assert.equal(mentions(insights, 'Brianna Cole'), mentions(insightsBefore, 'Brianna Cole') + 1);

    // The hub pushed the changed feed, with the imported review, to the subscriber.
    const [delivery] = await callbacks.waitFor((r) => r.method === 'POST' && r.path === '/imported');
    assert.ok(delivery);
    const pushed = JSON.parse(delivery.body.toString()) as { items: Array<{ id: string }> };
    assert.ok(pushed.items.some((i) => i.id === urls.review(imported)));
  });
});
