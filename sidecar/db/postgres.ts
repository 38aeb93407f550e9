import pg from 'pg';

/**
 * One PostgreSQL pool per process (DATABASE_URL), shared by the hub store, MCP revocations and
 * build notices. A connection string may carry libpq's `options` parameter, e.g.
 * `?options=-c%20search_path%3Dreviews`, to keep the service's tables in their own schema.
 */
export function createPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Fail fast when the database is unreachable instead of queueing requests behind it.
    connectionTimeoutMillis: 5_000,
    // Never wait forever on a query either: the request fails (a hub job is retried, an MCP
    // request gets 503) instead of hanging.
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection (database restart) must not crash the process;
  // the pool replaces it and the next query reconnects.
  pool.on('error', (error) => console.error('postgres: idle connection lost:', error.message));
  return pool;
}

/** Runs `work` in one transaction on one pooled connection; rolls back on any error. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** A schema change, applied once, in order, by whichever process starts first. */
export type Migration = { version: number; name: string; sql: string };

/**
 * Brings `component`'s tables up to its newest migration. Replicas starting together take a
 * transaction-scoped advisory lock first, one for every component (they share the
 * `schema_migrations` table, whose CREATE would otherwise race), so exactly one applies each
 * migration; a database newer than this code is refused rather than written to.
 */
export async function migrate(pool: pg.Pool, component: string, migrations: readonly Migration[]): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('reviews-service:migrate'))");
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      component  text    NOT NULL,
      version    integer NOT NULL,
      name       text    NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (component, version))`);
    const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations WHERE component = $1', [component]);
    const current = rows[0]?.version ?? 0;
    const newest = Math.max(0, ...migrations.map((m) => m.version));
    if (current > newest) throw new Error(`the ${component} tables are at schema ${current}, newer than this code (${newest})`);
    for (const migration of migrations) {
      if (migration.version <= current) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (component, version, name) VALUES ($1, $2, $3)', [component, migration.version, migration.name]);
    }
  });
}
