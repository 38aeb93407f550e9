import type pg from 'pg';
import { migrate, type Migration } from '../../db/postgres.ts';
import { PRUNE_EVERY_MS, type RevocationList } from './revocation-list.ts';

/** The table, created on start by whichever replica comes first. The index serves the prune. */
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'mcp_revocations',
    sql: `CREATE TABLE IF NOT EXISTS mcp_revocations (session_id text PRIMARY KEY, expires_at bigint NOT NULL);
          CREATE INDEX IF NOT EXISTS mcp_revocations_expires_at ON mcp_revocations (expires_at);`,
  },
];

/**
 * Revocations in PostgreSQL, shared by every replica on the same DATABASE_URL. Each request
 * reads its session's row by primary key, so a DELETE on one replica is refused by all the
 * others from the moment its INSERT commits: no cache, no delay to document. Rows are pruned
 * once their token has expired (an expired token is refused before the list is read). The pool
 * is the sidecar's one PostgreSQL pool (sidecar/db/postgres.ts), which its owner ends.
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
  }
}

/** Creates the table if needed and prunes; throws a message naming DATABASE_URL when it cannot. */
export async function openPgRevocations(pool: pg.Pool, pruneEveryMs = PRUNE_EVERY_MS): Promise<PgRevocations> {
  try {
    await migrate(pool, 'mcp', MIGRATIONS);
    const list = new PgRevocations(pool, pruneEveryMs);
    await list.prune();
    return list;
  } catch (error) {
    throw new Error(`MCP session revocations: cannot use PostgreSQL at DATABASE_URL: ${(error as Error).message}`, { cause: error });
  }
}
