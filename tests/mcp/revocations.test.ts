import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createPool } from '../../sidecar/db/postgres.ts';
import { MemoryRevocations, openPgRevocations, PgRevocations, type RevocationList } from '../../sidecar/mcp/revocations/index.ts';
import { requirePostgres, sql } from './postgres-fixture.ts';

/** Session ids unique to this run, so parallel runs sharing the database never meet. */
const created: string[] = [];
function sessionId(): string {
  const id = randomBytes(16).toString('base64url');
  created.push(id);
  return id;
}

/** The behaviour both implementations share, checked on two lists that must agree (two replicas). */
function sharedBehaviour(open: () => Promise<[RevocationList, RevocationList]>) {
  let a: RevocationList;
  let b: RevocationList;
  before(async () => ([a, b] = await open()));
  after(async () => Promise.all([a.close(), b.close()]));

  it('should refuse a session revoked on either list, and only that one', async () => {
    const [ended, live] = [sessionId(), sessionId()];
    assert.equal(await b.isRevoked(ended), false);
    await a.revoke(ended, Date.now() + 60_000);
    assert.equal(await a.isRevoked(ended), true);
    assert.equal(await b.isRevoked(ended), true, 'seen by the other replica at once');
    assert.equal(await b.isRevoked(live), false);
    await b.revoke(ended, Date.now() + 60_000); // a second DELETE is harmless
    assert.equal(await a.isRevoked(ended), true);
  });

  it('should prune entries whose token has expired and keep the others', async () => {
    const [expired, current] = [sessionId(), sessionId()];
    const now = Date.now();
    await a.revoke(expired, now - 1);
    await a.revoke(current, now + 60_000);
    await b.prune(now);
    assert.equal(await a.isRevoked(expired), false);
    assert.equal(await a.isRevoked(current), true);
  });
}

describe('revocations in memory', () => {
  sharedBehaviour(async () => {
    const list = new MemoryRevocations();
    return [list, list]; // replicas in one process share one list
  });

  it('should count what it holds, and forget expired entries on prune', async () => {
    const list = new MemoryRevocations();
    await list.revoke('x', 10);
    await list.revoke('y', 30);
    assert.equal(list.size, 2);
    assert.equal(await list.prune(20), 1);
    assert.equal(list.size, 1);
    await list.close();
  });
});

describe('revocations in PostgreSQL', () => {
  let url: string;
  // Each list on a pool of its own, as each replica has; the pools are the test's to end.
  const pools: pg.Pool[] = [];
  const open = (at = url) => {
    const pool = createPool(at);
    pools.push(pool);
    return openPgRevocations(pool);
  };
  before(async () => (url = await requirePostgres()));
  after(async () => {
    await sql('DELETE FROM mcp_revocations WHERE session_id = ANY($1)', [created]);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  sharedBehaviour(async () => {
    url = await requirePostgres();
    return [await open(), await open()]; // two pools, as two replicas have
  });

  it('should create mcp_revocations(session_id text primary key, expires_at bigint) on start, twice at once without a clash', async () => {
    const lists = await Promise.all([open(), open(), open()]);
    await Promise.all(lists.map((list) => list.close()));
    const columns = await sql<{ column_name: string; data_type: string }>(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'mcp_revocations' ORDER BY ordinal_position",
    );
    assert.deepEqual(columns, [
      { column_name: 'session_id', data_type: 'text' },
      { column_name: 'expires_at', data_type: 'bigint' },
    ]);
    const [key] = await sql<{ column_name: string }>(
      "SELECT a.attname AS column_name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid = 'mcp_revocations'::regclass AND i.indisprimary",
    );
    assert.equal(key?.column_name, 'session_id');
  });

  it('should keep a revocation as a row with its expiry', async () => {
    const list = await open();
    const id = sessionId();
    await list.revoke(id, 1_900_000_000_000);
    await list.close();
    assert.deepEqual(await sql('SELECT session_id, expires_at FROM mcp_revocations WHERE session_id = $1', [id]), [{ session_id: id, expires_at: '1900000000000' }]);
  });

  it('should fail to start with a message naming DATABASE_URL when the database cannot be reached', async () => {
    await assert.rejects(open('postgres://root@127.0.0.1:1/test'), /MCP session revocations: cannot use PostgreSQL at DATABASE_URL/);
  });

  it('should reject isRevoked, not hang, when the database goes away', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:1/test', connectionTimeoutMillis: 1_000 });
    pools.push(pool);
    const list = new PgRevocations(pool, 60_000);
    await assert.rejects(list.isRevoked('x'), /ECONNREFUSED|connect/);
    await list.close();
  });
});
