import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, it, type TestContext } from 'node:test';
import { manifestId } from '../../core/build/manifest.ts';
import { NOTICES_APPLICATION } from '../../sidecar/build-source/build-notices.ts';
import { strongEtag } from '../../core/http/etag.ts';
import { createUrls } from '../../core/urls.ts';
import { pingHub } from '../../scripts/publish.ts';
import { build, copyContent, FIXTURES, tempDir } from '../helpers/build.ts';
import { startOrigin, type Origin } from '../helpers/origin.ts';
import { testDatabase } from '../helpers/postgres.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

const SMALL = path.join(FIXTURES, 'small');
const BASE = 'http://localhost:4321';
const urls = createUrls(BASE);
const NEW_REVIEW = '{"id":"r-6","date":"2025-01-05","rating":4,"text":"Solid gutter work, tidy crew.","author":"Fay G.","source":"google","verification":{"method":"job_record","verified_at":"2025-01-05"},"service_area":"testville"}\n';

/** What the sidecar logs through console.error while `work` runs. */
async function logged(t: TestContext, work: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const spy = t.mock.method(console, 'error', (...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  try {
    await work();
  } finally {
    spy.mock.restore();
  }
  return lines.join('\n');
}

const search = (server: RunningSidecar, query = 'query=roof') => fetch(`${server.url}/api/reviews/search?${query}`);

describe('a sidecar following a build on an origin (ORIGIN_URL)', { timeout: 600_000 }, () => {
  let first: string; // BUILD_DIR with the first build
  let second: string; // BUILD_DIR with the first build and then one more review
  let origin: Origin;
  const servers: RunningSidecar[] = [];
  const follower = async (config: Record<string, unknown> = {}) => {
    const server = await startSidecar({ buildDir: tempDir('unused'), baseUrl: BASE, config: { originUrl: origin.url, originPollSeconds: 3600, ...config } });
    servers.push(server);
    return server;
  };

  before(async () => {
    const content = copyContent(SMALL);
    first = (await build({ contentDir: content, baseUrl: BASE })).buildDir;
    fs.appendFileSync(path.join(content, 'reviews.jsonl'), NEW_REVIEW);
    second = (await build({ contentDir: content, baseUrl: BASE })).buildDir;
    origin = await startOrigin(first);
  });
  // Every test starts from the first build on the origin, whatever the last one left there.
  beforeEach(() => origin.upload(first));
  after(async () => {
    for (const server of servers) await server.close();
    await origin?.stop();
  });

  it('should answer search, files and hub topics byte for byte as the origin and a BUILD_DIR sidecar do', async () => {
    const local = await startSidecar({ buildDir: first, baseUrl: BASE });
    servers.push(local);
    const remote = await follower();
    assert.equal(remote.store.current().id, local.store.current().id);
    const [a, b] = [await search(local), await search(remote)];
    assert.equal(b.status, 200);
    assert.equal(b.headers.get('etag'), a.headers.get('etag'));
    assert.deepEqual(Buffer.from(await b.arrayBuffer()), Buffer.from(await a.arrayBuffer()));
    for (const topic of urls.topics) {
      const file = topic.slice(BASE.length);
      const cdn = Buffer.from(await (await fetch(`${origin.url}${file}`)).arrayBuffer());
      assert.deepEqual(remote.store.topic(topic)?.body, cdn, `hub content of ${file} is the CDN's bytes`);
      const served = await fetch(`${remote.url}${file}`);
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), cdn);
      assert.equal(served.headers.get('etag'), (await fetch(`${origin.url}${file}`)).headers.get('etag'));
    }
  });

  it('should revalidate manifest.json with If-None-Match and get a 304 when nothing changed', async () => {
    const remote = await follower();
    const before = origin.accessLog().length;
    await remote.store.refresh();
    await remote.store.refresh();
    const manifestChecks = (lines: string[]) => lines.slice(before).filter((line) => line.includes(' /manifest.json'));
    const checks = manifestChecks(await origin.accessLogWhen((lines) => manifestChecks(lines).length >= 2));
    assert.deepEqual(checks.map((line) => line.split(' ')[0]), ['304', '304']);
  });

  it('should never take up a half-uploaded build, say why, and take it up once complete', async (t) => {
    const remote = await follower();
    const firstId = remote.store.current().id;
    // A file new in the second build is missing: the manifest arrived before it.
    let log = await logged(t, async () => {
      await origin.upload(second, { omit: ['api/reviews/since/2025-01-05'] });
      await remote.store.refresh();
    });
    assert.equal(remote.store.current().id, firstId);
    assert.match(log, /api\/reviews\/since\/2025-01-05 is listed in the manifest but missing/);
    assert.match(log, new RegExp(`still serving build ${firstId}`));
    // Bytes that do not hash to the manifest's ETag (a mix of two uploads).
    log = await logged(t, async () => {
      await origin.upload(second, { tamper: ['reviews.json'] });
      await remote.store.refresh();
    });
    assert.equal(remote.store.current().id, firstId);
    assert.match(log, /reviews\.json at .* hashes to "[^"]+", the manifest says "[^"]+"/);
    assert.equal((await (await search(remote, 'query=gutter')).json()).total, 0, 'search still answers from the complete build');
    // The upload finishes: the next check takes it up.
    const secondId = await origin.upload(second);
    await remote.store.refresh();
    assert.equal(remote.store.current().id, secondId);
    assert.notEqual(secondId, firstId);
    assert.equal((await (await search(remote, 'query=gutter')).json()).total, 1);
  });

  it('should take up a new build on a publish ping, then on its own poll', async () => {
    const pinged = await follower();
    const polling = await follower({ originPollSeconds: 0.2 });
    const firstId = pinged.store.current().id;
    const switched = new Promise((resolve) => polling.store.onSwitch(resolve));
    const secondId = await origin.upload(second);
    const ping = await pingHub(`${pinged.url}/api/websub/hub`, urls.topics);
    assert.equal(ping.ok, true, ping.warning ?? '');
    assert.equal(pinged.store.current().id, secondId, 'the ping answers once the new build is live');
    await switched;
    assert.equal(polling.store.current().id, secondId);
    assert.notEqual(firstId, secondId);
  });

  it('should take up a build that another replica received the ping for (PostgreSQL LISTEN/NOTIFY)', async (t) => {
    const db = await testDatabase('origin_notices');
    t.after(() => db.drop());
    const pinged = await follower({ databaseUrl: db.url });
    const other = await follower({ databaseUrl: db.url }); // polls hourly: only a notice can move it
    const switched = new Promise((resolve) => other.store.onSwitch(resolve));
    const secondId = await origin.upload(second);
    const before = origin.accessLog().length;
    const ping = await pingHub(`${pinged.url}/api/websub/hub`, urls.topics);
    assert.equal(ping.ok, true, ping.warning ?? '');
    await switched;
    assert.equal(other.store.current().id, secondId);
    assert.equal((await (await search(other, 'query=gutter')).json()).total, 1);
    // The other replica fetched the manifest itself and only the files that changed.
    const fetched = origin.accessLog().slice(before).filter((line) => line.startsWith('200 GET'));
    assert.ok(fetched.filter((line) => line.includes(' /manifest.json')).length >= 2, 'each replica checked the origin itself');
    assert.equal(fetched.some((line) => line.includes(' /_astro/')), false, 'unchanged files are not fetched again');

    // The database drops the listening connections: they come back, and notices work again.
    const admin = db.pool();
    const { rows } = await admin.query<{ pid: number }>('SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [NOTICES_APPLICATION]);
    assert.ok(rows.length >= 2, 'both replicas were listening');
    const dropped = rows.map((row) => row.pid);
    const listening = async () =>
      Number((await admin.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE 'LISTEN%' AND pid <> ALL($2)", [NOTICES_APPLICATION, dropped])).rows[0]!.n);
    while ((await listening()) < 2) await new Promise((r) => setTimeout(r, 100));
    const back = new Promise((resolve) => other.store.onSwitch(resolve));
    const firstId = await origin.upload(first);
    assert.equal((await pingHub(`${pinged.url}/api/websub/hub`, urls.topics)).ok, true);
    await back;
    assert.equal(other.store.current().id, firstId);
  });

  it('should refuse a manifest naming files outside the build, writing nothing', async (t) => {
    const dataDir = tempDir('data');
    const remote = await follower({ dataDir });
    const good = JSON.parse(fs.readFileSync(path.join(origin.www, 'manifest.json'), 'utf8'));
    const files = { '../../escape.txt': { etag: strongEtag('x'), lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT', contentType: 'text/plain', size: 1 }, ...good.files };
    fs.writeFileSync(path.join(origin.www, '../escape.txt'), 'x');
    fs.writeFileSync(path.join(origin.www, 'manifest.json'), JSON.stringify({ version: 1, id: manifestId(files), files }));
    const log = await logged(t, () => remote.store.refresh());
    assert.match(log, /not a relative path inside the build/);
    assert.equal(remote.store.current().id, good.id);
    assert.equal(fs.existsSync(path.join(dataDir, 'escape.txt')), false);
    assert.equal(fs.existsSync(path.join(dataDir, 'origin', 'escape.txt')), false);
    // An edited file list whose id no longer matches.
    fs.writeFileSync(path.join(origin.www, 'manifest.json'), JSON.stringify({ ...good, id: '0123456789abcdef' }));
    assert.match(await logged(t, () => remote.store.refresh()), /id 0123456789abcdef does not match its file list/);
    assert.equal(remote.store.current().id, good.id);
  });

  it('should start from its last verified build when the origin is down, and fail clearly with none', async (t) => {
    const dataDir = tempDir('data');
    const once = await follower({ dataDir });
    const id = once.store.current().id;
    await once.close();
    servers.splice(servers.indexOf(once), 1);
    const down = 'http://127.0.0.1:9'; // the discard port: nothing listens there
    let restarted: RunningSidecar | undefined;
    const log = await logged(t, async () => {
      restarted = await startSidecar({ buildDir: tempDir('unused'), baseUrl: BASE, config: { originUrl: down, dataDir } });
    });
    servers.push(restarted!);
    assert.equal(restarted!.store.current().id, id);
    assert.match(log, /manifest\.json is unreachable .*still serving build/);
    assert.equal((await search(restarted!)).status, 200);
    await assert.rejects(startSidecar({ buildDir: tempDir('unused'), baseUrl: BASE, config: { originUrl: down } }), /cannot load a build from ORIGIN_URL: .*unreachable/);
  });
});
