/**
 * The hub's durable state, behind one interface with two implementations: SQLite under
 * DATA_DIR (one process, the embedded default) and PostgreSQL (DATABASE_URL, shared by any
 * number of replicas). Both keep the same rules, as constraints and claims rather than hopes:
 * - a re-subscription replaces, never adds (one row per callback and topic);
 * - a job (verification or delivery) is claimed by one worker at a time, under a lease that
 *   expires when its worker dies, and finished only with the claim token it was given, so a
 *   worker whose claim was taken over cannot overwrite the new owner's work;
 * - the publish diff records a topic's new ETag and enqueues its deliveries atomically, once,
 *   however many replicas heard the same ping.
 * Times are milliseconds from the hub's clock, passed in by the caller (tests move it).
 */
export type Mode = 'subscribe' | 'unsubscribe';
export type Target = { callback: string; topic: string };
export type Intent = Target & { mode: Mode; secret: string | null; leaseSeconds: number };
export type IntentJob = Intent & { id: number; claimToken: string; attempts: number };
export type Subscription = Target & { id: number; secret: string | null; leaseSeconds: number; expiresAt: number; failures: number };
export type DeliveryJob = { id: number; claimToken: string; attempts: number; etag: string; subscription: Subscription };

/** What finishing a job did, for the hub's events. */
export type DeliveryResult = 'delivered' | 'retry' | 'removed' | 'stale';
export type IntentResult = 'applied' | 'rejected' | 'stale';
export type TopicChange = { topic: string; etag: string; enqueued: number };

export type StoreOptions = { claimLeaseMs: number; maxFailures: number; maxVerificationAttempts: number };

export type HubState = {
  subscriptions: Array<Omit<Subscription, 'secret'> & { hasSecret: boolean }>;
  pendingIntents: number;
  pendingDeliveries: number;
};

export interface HubStore {
  /** Stages a subscribe/unsubscribe request for verification; it supersedes any older one for the same target. */
  addIntent(intent: Intent, now: number): Promise<void>;
  /** Claims up to `limit` due intents; intents abandoned too often (crash loops) are dropped. */
  claimIntents(limit: number, now: number): Promise<IntentJob[]>;
  /** Applies a verified intent (or just drops a rejected one) if the claim is still ours. */
  finishIntent(job: IntentJob, verified: boolean, now: number): Promise<IntentResult>;
  /**
   * The publish diff: for each topic whose ETag differs from the last one distributed,
   * records the new ETag and enqueues one delivery per active subscriber (unless one is
   * already waiting unclaimed: it will carry the current content anyway), atomically.
   */
  recordChanges(current: Array<{ topic: string; etag: string }>, now: number): Promise<TopicChange[]>;
  claimDeliveries(limit: number, now: number): Promise<DeliveryJob[]>;
  /**
   * Records a delivery's outcome. Success resets the subscription's consecutive-failure
   * count; a failure increments it, removes the subscription at `maxFailures`, or schedules
   * the retry `retryDelayMs` later (merged into a newer waiting delivery if there is one).
   */
  finishDelivery(job: DeliveryJob, ok: boolean, now: number, retryDelayMs: (failures: number) => number): Promise<{ result: DeliveryResult; failures: number }>;
  /** Gives a claimed delivery back without counting a failure (the hub could not send it). */
  postpone(job: DeliveryJob, at: number): Promise<void>;
  /** Removes subscriptions whose lease has run out (their deliveries go with them). */
  sweepExpired(now: number): Promise<Target[]>;
  /** The whole state, for operators and tests (secrets are not returned). */
  inspect(): Promise<HubState>;
  close(): Promise<void>;
}

/** A row of either store's tables, as its driver returns it (numbers may come back as strings). */
export type Row = Record<string, unknown>;

/** A `subscriptions` row as a Subscription. */
export const rowToSubscription = (row: Row): Subscription => ({
  id: Number(row.id),
  callback: String(row.callback),
  topic: String(row.topic),
  secret: row.secret === null ? null : String(row.secret),
  leaseSeconds: Number(row.lease_seconds),
  expiresAt: Number(row.expires_at),
  failures: Number(row.failures),
});

/** A claimed `intents` row as the job its claim token finishes. */
export const rowToIntentJob = (row: Row, claimToken: string): IntentJob => ({
  id: Number(row.id),
  mode: row.mode as Mode,
  callback: String(row.callback),
  topic: String(row.topic),
  secret: row.secret === null ? null : String(row.secret),
  leaseSeconds: Number(row.lease_seconds),
  attempts: Number(row.attempts),
  claimToken,
});
