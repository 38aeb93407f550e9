import pg from 'pg';

/** The PostgreSQL channel replicas announce a newly taken-up build on. */
export const BUILD_CHANNEL = 'reviews_build';

/** The connection's application_name, so operators (and tests) can tell it in pg_stat_activity. */
export const NOTICES_APPLICATION = 'reviews-build-notices';

const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export type BuildNotices = {
  /**
   * `listener(etag)` for each notice: the ETag of the manifest another replica took up.
   * `listener(undefined)` after a reconnect, when notices may have been missed.
   */
  onNotice(listener: (etag: string | undefined) => void): void;
  /** Tells every replica (this one included) that the build with this manifest ETag is live. */
  announce(etag: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * LISTEN/NOTIFY on DATABASE_URL, so a publish ping that reached one replica reaches them all
 * within milliseconds instead of at their next poll. A notice is only a hint: each replica
 * still fetches the manifest from its own origin and verifies the build, so a notice from a
 * stranger (another deployment on the same database) costs one 304. One dedicated connection,
 * since LISTEN lives on a session; when it drops, it is reopened with backoff and the
 * listeners are told notices may have been missed. Never throws: the poll still works without it.
 */
export function connectBuildNotices(databaseUrl: string, log: (line: string) => void = (line) => console.error(line)): BuildNotices {
  const listeners: Array<(etag: string | undefined) => void> = [];
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  const tell = (etag: string | undefined) => {
    for (const listener of listeners) listener(etag);
  };

  const connect = async () => {
    timer = undefined;
    const candidate = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000, application_name: NOTICES_APPLICATION });
    candidate.on('notification', (message) => {
      if (message.channel === BUILD_CHANNEL && message.payload) tell(message.payload);
    });
    candidate.on('error', (error) => lost(candidate, error.message));
    candidate.on('end', () => lost(candidate, 'connection ended'));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${BUILD_CHANNEL}`);
    } catch (error) {
      await candidate.end().catch(() => {});
      return lost(candidate, (error as Error).message, true);
    }
    if (closed) return void candidate.end().catch(() => {});
    client = candidate;
    if (failures > 0) tell(undefined); // back after a gap: a build may have gone live meanwhile
    failures = 0;
  };

  const lost = (which: pg.Client, why: string, neverUp = false) => {
    if (closed || (!neverUp && client !== which) || timer) return;
    client = undefined;
    const delay = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]!;
    log(`build notices: ${why}; listening again in ${delay / 1000} s (the ORIGIN_POLL_SECONDS poll still runs)`);
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
  };

  void connect();
  return {
    onNotice: (listener) => void listeners.push(listener),
    async announce(etag) {
      if (!client) {
        log(`build notices: not connected; other replicas take up build ${etag} at their next poll`);
        return;
      }
      await client.query('SELECT pg_notify($1, $2)', [BUILD_CHANNEL, etag]).catch((error: Error) => log(`build notices: could not announce ${etag}: ${error.message}`));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
