import pg from 'pg';
import { postgresServer } from '../helpers/postgres.ts';

/**
 * The test PostgreSQL server (tests/helpers/postgres.ts: DATABASE_URL, else the machine's own,
 * started if stopped): never skipped, a clear failure naming what was tried instead.
 */
export const requirePostgres = postgresServer;

/** Runs one query on its own connection (for assertions and clean-up). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: await postgresServer() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
