/**
 * The hub's SQLite schema. Three queues of state, all keyed so that the rules of the spec
 * are constraints rather than hopes:
 * - `subscriptions`: active, verified subscriptions; UNIQUE (callback, topic) means a
 *   re-subscription can only ever replace, never add. `failures` counts consecutive ones.
 * - `intents`: subscribe/unsubscribe requests awaiting verification (staged: an intent
 *   touches `subscriptions` only once verified).
 * - `deliveries`: one row per (subscription, change) still to be acknowledged. It holds no
 *   body: the topic's current content is read at send time, so a restart re-delivers what
 *   is live now (at least once) without any stored snapshot.
 * - `topic_state`: the ETag last distributed per topic, for the publish diff.
 *
 * Both job tables use one column, `available_at`, for "due at" and, while claimed, "claim
 * expires at" (a lease): one index serves the claim query, and a job claimed by a process
 * that died becomes due again when its lease runs out. `claim_token` is checked when a job
 * is finished, so a worker whose claim was taken over cannot overwrite the new owner's work.
 */
export const SCHEMA_VERSION = 1;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS subscriptions (
  id            INTEGER PRIMARY KEY,
  callback      TEXT    NOT NULL,
  topic         TEXT    NOT NULL,
  secret        TEXT,
  lease_seconds INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  failures      INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  renewed_at    INTEGER NOT NULL,
  UNIQUE (callback, topic)
) STRICT;
CREATE INDEX IF NOT EXISTS subscriptions_topic ON subscriptions (topic, expires_at);
CREATE INDEX IF NOT EXISTS subscriptions_expiry ON subscriptions (expires_at);

CREATE TABLE IF NOT EXISTS intents (
  id            INTEGER PRIMARY KEY,
  mode          TEXT    NOT NULL CHECK (mode IN ('subscribe', 'unsubscribe')),
  callback      TEXT    NOT NULL,
  topic         TEXT    NOT NULL,
  secret        TEXT,
  lease_seconds INTEGER NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  available_at  INTEGER NOT NULL,
  claim_token   TEXT,
  created_at    INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS intents_due ON intents (available_at);
CREATE INDEX IF NOT EXISTS intents_target ON intents (callback, topic);

CREATE TABLE IF NOT EXISTS deliveries (
  id              INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  etag            TEXT    NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  available_at    INTEGER NOT NULL,
  claim_token     TEXT,
  created_at      INTEGER NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (available_at);
CREATE INDEX IF NOT EXISTS deliveries_subscription ON deliveries (subscription_id, claim_token);

CREATE TABLE IF NOT EXISTS topic_state (
  topic          TEXT    PRIMARY KEY,
  etag           TEXT    NOT NULL,
  distributed_at INTEGER NOT NULL
) STRICT;
`;
