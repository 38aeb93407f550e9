import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, migrate } from '../db/postgres.ts';
import { HUB_MIGRATIONS } from './postgres-schema.ts';
import { rowToIntentJob, rowToSubscription, type HubStore, type Row, type StoreOptions, type Subscription, type TopicChange } from './store.ts';

const SQL = {
  // A per-target advisory lock serialises requests for one (callback, topic) across replicas,
  // as BEGIN IMMEDIATE does in SQLite: the newest request supersedes, never joins, the older one.
  lockTarget: 'SELECT pg_advisory_xact_lock(hashtext($1))',
  dropIntentsFor: 'DELETE FROM hub_intents WHERE callback = $1 AND topic = $2',
  insertIntent: `INSERT INTO hub_intents (mode, callback, topic, secret, lease_seconds, available_at, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $6)`,
  dropExhaustedIntents: 'DELETE FROM hub_intents WHERE available_at <= $1 AND attempts >= $2',
  claimIntents: `UPDATE hub_intents SET claim_token = $1, available_at = $2, attempts = attempts + 1
                 WHERE id IN (SELECT id FROM hub_intents WHERE available_at <= $3
                              ORDER BY available_at LIMIT $4 FOR UPDATE SKIP LOCKED)
                 RETURNING id, mode, callback, topic, secret, lease_seconds, attempts`,
  finishIntent: 'DELETE FROM hub_intents WHERE id = $1 AND claim_token = $2',
  upsertSubscription: `INSERT INTO hub_subscriptions (callback, topic, secret, lease_seconds, expires_at, created_at, renewed_at)
                       VALUES ($1, $2, $3, $4, $5, $6, $6)
                       ON CONFLICT (callback, topic) DO UPDATE SET
                         secret = excluded.secret, lease_seconds = excluded.lease_seconds,
                         expires_at = excluded.expires_at, failures = 0, renewed_at = excluded.renewed_at`,
  deleteSubscription: 'DELETE FROM hub_subscriptions WHERE callback = $1 AND topic = $2',

  // The publish diff in one statement: only the transaction that actually changes a topic's
  // ETag gets a row back. A second replica handling the same ping waits on the row lock, then
  // sees the ETag already recorded and changes nothing, so one ping means one delivery each.
  recordEtag: `INSERT INTO hub_topic_state (topic, etag, distributed_at) VALUES ($1, $2, $3)
               ON CONFLICT (topic) DO UPDATE SET etag = excluded.etag, distributed_at = excluded.distributed_at
               WHERE hub_topic_state.etag IS DISTINCT FROM excluded.etag
               RETURNING topic`,
  enqueueDeliveries: `INSERT INTO hub_deliveries (subscription_id, etag, available_at, created_at)
                      SELECT s.id, $1, $2, $2 FROM hub_subscriptions s
                      WHERE s.topic = $3 AND s.expires_at > $2
                        AND NOT EXISTS (SELECT 1 FROM hub_deliveries d WHERE d.subscription_id = s.id AND d.claim_token IS NULL)`,

  claimDeliveries: `UPDATE hub_deliveries SET claim_token = $1, available_at = $2, attempts = attempts + 1
                    WHERE id IN (SELECT d.id FROM hub_deliveries d JOIN hub_subscriptions s ON s.id = d.subscription_id
                                 WHERE d.available_at <= $3 AND s.expires_at > $3
                                 ORDER BY d.available_at LIMIT $4 FOR UPDATE OF d SKIP LOCKED)
                    RETURNING id, subscription_id, etag, attempts`,
  subscriptionsById: 'SELECT * FROM hub_subscriptions WHERE id = ANY($1::bigint[])',
  lockClaimed: 'SELECT 1 FROM hub_deliveries WHERE id = $1 AND claim_token = $2 FOR UPDATE',
  deleteDelivery: 'DELETE FROM hub_deliveries WHERE id = $1',
  resetFailures: 'UPDATE hub_subscriptions SET failures = 0 WHERE id = $1',
  countFailure: 'UPDATE hub_subscriptions SET failures = failures + 1 WHERE id = $1 RETURNING failures',
  deleteSubscriptionById: 'DELETE FROM hub_subscriptions WHERE id = $1',
  postponeWaiting: `UPDATE hub_deliveries SET available_at = GREATEST(available_at, $1)
                    WHERE subscription_id = $2 AND claim_token IS NULL`,
  release: 'UPDATE hub_deliveries SET claim_token = NULL, available_at = $1 WHERE id = $2 AND claim_token = $3',

  sweepExpired: 'DELETE FROM hub_subscriptions WHERE expires_at <= $1 RETURNING callback, topic',
  listSubscriptions: 'SELECT * FROM hub_subscriptions ORDER BY id',
  counts: 'SELECT (SELECT count(*) FROM hub_intents) AS intents, (SELECT count(*) FROM hub_deliveries) AS deliveries',
};

/**
 * The hub's state in PostgreSQL (DATABASE_URL), shared by every replica: any of them may take
 * a subscription, verify it or deliver. Jobs are claimed with `FOR UPDATE SKIP LOCKED` under a
 * lease (`available_at` while claimed) and finished only with their claim token, exactly as
 * in SQLite, so a replica killed mid-delivery loses nothing: its claims come due again when
 * their lease runs out and another replica finishes them. The pool belongs to the caller.
 */
export async function openPostgresHubStore(pool: pg.Pool, options: StoreOptions): Promise<HubStore> {
  await migrate(pool, 'hub', HUB_MIGRATIONS);
  const tx = <T>(work: (client: pg.PoolClient) => Promise<T>) => inTransaction(pool, work);

  return {
    async addIntent(intent, now) {
      await tx(async (c) => {
        await c.query(SQL.lockTarget, [`hub:${intent.callback} ${intent.topic}`]);
        await c.query(SQL.dropIntentsFor, [intent.callback, intent.topic]);
        await c.query(SQL.insertIntent, [intent.mode, intent.callback, intent.topic, intent.secret, intent.leaseSeconds, now]);
      });
    },

    async claimIntents(limit, now) {
      const token = randomUUID();
      return tx(async (c) => {
        await c.query(SQL.dropExhaustedIntents, [now, options.maxVerificationAttempts]);
        const { rows } = await c.query(SQL.claimIntents, [token, now + options.claimLeaseMs, now, limit]);
        return rows.map((row) => rowToIntentJob(row, token));
      });
    },

    async finishIntent(job, verified, now) {
      return tx(async (c) => {
        await c.query(SQL.lockTarget, [`hub:${job.callback} ${job.topic}`]);
        if ((await c.query(SQL.finishIntent, [job.id, job.claimToken])).rowCount !== 1) return 'stale';
        if (!verified) return 'rejected';
        if (job.mode === 'subscribe') {
          await c.query(SQL.upsertSubscription, [job.callback, job.topic, job.secret, job.leaseSeconds, now + job.leaseSeconds * 1000, now]);
        } else {
          await c.query(SQL.deleteSubscription, [job.callback, job.topic]);
        }
        return 'applied';
      });
    },

    async recordChanges(current, now) {
      return tx(async (c) => {
        const changed: TopicChange[] = [];
        for (const { topic, etag } of current) {
          if ((await c.query(SQL.recordEtag, [topic, etag, now])).rowCount !== 1) continue;
          const enqueued = (await c.query(SQL.enqueueDeliveries, [etag, now, topic])).rowCount ?? 0;
          changed.push({ topic, etag, enqueued });
        }
        return changed;
      });
    },

    async claimDeliveries(limit, now) {
      const token = randomUUID();
      return tx(async (c) => {
        const claimed = (await c.query(SQL.claimDeliveries, [token, now + options.claimLeaseMs, now, limit])).rows;
        if (claimed.length === 0) return [];
        const subscriptions = new Map<number, Subscription>();
        for (const row of (await c.query(SQL.subscriptionsById, [claimed.map((r) => r.subscription_id)])).rows) {
          subscriptions.set(Number(row.id), rowToSubscription(row));
        }
        return claimed.map((row) => ({
          id: Number(row.id),
          claimToken: token,
          attempts: Number(row.attempts),
          etag: String(row.etag),
          // Deleting a subscription cascades to this claimed row, so it waits for this transaction:
          // every claimed row's subscription is still there to read.
          subscription: subscriptions.get(Number(row.subscription_id))!,
        }));
      });
    },

    async finishDelivery(job, ok, now, retryDelayMs) {
      return tx(async (c) => {
        if ((await c.query(SQL.lockClaimed, [job.id, job.claimToken])).rowCount !== 1) {
          return { result: 'stale' as const, failures: job.subscription.failures };
        }
        const subscriptionId = job.subscription.id;
        if (ok) {
          await c.query(SQL.deleteDelivery, [job.id]);
          await c.query(SQL.resetFailures, [subscriptionId]);
          return { result: 'delivered' as const, failures: 0 };
        }
        const counted = (await c.query(SQL.countFailure, [subscriptionId])).rows[0];
        const failures = Number(counted?.failures ?? options.maxFailures);
        if (failures >= options.maxFailures) {
          await c.query(SQL.deleteSubscriptionById, [subscriptionId]); // cascades to its deliveries
          return { result: 'removed' as const, failures };
        }
        const retryAt = now + retryDelayMs(failures);
        if (((await c.query(SQL.postponeWaiting, [retryAt, subscriptionId])).rowCount ?? 0) > 0) await c.query(SQL.deleteDelivery, [job.id]);
        else await c.query(SQL.release, [retryAt, job.id, job.claimToken]);
        return { result: 'retry' as const, failures };
      });
    },

    async postpone(job, at) {
      await pool.query(SQL.release, [at, job.id, job.claimToken]);
    },

    async sweepExpired(now) {
      const { rows } = await pool.query(SQL.sweepExpired, [now]);
      return rows.map((row) => ({ callback: String(row.callback), topic: String(row.topic) }));
    },

    async inspect() {
      const subscriptions = (await pool.query(SQL.listSubscriptions)).rows.map((row) => {
        const { secret, ...rest } = rowToSubscription(row);
        return { ...rest, hasSecret: secret !== null };
      });
      const counts = (await pool.query(SQL.counts)).rows[0]!;
      return { subscriptions, pendingIntents: Number(counts.intents), pendingDeliveries: Number(counts.deliveries) };
    },

    // The pool is shared with the rest of the sidecar, which ends it.
    async close() {},
  };
}
