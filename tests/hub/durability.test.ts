import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createUrls } from '../../core/urls.ts';
import { isDelivery, startCallbackServer, type CallbackServer } from './helpers/callback-server.ts';
import { postForm, startHubProcess } from './helpers/hub-process.ts';
import { testCertificate } from './helpers/tls.ts';

// The public URL the hub names in topics and Link headers; requests go to its real port.
const urls = createUrls('http://hub.test');
const SUBSCRIBERS = 30;

describe('hub durability across crashes and shutdowns', { timeout: 120_000 }, () => {
  let callbacks: CallbackServer;
  let root: string;
  let caFile: string;

  before(async () => {
    const certificate = await testCertificate();
    callbacks = await startCallbackServer(certificate);
    root = mkdtempSync(join(tmpdir(), 'hub-durability-'));
    caFile = join(root, 'ca.pem');
    writeFileSync(caFile, certificate.cert);
  });
  after(async () => {
    await callbacks.close();
    rmSync(root, { recursive: true, force: true });
  });

  function topicsDir(name: string, title: string): string {
    const dir = join(root, name, 'topics');
    mkdirSync(join(dir, 'api'), { recursive: true });
    writeFileSync(join(dir, 'feed.xml'), `<feed xmlns="http://www.w3.org/2005/Atom"><title>${title}</title></feed>`);
    writeFileSync(join(dir, 'api/feed.json'), '{"version":"https://jsonfeed.org/version/1.1","title":"t","items":[]}');
    writeFileSync(join(dir, 'reviews.json'), '{"reviews":[]}');
    return dir;
  }

  /** Reads the hub's database the way an operator would, while the hub runs or after it died. */
  function query<T>(dataDir: string, sql: string): T[] {
    const db = new DatabaseSync(join(dataDir, 'hub.sqlite'), { readOnly: true });
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  }
  async function until(check: () => boolean): Promise<void> {
    while (!check()) await sleep(25);
  }

  it('should deliver to every subscriber at least once after a SIGKILL in the middle of a fan-out', async () => {
    const dataDir = join(root, 'crash', 'data');
    const topics = topicsDir('crash', 'before');
    const tunables = { limits: { deliveryConcurrency: 2, claimLeaseMs: 3_000, rateLimitBurst: 1_000 }, timeouts: { requestMs: 2_000 } };
    const first = await startHubProcess({ dataDir, topicsDir: topics, caFile, baseUrl: urls.base, tunables });

    const paths = Array.from({ length: SUBSCRIBERS }, (_, i) => `/crash/${i}`);
    for (const path of paths) {
      const response = await postForm(first.hubUrl, [['hub.mode', 'subscribe'], ['hub.callback', callbacks.url(path)], ['hub.topic', urls.atomFeed]]);
      assert.equal(response.status, 202);
    }
    await until(() => query(dataDir, 'SELECT id FROM subscriptions').length === SUBSCRIBERS);
    // Each acknowledgement is held back, so the fan-out (2 at a time) is still running when killed.
    for (const path of paths) callbacks.on(path, { delayMs: 150, deliver: [204] });

    writeFileSync(join(topics, 'feed.xml'), '<feed xmlns="http://www.w3.org/2005/Atom"><title>after</title></feed>');
    assert.equal((await postForm(first.hubUrl, [['hub.mode', 'publish'], ['hub.url', urls.atomFeed]])).status, 204);
    await callbacks.waitFor((r) => r.method === 'POST' && r.path.startsWith('/crash/'), 4);
    first.child.kill('SIGKILL');
    assert.equal(await first.exited, null);
    const deliveredBeforeCrash = new Set(callbacks.received((r) => r.method === 'POST' && r.path.startsWith('/crash/')).map((r) => r.path));
    assert.ok(deliveredBeforeCrash.size < SUBSCRIBERS, 'the crash came in the middle of the fan-out');

    // Everything the hub had promised is on disk.
    assert.equal(query(dataDir, 'SELECT id FROM subscriptions').length, SUBSCRIBERS);
    assert.ok(query(dataDir, 'SELECT id FROM deliveries').length >= SUBSCRIBERS - deliveredBeforeCrash.size);

    const second = await startHubProcess({ dataDir, topicsDir: topics, caFile, baseUrl: urls.base, tunables });
    try {
      for (const path of paths) await callbacks.waitFor(isDelivery(path));
      for (const path of paths) {
        const body = callbacks.received(isDelivery(path)).at(-1)?.body.toString();
        assert.equal(body, '<feed xmlns="http://www.w3.org/2005/Atom"><title>after</title></feed>', path);
      }
      await until(() => query(dataDir, 'SELECT id FROM deliveries').length === 0);
      assert.equal(query(dataDir, 'SELECT id FROM subscriptions').length, SUBSCRIBERS);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });

  it('should let in-flight deliveries finish on SIGTERM before exiting', async () => {
    const dataDir = join(root, 'drain', 'data');
    const topics = topicsDir('drain', 'before');
    const hub = await startHubProcess({ dataDir, topicsDir: topics, caFile, baseUrl: urls.base, tunables: { limits: { rateLimitBurst: 1_000 } } });
    const paths = ['/drain/a', '/drain/b'];
    for (const path of paths) {
      await postForm(hub.hubUrl, [['hub.mode', 'subscribe'], ['hub.callback', callbacks.url(path)], ['hub.topic', urls.atomFeed]]);
    }
    await until(() => query(dataDir, 'SELECT id FROM subscriptions').length === paths.length);
    for (const path of paths) callbacks.on(path, { delayMs: 1_000, deliver: [200] });

    writeFileSync(join(topics, 'feed.xml'), '<feed xmlns="http://www.w3.org/2005/Atom"><title>drained</title></feed>');
    assert.equal((await postForm(hub.hubUrl, [['hub.mode', 'publish'], ['hub.url', urls.atomFeed]])).status, 204);
    await callbacks.waitForArrival((r) => r.method === 'POST' && r.path.startsWith('/drain/'), paths.length);
    hub.child.kill('SIGTERM');
    assert.equal(await hub.exited, 0);

    // Both deliveries were answered before the hub exited, and it recorded them as done.
    for (const path of paths) assert.equal(callbacks.received(isDelivery(path)).length, 1, path);
    assert.equal(query(dataDir, 'SELECT id FROM deliveries').length, 0);
  });
});
