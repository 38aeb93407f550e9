import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openPostgresHubStore } from '../../sidecar/hub/postgres-store.ts';
import { openSqliteHubStore } from '../../sidecar/hub/sqlite-store.ts';
import type { HubStore, Intent, StoreOptions } from '../../sidecar/hub/store.ts';
import { testDatabase } from '../helpers/postgres.ts';

const OPTIONS: StoreOptions = { claimLeaseMs: 60_000, maxFailures: 3, maxVerificationAttempts: 3 };
const TOPIC = 'http://127.0.0.1/feed.xml';
const T0 = 1_800_000_000_000;

type Replicas = { a: HubStore; b: HubStore; close(): Promise<void> };

/** Two handles on one shared state: what two replicas (or two processes on one DATA_DIR) see. */
const kinds: Record<string, () => Promise<Replicas>> = {
  sqlite: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hub-store-'));
    const a = openSqliteHubStore(dir, OPTIONS);
    const b = openSqliteHubStore(dir, OPTIONS);
    return { a, b, close: async () => (await a.close(), await b.close(), rmSync(dir, { recursive: true, force: true })) };
  },
  postgres: async () => {
    const db = await testDatabase('hub_store');
    // Both replicas migrate at once: the advisory lock lets exactly one create the tables.
    const [a, b] = await Promise.all([openPostgresHubStore(db.pool(), OPTIONS), openPostgresHubStore(db.pool(), OPTIONS)]);
    return { a, b, close: () => db.drop() };
  },
};

const intent = (callback: string, mode: Intent['mode'] = 'subscribe'): Intent => ({ callback, topic: TOPIC, mode, secret: null, leaseSeconds: 3600 });

async function subscribe(store: HubStore, callbacks: string[], now = T0): Promise<void> {
  for (const callback of callbacks) await store.addIntent(intent(callback), now);
  for (const job of await store.claimIntents(callbacks.length, now)) assert.equal(await store.finishIntent(job, true, now), 'applied');
}

for (const [kind, open] of Object.entries(kinds)) {
  describe(`hub store (${kind})`, () => {
    const opened: Replicas[] = [];
    const replicas = async () => {
      const r = await open();
      opened.push(r);
      return r;
    };
    after(async () => {
      for (const r of opened) await r.close();
    });

    it('should keep one intent per target: a newer request supersedes an older one, even one being verified', async () => {
      const { a, b } = await replicas();
      await a.addIntent(intent('https://s.example/cb'), T0);
      const [first] = await a.claimIntents(10, T0);
      await b.addIntent(intent('https://s.example/cb', 'unsubscribe'), T0 + 1);
      assert.equal(await a.finishIntent(first!, true, T0 + 2), 'stale', 'the superseded verification has no effect');
      const jobs = await b.claimIntents(10, T0 + 3);
      assert.deepEqual(jobs.map((j) => j.mode), ['unsubscribe']);
      assert.equal((await a.inspect()).subscriptions.length, 0);
    });

    it('should give each due delivery to exactly one of two replicas claiming at once', async () => {
      const { a, b } = await replicas();
      const callbacks = Array.from({ length: 40 }, (_, i) => `https://s.example/${i}`);
      await subscribe(a, callbacks);
      await a.recordChanges([{ topic: TOPIC, etag: '"v1"' }], T0);
      const claims = await Promise.all([a.claimDeliveries(25, T0), b.claimDeliveries(25, T0), a.claimDeliveries(25, T0), b.claimDeliveries(25, T0)]);
      const ids = claims.flat().map((job) => job.id);
      assert.equal(ids.length, 40, 'every delivery claimed');
      assert.equal(new Set(ids).size, 40, 'none claimed twice');
      for (const job of claims.flat()) assert.ok(callbacks.includes(job.subscription.callback));
    });

    it('should enqueue one delivery per subscriber when two replicas hear the same publish', async () => {
      const { a, b } = await replicas();
      await subscribe(a, ['https://s.example/1', 'https://s.example/2', 'https://s.example/3']);
      const [fromA, fromB] = await Promise.all([
        a.recordChanges([{ topic: TOPIC, etag: '"v2"' }], T0),
        b.recordChanges([{ topic: TOPIC, etag: '"v2"' }], T0),
      ]);
      const changes = [...fromA, ...fromB];
      assert.equal(changes.length, 1, 'one replica records the change');
      assert.equal(changes[0]!.enqueued, 3);
      assert.equal((await b.inspect()).pendingDeliveries, 3);
      assert.deepEqual(await b.recordChanges([{ topic: TOPIC, etag: '"v2"' }], T0 + 5), [], 'the same ETag again changes nothing');
    });

    it("should let another replica take over a dead replica's claim once its lease runs out, and refuse the dead one's result", async () => {
      const { a, b } = await replicas();
      await subscribe(a, ['https://s.example/slow']);
      await a.recordChanges([{ topic: TOPIC, etag: '"v3"' }], T0);
      const [claimed] = await a.claimDeliveries(10, T0);
      assert.ok(claimed);
      assert.deepEqual(await b.claimDeliveries(10, T0 + OPTIONS.claimLeaseMs - 1), [], 'still leased');
      const [taken] = await b.claimDeliveries(10, T0 + OPTIONS.claimLeaseMs);
      assert.equal(taken?.id, claimed.id);
      assert.equal((await a.finishDelivery(claimed, true, T0 + OPTIONS.claimLeaseMs + 1, () => 1000)).result, 'stale');
      assert.equal((await b.finishDelivery(taken!, true, T0 + OPTIONS.claimLeaseMs + 2, () => 1000)).result, 'delivered');
      assert.equal((await a.inspect()).pendingDeliveries, 0);
    });

    it('should count consecutive failures, retry after the delay, and remove the subscription at the limit', async () => {
      const { a, b } = await replicas();
      await subscribe(a, ['https://s.example/down']);
      await a.recordChanges([{ topic: TOPIC, etag: '"v4"' }], T0);
      let now = T0;
      const results = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const store = attempt % 2 ? a : b;
        const [job] = await store.claimDeliveries(10, now);
        assert.ok(job, `attempt ${attempt} claimed`);
        const { result, failures } = await store.finishDelivery(job, false, now, (n) => n * 1000);
        results.push([result, failures]);
        assert.deepEqual(await store.claimDeliveries(10, now + attempt * 1000 - 1), [], 'not due before its delay');
        now += attempt * 1000;
      }
      assert.deepEqual(results, [['retry', 1], ['retry', 2], ['removed', 3]]);
      const state = await b.inspect();
      assert.equal(state.subscriptions.length, 0);
      assert.equal(state.pendingDeliveries, 0, 'its deliveries went with it');
    });

    it('should sweep expired subscriptions, and never hand out a delivery for one', async () => {
      const { a, b } = await replicas();
      await subscribe(a, ['https://s.example/old']);
      const expiresAt = T0 + 3600 * 1000;
      await a.recordChanges([{ topic: TOPIC, etag: '"v5"' }], T0);
      assert.deepEqual(await b.claimDeliveries(10, expiresAt), [], 'expired: not delivered');
      assert.deepEqual(await b.sweepExpired(expiresAt), [{ callback: 'https://s.example/old', topic: TOPIC }]);
      assert.equal((await a.inspect()).pendingDeliveries, 0);
    });
  });
}
