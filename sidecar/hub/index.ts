/**
 * The WebSub hub (spec 3, 4.7, 6-8; W3C WebSub), mounted by the sidecar:
 *
 *   const hub = createHub({ dataDir, urls, topics, allowPrivateCallbacks, retryDelaysSeconds });
 *   app.use('/api/websub/hub', hub.router);
 *   await hub.start();            // after listen: workers, node-cron, catch-up publish
 *   ...
 *   await hub.stop();             // on SIGTERM: stops taking work, drains in-flight deliveries
 *
 * Returned: `router` (express Router handling POST /), `start()`, `stop()`, `publish(topics?)`
 * (the same diff a publish ping runs; all topics by default), `sweep()` (expire leases now)
 * and `inspect()` (subscriptions without secrets, queue sizes).
 *
 * Request and answer (form-encoded POST):
 * - subscribe / unsubscribe: `hub.callback` (absolute https URL, at most 2,048 characters),
 *   `hub.topic` (one of `urls.topics`), optional `hub.lease_seconds` (clamped into
 *   [1 hour, 30 days], default 10 days: see settings.ts), optional `hub.secret` (< 200 bytes;
 *   empty = none). 202 Accepted, then verification of intent by GET to the callback.
 * - publish: `hub.url` and/or `hub.topic`, each repeatable, each one of the topics. 204.
 * - Errors: 400 `{ "issues": [{ "path": ["hub.callback"], "code": "callback_not_https",
 *   "message": "..." }] }` for bad or missing fields and unknown modes (codes: missing_field,
 *   duplicate_field, unknown_mode, invalid_url, callback_not_https, callback_not_public,
 *   unknown_topic, missing_topic, secret_too_long, and zod's own: invalid_type, too_big,
 *   invalid_format); 405/413/415/429/503 `{ "error": { "code", "message" } }`.
 *
 * State lives in `${dataDir}/hub.sqlite` (sqlite-schema.ts), or in PostgreSQL when a pool is
 * given (DATABASE_URL; postgres-schema.ts), shared by replicas. Deliveries carry no body: the
 * topic's current content is read from `topics` when sent, so after a crash a restart
 * delivers what is live (at least once).
 */
import type { Router } from 'express';
import type pg from 'pg';
import type { Urls } from '../../core/urls.ts';
import { createDistributor } from './distributor.ts';
import type { HubEvent, HubEventListener } from './events.ts';
import { createOutbound, type OutboundOptions } from './http-client.ts';
import { createSchedules } from './lease-sweep.ts';
import { createLiveContent } from './live-content.ts';
import { createPublisher } from './publisher.ts';
import { createRequestParser } from './request-schema.ts';
import { createHubRouter } from './router.ts';
import {
  DEFAULT_LEASE,
  DEFAULT_LIMITS,
  DEFAULT_RETRY_DELAYS_SECONDS,
  DEFAULT_SCHEDULES,
  DEFAULT_TIMEOUTS,
  MAX_CONSECUTIVE_FAILURES,
  type LeaseBounds,
  type Limits,
  type Schedules,
  type Timeouts,
} from './settings.ts';
import { openPostgresHubStore } from './postgres-store.ts';
import { openSqliteHubStore } from './sqlite-store.ts';
import type { HubStore, StoreOptions, Target } from './store.ts';
import type { TopicSource } from './topic-source.ts';
import { createVerifier } from './verifier.ts';
import { createWorkQueue } from './work-queue.ts';

export type { HubEvent, HubEventListener } from './events.ts';
export type { TopicContent, TopicSource } from './topic-source.ts';
export { parseRetryDelays, DEFAULT_RETRY_DELAYS_SECONDS } from './settings.ts';

export type HubOptions = {
  /** DATA_DIR: where hub.sqlite lives (created if missing); unused with `postgres`. */
  dataDir: string;
  /** DATABASE_URL's pool: hub state in PostgreSQL, shared by every replica, instead of SQLite. */
  postgres?: pg.Pool;
  /** From createUrls(BASE_URL): the exact hub URL (Link rel="hub") and the three topics. */
  urls: Pick<Urls, 'hub' | 'topics'>;
  /** The live build's topics. */
  topics: TopicSource;
  /** HUB_ALLOW_PRIVATE_CALLBACKS: allow loopback/private callback addresses. Default false. */
  allowPrivateCallbacks?: boolean;
  /** HUB_RETRY_DELAYS in seconds. Default [60, 300]. */
  retryDelaysSeconds?: readonly number[];
  /** Lease bounds in seconds (tests shorten them). */
  lease?: Partial<LeaseBounds>;
  /** Concurrency, claim lease, body and rate limits (see settings.ts). */
  limits?: Partial<Limits>;
  timeouts?: Partial<Timeouts>;
  /** node-cron expressions for the retry poll and the lease sweep. */
  schedules?: Partial<Schedules>;
  /** The clock (ms since epoch) for leases, retries and claims. Tests move it forward. */
  now?: () => number;
  /** Receives every hub event (logs, tests). Default: errors to stderr. */
  onEvent?: HubEventListener;
  /** PEM CA(s) trusted for callbacks instead of the system roots: tests only. */
  caCertificates?: OutboundOptions['caCertificates'];
  /** Run the publish diff on start, catching up with builds made while the hub was down. Default true. */
  publishOnStart?: boolean;
};

export type Hub = Awaited<ReturnType<typeof createHub>>;

function openStore(options: HubOptions, storeOptions: StoreOptions): Promise<HubStore> {
  if (options.postgres) return openPostgresHubStore(options.postgres, storeOptions);
  return Promise.resolve(openSqliteHubStore(options.dataDir, storeOptions));
}

export async function createHub(options: HubOptions) {
  const now = options.now ?? Date.now;
  const lease = { ...DEFAULT_LEASE, ...options.lease };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const schedules = { ...DEFAULT_SCHEDULES, ...options.schedules };
  const allowPrivate = options.allowPrivateCallbacks ?? false;
  const listener = options.onEvent ?? ((event: HubEvent) => event.type === 'error' && console.error('hub:', event.error));
  const emit: HubEventListener = (event) => {
    try {
      listener(event);
    } catch (error) {
      console.error('hub: event listener failed', error);
    }
  };

  const store = await openStore(options, {
    claimLeaseMs: limits.claimLeaseMs,
    maxFailures: MAX_CONSECUTIVE_FAILURES,
    maxVerificationAttempts: 3,
  });
  const outbound = createOutbound({
    allowPrivate,
    timeouts,
    maxSockets: limits.deliveryConcurrency,
    maxAckBodyBytes: limits.maxAckBodyBytes,
    caCertificates: options.caCertificates,
  });
  const onError = (error: unknown) => emit({ type: 'error', error });
  const live = createLiveContent(options.topics);

  const verifications = createWorkQueue({
    concurrency: limits.verificationConcurrency,
    claim: (limit) => store.claimIntents(limit, now()),
    run: createVerifier({ store, outbound, now, emit }),
    onError,
  });
  const deliveries = createWorkQueue({
    concurrency: limits.deliveryConcurrency,
    claim: (limit) => store.claimDeliveries(limit, now()),
    run: createDistributor({
      store,
      outbound,
      live,
      hubUrl: options.urls.hub,
      retryDelaysSeconds: options.retryDelaysSeconds ?? DEFAULT_RETRY_DELAYS_SECONDS,
      maxAckBodyBytes: limits.maxAckBodyBytes,
      now,
      emit,
    }),
    onError,
  });
  const publish = createPublisher({ store, topics: options.topics, live, now, emit, onEnqueued: () => deliveries.kick() });

  async function sweep(): Promise<Target[]> {
    const expired = await store.sweepExpired(now());
    for (const target of expired) emit({ type: 'removed', ...target, reason: 'lease_expired' });
    return expired;
  }

  const cronTasks = createSchedules({
    ...schedules,
    poll: () => {
      verifications.pump();
      deliveries.pump();
    },
    sweep: () => sweep().catch(onError),
  });

  let state: 'created' | 'started' | 'stopping' | 'stopped' = 'created';
  const router: Router = createHubRouter({
    parse: createRequestParser({
      topics: options.urls.topics,
      lease,
      allowPrivateCallbacks: allowPrivate,
      maxCallbackLength: limits.maxCallbackLength,
      maxSecretBytes: limits.maxSecretBytes,
    }),
    store,
    publish,
    onIntent: () => verifications.kick(),
    isOpen: () => state === 'created' || state === 'started',
    now,
    emit,
    maxBodyBytes: limits.maxBodyBytes,
    rateLimit: { burst: limits.rateLimitBurst, perSecond: limits.rateLimitPerSecond },
  });

  return {
    router,
    async start(): Promise<void> {
      if (state !== 'created') return;
      state = 'started';
      verifications.start();
      deliveries.start();
      await cronTasks.start();
      if (options.publishOnStart ?? true) await publish(options.urls.topics).catch(onError);
    },
    /** Stops taking work and waits for in-flight verifications and deliveries to finish. */
    async stop(): Promise<void> {
      if (state === 'stopping' || state === 'stopped') return;
      state = 'stopping';
      await cronTasks.stop();
      await Promise.all([verifications.drain(), deliveries.drain()]);
      outbound.close();
      await store.close();
      state = 'stopped';
    },
    publish: (topics: readonly string[] = options.urls.topics) => publish(topics),
    sweep,
    inspect: () => store.inspect(),
  };
}
