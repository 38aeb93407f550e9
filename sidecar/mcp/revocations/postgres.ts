import pg from 'pg';
import { PRUNE_EVERY_MS, type RevocationList } from './revocation-list.ts';

/** The table's schema, applied on start (idempotent). The index serves the prune. */
const MIGRATION = [
  'CREATE TABLE IF NOT EXISTS mcp_revocations (session_id text PRIMARY KEY, expires_at bigint NOT NULL)',
  'CREATE INDEX IF NOT EXISTS mcp_revocations_expires_at ON mcp_revocations (expires_at)',
];

/** Never wait forever on the database: a request gets 503 instead. */
const TIMEOUT_MS = 5_000;

/**
 * Revocations in PostgreSQL, shared by every replica on the same DATABASE_URL. Each request
 * reads its session's row by primary key, so a DELETE on one replica is refused by all the
 * others from the moment its INSERT commits: no cache, no delay to document. Rows are pruned
 * once their token has expired (an expired token is refused before the list is read).
 */
export class PgRevocations implements RevocationList {
  readonly #pool: pg.Pool;
  readonly #pruner: NodeJS.Timeout;

  constructor(pool: pg.Pool, pruneEveryMs: number) {
    this.#pool = pool;
    this.#pruner = setInterval(() => this.prune().catch((error: Error) => console.error('mcp revocations: prune failed:', error.message)), pruneEveryMs);
    this.#pruner.unref();
  }

  async revoke(sessionId: string, expiresAt: number): Promise<void> {
    await this.#pool.query({
      name: 'mcp-revoke',
      text: 'INSERT INTO mcp_revocations (session_id, expires_at) VALUES ($1, $2) ON CONFLICT (session_id) DO NOTHING',
      values: [sessionId, expiresAt],
    });
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    // Named, so each pooled connection prepares it once.
    const result = await this.#pool.query({ name: 'mcp-is-revoked', text: 'SELECT 1 FROM mcp_revocations WHERE session_id = $1', values: [sessionId] });
    return (result.rowCount ?? 0) > 0;
  }

  async prune(now = Date.now()): Promise<number> {
    const result = await this.#pool.query('DELETE FROM mcp_revocations WHERE expires_at < $1', [now]);
    return result.rowCount ?? 0;
  }

  async close(): Promise<void> {
    clearInterval(this.#pruner);
    await this.#pool.end();
  }
}

/** Connects, creates the table if needed and prunes; throws a message naming DATABASE_URL when it cannot. */
export async function openPgRevocations(databaseUrl: string, pruneEveryMs = PRUNE_EVERY_MS): Promise<PgRevocations> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS });
  // A pooled connection that drops while idle (a database restart) must not crash the process;
  // the next query opens a new one.
  pool.on('error', (error) => console.error('mcp revocations: idle PostgreSQL connection lost:', error.message));
  try {
    await migrate(pool);
    const list = new PgRevocations(pool, pruneEveryMs);
    await list.prune();
    return list;
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`MCP session revocations: cannot use PostgreSQL at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Replicas starting together would otherwise race on CREATE TABLE IF NOT EXISTS (a unique violation in pg_type).
    await client.query("SELECT pg_advisory_xact_lock(hashtext('mcp_revocations'))");
    for (const statement of MIGRATION) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
