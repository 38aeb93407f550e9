import type { Migration } from '../db/postgres.ts';

/**
 * The hub's PostgreSQL tables: the same four as in SQLite (sqlite-schema.ts explains each),
 * with times as bigint milliseconds. Claims use `FOR UPDATE SKIP LOCKED`, so replicas never
 * wait on each other's claimed rows; `deliveries_due` serves the claim query.
 */
export const HUB_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'hub tables',
    sql: `
CREATE TABLE hub_subscriptions (
  id            bigserial PRIMARY KEY,
  callback      text    NOT NULL,
  topic         text    NOT NULL,
  secret        text,
  lease_seconds integer NOT NULL,
  expires_at    bigint  NOT NULL,
  failures      integer NOT NULL DEFAULT 0,
  created_at    bigint  NOT NULL,
  renewed_at    bigint  NOT NULL,
  UNIQUE (callback, topic)
);
CREATE INDEX hub_subscriptions_topic ON hub_subscriptions (topic, expires_at);
CREATE INDEX hub_subscriptions_expiry ON hub_subscriptions (expires_at);

CREATE TABLE hub_intents (
  id            bigserial PRIMARY KEY,
  mode          text    NOT NULL CHECK (mode IN ('subscribe', 'unsubscribe')),
  callback      text    NOT NULL,
  topic         text    NOT NULL,
  secret        text,
  lease_seconds integer NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  available_at  bigint  NOT NULL,
  claim_token   uuid,
  created_at    bigint  NOT NULL
);
CREATE INDEX hub_intents_due ON hub_intents (available_at);
CREATE INDEX hub_intents_target ON hub_intents (callback, topic);

CREATE TABLE hub_deliveries (
  id              bigserial PRIMARY KEY,
  subscription_id bigint  NOT NULL REFERENCES hub_subscriptions (id) ON DELETE CASCADE,
  etag            text    NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  available_at    bigint  NOT NULL,
  claim_token     uuid,
  created_at      bigint  NOT NULL
);
CREATE INDEX hub_deliveries_due ON hub_deliveries (available_at);
CREATE INDEX hub_deliveries_subscription ON hub_deliveries (subscription_id, claim_token);

CREATE TABLE hub_topic_state (
  topic          text   PRIMARY KEY,
  etag           text   NOT NULL,
  distributed_at bigint NOT NULL
);`,
  },
];
