import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const LOCAL = 'postgres://root@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The machine's own cluster, started the documented way (../shared/DESIGN.md, "Machines here"). */
function startLocalCluster(): void {
  if (!fs.existsSync('/etc/postgresql')) return;
  for (const version of fs.readdirSync('/etc/postgresql')) {
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
  }
}

let server: Promise<string> | undefined;

/**
 * A PostgreSQL server for tests: DATABASE_URL when set, else the machine's server at
 * 127.0.0.1:5432 (started if it is installed but stopped). Never skipped: without one the
 * test fails and says what to do.
 */
export function postgresServer(): Promise<string> {
  server ??= (async () => {
    const url = process.env.DATABASE_URL ?? LOCAL;
    if (await reachable(url)) return url;
    if (!process.env.DATABASE_URL) {
      startLocalCluster();
      for (let i = 0; i < 20 && !(await reachable(url)); i++) await new Promise((r) => setTimeout(r, 250));
      if (await reachable(url)) return url;
    }
    throw new Error(`no PostgreSQL at ${url}: set DATABASE_URL, or start the local server (pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start)`);
  })();
  return server;
}

export type TestDatabase = {
  /** A connection URL whose search_path is this test's own schema: a clean database per test. */
  url: string;
  schema: string;
  pool(): pg.Pool;
  drop(): Promise<void>;
};

/** A fresh schema on the test server, so parallel test files never see each other's rows. */
export async function testDatabase(label: string): Promise<TestDatabase> {
  const base = await postgresServer();
  const schema = `t_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const pools: pg.Pool[] = [];
  return {
    url: url.toString(),
    schema,
    pool() {
      const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
      pools.push(pool);
      return pool;
    },
    async drop() {
      await Promise.all(pools.map((p) => p.end().catch(() => {})));
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
