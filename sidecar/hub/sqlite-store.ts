import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { SCHEMA, SCHEMA_VERSION } from './sqlite-schema.ts';
import { rowToIntentJob, rowToSubscription, type HubStore, type Row, type StoreOptions, type Subscription, type TopicChange } from './store.ts';

/**
 * The hub's durable state in SQLite (node:sqlite), the embedded default. Opened once; every
 * statement is prepared here, at start-up. Every multi-statement change runs inside BEGIN
 * IMMEDIATE, which takes the write lock up front so two processes sharing a data directory
 * cannot claim the same job. node:sqlite is synchronous; the methods are async only to share
 * the HubStore interface with PostgreSQL.
 */
export function openSqliteHubStore(dataDir: string, options: StoreOptions): HubStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'hub.sqlite'));
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  // WAL + NORMAL survives a process crash (SIGKILL); only a power loss may drop the last commits.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  const version = Number((db.prepare('PRAGMA user_version').get() as Row).user_version);
  if (version > SCHEMA_VERSION) throw new Error(`hub database is schema ${version}, newer than this code (${SCHEMA_VERSION})`);
  db.exec(SCHEMA);
  db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);

  const sql = (text: string): StatementSync => db.prepare(text);
  const begin = sql('BEGIN IMMEDIATE');
  const commit = sql('COMMIT');
  const rollback = sql('ROLLBACK');
  function transaction<T>(work: () => T): T {
    begin.run();
    try {
      const result = work();
      commit.run();
      return result;
    } catch (error) {
      if (db.isTransaction) rollback.run();
      throw error;
    }
  }

  const s = {
    // Intents: the newest request for a (callback, topic) supersedes any older one, even one
    // being verified right now (its claim token no longer matches, so its result is dropped).
    dropIntentsFor: sql('DELETE FROM intents WHERE callback = ? AND topic = ?'),
    insertIntent: sql(`INSERT INTO intents (mode, callback, topic, secret, lease_seconds, available_at, created_at)
                       VALUES (?, ?, ?, ?, ?, ?, ?)`),
    dropExhaustedIntents: sql('DELETE FROM intents WHERE available_at <= ? AND attempts >= ?'),
    claimIntents: sql(`UPDATE intents SET claim_token = ?, available_at = ?, attempts = attempts + 1
                       WHERE id IN (SELECT id FROM intents WHERE available_at <= ? ORDER BY available_at LIMIT ?)
                       RETURNING id, mode, callback, topic, secret, lease_seconds, attempts`),
    finishIntent: sql('DELETE FROM intents WHERE id = ? AND claim_token = ?'),
    upsertSubscription: sql(`INSERT INTO subscriptions (callback, topic, secret, lease_seconds, expires_at, created_at, renewed_at)
                             VALUES (?, ?, ?, ?, ?, ?, ?)
                             ON CONFLICT (callback, topic) DO UPDATE SET
                               secret = excluded.secret, lease_seconds = excluded.lease_seconds,
                               expires_at = excluded.expires_at, failures = 0, renewed_at = excluded.renewed_at`),
    deleteSubscription: sql('DELETE FROM subscriptions WHERE callback = ? AND topic = ?'),

    // Publishing: the ETag last distributed, and one delivery per active subscriber unless one
    // is already waiting unclaimed (it will carry the current content anyway).
    lastEtag: sql('SELECT etag FROM topic_state WHERE topic = ?'),
    recordEtag: sql(`INSERT INTO topic_state (topic, etag, distributed_at) VALUES (?, ?, ?)
                     ON CONFLICT (topic) DO UPDATE SET etag = excluded.etag, distributed_at = excluded.distributed_at`),
    enqueueDeliveries: sql(`INSERT INTO deliveries (subscription_id, etag, available_at, created_at)
                            SELECT s.id, ?, ?, ? FROM subscriptions s
                            WHERE s.topic = ? AND s.expires_at > ?
                              AND NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.subscription_id = s.id AND d.claim_token IS NULL)`),

    // Deliveries: claim only those whose subscription is still within its lease.
    claimDeliveries: sql(`UPDATE deliveries SET claim_token = ?, available_at = ?, attempts = attempts + 1
                          WHERE id IN (SELECT d.id FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id
                                       WHERE d.available_at <= ? AND s.expires_at > ? ORDER BY d.available_at LIMIT ?)
                          RETURNING id, subscription_id, etag, attempts`),
    subscriptionById: sql('SELECT * FROM subscriptions WHERE id = ?'),
    isClaimed: sql('SELECT 1 AS yes FROM deliveries WHERE id = ? AND claim_token = ?'),
    deleteDelivery: sql('DELETE FROM deliveries WHERE id = ?'),
    resetFailures: sql('UPDATE subscriptions SET failures = 0 WHERE id = ?'),
    countFailure: sql('UPDATE subscriptions SET failures = failures + 1 WHERE id = ? RETURNING failures'),
    deleteSubscriptionById: sql('DELETE FROM subscriptions WHERE id = ?'),
    postponeWaiting: sql(`UPDATE deliveries SET available_at = max(available_at, ?)
                          WHERE subscription_id = ? AND claim_token IS NULL`),
    release: sql('UPDATE deliveries SET claim_token = NULL, available_at = ? WHERE id = ? AND claim_token = ?'),

    sweepExpired: sql('DELETE FROM subscriptions WHERE expires_at <= ? RETURNING callback, topic'),
    listSubscriptions: sql('SELECT * FROM subscriptions ORDER BY id'),
    countIntents: sql('SELECT count(*) AS n FROM intents'),
    countDeliveries: sql('SELECT count(*) AS n FROM deliveries'),
  };

  const store: HubStore = {
    async addIntent(intent, now) {
      transaction(() => {
        s.dropIntentsFor.run(intent.callback, intent.topic);
        s.insertIntent.run(intent.mode, intent.callback, intent.topic, intent.secret, intent.leaseSeconds, now, now);
      });
    },

    async claimIntents(limit, now) {
      const token = randomUUID();
      return transaction(() => {
        s.dropExhaustedIntents.run(now, options.maxVerificationAttempts);
        return (s.claimIntents.all(token, now + options.claimLeaseMs, now, limit) as Row[]).map((row) => rowToIntentJob(row, token));
      });
    },

    async finishIntent(job, verified, now) {
      return transaction(() => {
        if (Number(s.finishIntent.run(job.id, job.claimToken).changes) !== 1) return 'stale';
        if (!verified) return 'rejected';
        if (job.mode === 'subscribe') {
          s.upsertSubscription.run(job.callback, job.topic, job.secret, job.leaseSeconds, now + job.leaseSeconds * 1000, now, now);
        } else {
          s.deleteSubscription.run(job.callback, job.topic);
        }
        return 'applied';
      });
    },

    async recordChanges(current, now) {
      return transaction(() => {
        const changed: TopicChange[] = [];
        for (const { topic, etag } of current) {
          const last = s.lastEtag.get(topic) as Row | undefined;
          if (last?.etag === etag) continue;
          const enqueued = Number(s.enqueueDeliveries.run(etag, now, now, topic, now).changes);
          s.recordEtag.run(topic, etag, now);
          changed.push({ topic, etag, enqueued });
        }
        return changed;
      });
    },

    async claimDeliveries(limit, now) {
      const token = randomUUID();
      return transaction(() =>
        (s.claimDeliveries.all(token, now + options.claimLeaseMs, now, now, limit) as Row[]).map((row) => ({
          id: Number(row.id),
          claimToken: token,
          attempts: Number(row.attempts),
          etag: String(row.etag),
          subscription: rowToSubscription(s.subscriptionById.get(Number(row.subscription_id)) as Row),
        })),
      );
    },

    async finishDelivery(job, ok, now, retryDelayMs) {
      return transaction(() => {
        if (!s.isClaimed.get(job.id, job.claimToken)) return { result: 'stale' as const, failures: job.subscription.failures };
        const subscriptionId = job.subscription.id;
        if (ok) {
          s.deleteDelivery.run(job.id);
          s.resetFailures.run(subscriptionId);
          return { result: 'delivered' as const, failures: 0 };
        }
        const failures = Number((s.countFailure.get(subscriptionId) as Row).failures);
        if (failures >= options.maxFailures) {
          s.deleteSubscriptionById.run(subscriptionId); // cascades to its deliveries
          return { result: 'removed' as const, failures };
        }
        const retryAt = now + retryDelayMs(failures);
        if (Number(s.postponeWaiting.run(retryAt, subscriptionId).changes) > 0) s.deleteDelivery.run(job.id);
        else s.release.run(retryAt, job.id, job.claimToken);
        return { result: 'retry' as const, failures };
      });
    },

    async postpone(job, at) {
      s.release.run(at, job.id, job.claimToken);
    },

    async sweepExpired(now) {
      return (s.sweepExpired.all(now) as Row[]).map((row) => ({ callback: String(row.callback), topic: String(row.topic) }));
    },

    async inspect() {
      return {
        subscriptions: (s.listSubscriptions.all() as Row[]).map((row) => {
          const { secret, ...rest } = rowToSubscription(row);
          return { ...rest, hasSecret: secret !== null };
        }),
        pendingIntents: Number((s.countIntents.get() as Row).n),
        pendingDeliveries: Number((s.countDeliveries.get() as Row).n),
      };
    },

    async close() {
      db.close();
    },
  };
  return store;
}
