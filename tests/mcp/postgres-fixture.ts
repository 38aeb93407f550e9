import pg from 'pg';

/** DATABASE_URL when set, else the machines' PostgreSQL (trust auth, database `test`, user `root`). */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/**
 * Makes sure PostgreSQL answers before a test relies on it: never skipped, a clear failure
 * naming what was tried instead.
 */
export async function requirePostgres(): Promise<string> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `these tests need PostgreSQL and none answers at ${POSTGRES_URL.replace(/:[^:@/]*@/, ':***@')} (${(error as Error).message}). ` +
        'Start one at 127.0.0.1:5432 (trust auth, database `test`, user `root`) or set DATABASE_URL.',
    );
  } finally {
    await client.end().catch(() => {});
  }
  return POSTGRES_URL;
}

/** Runs one query on its own connection (for assertions and clean-up). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
