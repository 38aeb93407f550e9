// The deployment of issue 13 on loopback, every part real: nginx as the CDN origin serving
// the uploaded build with its generated include, PostgreSQL, two sidecar replicas following
// the origin, an nginx load balancer in front (round robin; dynamic paths to the replicas,
// the rest to the origin) and HTTPS subscribers.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createUrls, websubLink } from '../../core/urls.ts';
import { build, copyContent, FIXTURES, PROJECT_ROOT, tempDir } from '../helpers/build.ts';
import { freePort } from '../helpers/free-port.ts';
import { startNginx, type Nginx } from '../helpers/nginx.ts';
import { startOrigin, type Origin } from '../helpers/origin.ts';
import { testDatabase, type TestDatabase } from '../helpers/postgres.ts';
import { isDelivery, isVerification, startCallbackServer, type CallbackServer } from '../hub/helpers/callback-server.ts';
import { testCertificate } from '../hub/helpers/tls.ts';
import { startSidecarProcess, type SidecarProcess } from '../helpers/sidecar-process.ts';

const run = promisify(execFile);
const review = (id: string, date: string, text: string) =>
  `${JSON.stringify({ id, date, rating: 5, text, author: 'Gus T.', source: 'google', verification: { method: 'job_record', verified_at: date }, service_area: 'testville' })}\n`;

/** The balancer: the issue's routing, as a deployment would write it. */
function balancerConfig(replicaPorts: number[], originPort: number) {
  return {
    http: `upstream reviews_replicas {
    ${replicaPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n    ')}
  }
  upstream reviews_origin { server 127.0.0.1:${originPort}; }`,
    server: `proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_buffering off;
    location = /api/reviews/search { proxy_pass http://reviews_replicas; }
    location = /openapi.json { proxy_pass http://reviews_replicas; }
    location /mcp { proxy_pass http://reviews_replicas; }
    location /api/websub/hub { proxy_pass http://reviews_replicas; }
    location /api/reviews/since/ {
      proxy_pass http://reviews_origin;
      proxy_intercept_errors on;
      error_page 404 = @replicas;
    }
    location @replicas { proxy_pass http://reviews_replicas; }
    location / { proxy_pass http://reviews_origin; }`,
  };
}

describe('the whole topology: CDN origin, PostgreSQL, two replicas behind a balancer, HTTPS subscribers', { timeout: 900_000 }, () => {
  let base: string;
  let urls: ReturnType<typeof createUrls>;
  let content: string;
  let buildDir: string;
  let origin: Origin;
  let balancer: Nginx;
  let db: TestDatabase;
  let pool: ReturnType<TestDatabase['pool']>;
  let callbacks: CallbackServer;
  const replicas: SidecarProcess[] = [];
  let replicaEnv: Record<string, string>;
  let replicaPorts: number[];

  /** Upstreams (host:port) that answered requests for `uri` through the balancer, from its access log. */
  const upstreamsFor = (uri: string, from = 0) =>
    balancer.accessLog().slice(from).filter((line) => line.split(' ')[2] === uri).map((line) => line.split(' ')[3]!);
  const replicaAt = (upstream: string) => replicas.findIndex((replica) => upstream === `127.0.0.1:${replica.port}`);

  /** A hub POST; a 429 is waited out as its Retry-After says, as a polite client would. */
  async function postHub(hubUrl: string, form: Record<string, string>): Promise<Response> {
    for (;;) {
      const response = await fetch(hubUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
      if (response.status !== 429) return response;
      await new Promise((r) => setTimeout(r, 1000 * Number(response.headers.get('retry-after') ?? 1)));
    }
  }
  /** The shared hub state, read straight from PostgreSQL. */
  const sql = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => (await pool.query<T>(text, values)).rows;
  const subscriptionsOf = async (callbackPrefix: string) =>
    Number((await sql<{ n: string }>('SELECT count(*) AS n FROM hub_subscriptions WHERE callback LIKE $1', [`${callbackPrefix}%`]))[0]!.n);
  /** Waits for `check` (the suite's timeout bounds it; `what` names it in a timeout's stack). */
  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    while (!(await check())) await new Promise((r) => setTimeout(r, 100, what));
  }
  /** Subscribes and waits until the hub verified and stored every subscription. */
  async function subscribeAll(targets: Array<{ path: string; topic: string }>, hubUrl: string, prefix: string) {
    for (const { path: callbackPath, topic } of targets) {
      const response = await postHub(hubUrl, { 'hub.mode': 'subscribe', 'hub.callback': callbacks.url(callbackPath), 'hub.topic': topic });
      assert.equal(response.status, 202, await response.text());
    }
    await until(`${targets.length} subscriptions`, async () => (await subscriptionsOf(callbacks.url(prefix))) === targets.length);
  }
  const pendingDeliveries = async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM hub_deliveries'))[0]!.n);
  const searchTotal = async (url: string, query: string) => ((await (await fetch(`${url}/api/reviews/search?query=${query}`)).json()) as { total: number }).total;
  /** The bytes the CDN serves for a topic. */
  const cdnBytes = async (topic: string) => Buffer.from(await (await fetch(`${origin.url}${topic.slice(base.length)}`)).arrayBuffer());

  async function newBuild(id: string, date: string, text: string): Promise<string> {
    fs.appendFileSync(path.join(content, 'reviews.jsonl'), review(id, date, text));
    await build({ contentDir: content, buildDir, baseUrl: base });
    return origin.upload(buildDir);
  }
  /** The CI step: `npm run publish -- --hub URL` through the balancer. */
  async function ciPing() {
    const { stdout } = await run(process.execPath, ['scripts/publish.ts', '--hub', urls.hub], { cwd: PROJECT_ROOT, env: { ...process.env, BASE_URL: base, HUB_URL: '' } });
    assert.match(stdout, /notified \(20[24]\)/);
  }

  before(async () => {
    const lbPort = await freePort();
    base = `http://127.0.0.1:${lbPort}`;
    urls = createUrls(base);
    content = copyContent(path.join(FIXTURES, 'small'));
    buildDir = (await build({ contentDir: content, baseUrl: base })).buildDir;
    origin = await startOrigin(buildDir);
    db = await testDatabase('topology');
    pool = db.pool(); // ended by db.drop()
    const certificate = await testCertificate();
    const caFile = path.join(tempDir('ca'), 'ca.pem');
    fs.writeFileSync(caFile, certificate.cert);
    callbacks = await startCallbackServer(certificate);
    replicaEnv = {
      BASE_URL: base,
      ORIGIN_URL: origin.url,
      ORIGIN_POLL_SECONDS: '3600', // only a ping or a notice moves them during the test
      DATABASE_URL: db.url,
      MCP_SESSION_SECRET: randomBytes(32).toString('hex'),
      HUB_ALLOW_PRIVATE_CALLBACKS: 'true',
      HUB_RETRY_DELAYS: '1,1',
      NODE_EXTRA_CA_CERTS: caFile,
    };
    replicaPorts = [await freePort(), await freePort()];
    for (const port of replicaPorts) replicas.push(await startSidecarProcess({ ...replicaEnv, DATA_DIR: tempDir('replica') }, port));
    const config = balancerConfig(replicaPorts, origin.port);
    balancer = await startNginx({ port: lbPort, http: config.http, server: config.server });
  });

  after(async () => {
    for (const replica of replicas) await replica.stop();
    await balancer?.stop();
    await origin?.stop();
    await callbacks?.close();
    await db?.drop();
  });

  it('should give the same search bytes and ETag from both replicas, and spread searches over both', async () => {
    const [a, b] = await Promise.all(replicas.map((replica) => fetch(`${replica.url}/api/reviews/search?query=roof&limit=2`)));
    assert.equal(a!.status, 200);
    assert.equal(a!.headers.get('etag'), b!.headers.get('etag'));
    assert.deepEqual(Buffer.from(await a!.arrayBuffer()), Buffer.from(await b!.arrayBuffer()));
    const from = balancer.accessLog().length;
    const bodies = new Set<string>();
    for (let i = 0; i < 4; i++) bodies.add(await (await fetch(`${base}/api/reviews/search?query=roof&limit=2`)).text());
    assert.equal(bodies.size, 1);
    assert.deepEqual(new Set(upstreamsFor('/api/reviews/search', from)), new Set(replicaPorts.map((port) => `127.0.0.1:${port}`)));
  });

  it('should serve the topics from the nginx origin with Link rel=hub/self, since/ files as JSON, and 304 on If-None-Match', async () => {
    for (const topic of urls.topics) {
      for (const host of [origin.url, base]) {
        const response = await fetch(`${host}${topic.slice(base.length)}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('link'), websubLink(urls.hub, topic), `${topic} via ${host}`);
        const etag = response.headers.get('etag')!;
        const again = await fetch(`${host}${topic.slice(base.length)}`, { headers: { 'if-none-match': etag } });
        assert.equal(again.status, 304, `If-None-Match on ${topic} via ${host}`);
        assert.equal(again.headers.get('link'), websubLink(urls.hub, topic));
      }
    }
    const since = await fetch(`${origin.url}/api/reviews/since/2024-12-20`);
    assert.equal(since.status, 200);
    assert.equal(since.headers.get('content-type'), 'application/json; charset=utf-8');
    // A date the CDN does not have falls back to the replicas through the balancer.
    const older = await fetch(`${base}/api/reviews/since/2020-01-01`);
    assert.equal(older.status, 200);
    assert.equal(older.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(((await older.json()) as { since: string }).since, '2020-01-01');
  });

  it('should accept a subscribe on one replica and the unsubscribe on the other', async () => {
    const callback = callbacks.url('/both-replicas');
    const form = { 'hub.callback': callback, 'hub.topic': urls.reviewsJson };
    assert.equal((await postHub(`${replicas[0]!.url}/api/websub/hub`, { ...form, 'hub.mode': 'subscribe' })).status, 202);
    await callbacks.waitFor((r) => isVerification('/both-replicas')(r) && r.query.get('hub.mode') === 'subscribe');
    await until('subscribed', async () => (await subscriptionsOf(callback)) === 1);
    assert.equal((await postHub(`${replicas[1]!.url}/api/websub/hub`, { ...form, 'hub.mode': 'unsubscribe' })).status, 202);
    await callbacks.waitFor((r) => isVerification('/both-replicas')(r) && r.query.get('hub.mode') === 'unsubscribe');
    await until('unsubscribed', async () => (await subscriptionsOf(callback)) === 0);
  });

  it('should keep an MCP session through the balancer over 20 tool calls on both replicas and a restart of the replica that opened it', async () => {
    const from = balancer.accessLog().length;
    const client = new Client({ name: 'topology-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`));
    await client.connect(transport);
    try {
      const sessionId = transport.sessionId;
      assert.ok(sessionId);
      const opener = replicaAt(upstreamsFor('/mcp', from)[0]!);
      assert.ok(opener >= 0);
      for (let i = 0; i < 20; i++) {
        const result = await client.callTool({ name: 'search_reviews', arguments: { query: 'roof', limit: 1 } });
        assert.notEqual(result.isError, true, JSON.stringify(result));
      }
      assert.equal(new Set(upstreamsFor('/mcp', from)).size, 2, 'tool calls reached both replicas');
      // Restart the replica that opened the session: SIGTERM, then the same port again.
      await replicas[opener]!.stop('SIGTERM');
      replicas[opener] = await startSidecarProcess({ ...replicaEnv, DATA_DIR: tempDir('replica') }, replicaPorts[opener]!);
      const after = balancer.accessLog().length;
      for (let i = 0; i < 4; i++) {
        const result = await client.callTool({ name: 'get_business', arguments: {} });
        assert.notEqual(result.isError, true, JSON.stringify(result));
      }
      assert.equal(transport.sessionId, sessionId);
      assert.ok(upstreamsFor('/mcp', after).includes(`127.0.0.1:${replicaPorts[opener]}`), 'the restarted replica served the session');
    } finally {
      await client.close();
    }
  });

  it('should deliver exactly once per changed topic per subscriber after one CI ping, and both replicas answer from the new build', async () => {
    const targets = urls.topics.flatMap((topic, t) => [0, 1].map((s) => ({ path: `/ci-${s}-${t}`, topic })));
    await subscribeAll(targets, urls.hub, '/ci-');
    const before = new Map(await Promise.all(urls.topics.map(async (topic) => [topic, (await fetch(topic, { method: 'HEAD' })).headers.get('etag')] as const)));
    await newBuild('r-7', '2025-01-06', 'New skylight flashing, no more drips.');
    await ciPing();
    for (const { path: p } of targets) await callbacks.waitFor(isDelivery(p));
    await until('the queue is empty', async () => (await pendingDeliveries()) === 0);
    for (const { path: p, topic } of targets) {
      const deliveries = callbacks.received(isDelivery(p));
      assert.equal(deliveries.length, 1, `${p} got ${deliveries.length} deliveries`);
      assert.deepEqual(deliveries[0]!.body, await cdnBytes(topic), `${p} got the CDN's bytes`);
      assert.equal(deliveries[0]!.headers.link, websubLink(urls.hub, topic));
      assert.notEqual((await fetch(topic, { method: 'HEAD' })).headers.get('etag'), before.get(topic), 'the topic changed');
    }
    for (const replica of replicas) await until('the new build on every replica', async () => (await searchTotal(replica.url, 'skylight')) === 1);
  });

  it('should get the content to all 50 subscribers and lose no subscription when a replica is SIGKILLed mid fan-out', async () => {
    const targets = Array.from({ length: 50 }, (_, i) => ({ path: `/fan-${i}`, topic: urls.reviewsJson }));
    await subscribeAll(targets, urls.hub, '/fan-');
    for (const { path: p } of targets) callbacks.on(p, { delayMs: 400 }); // slow subscribers: the fan-out takes a while
    await newBuild('r-8', '2025-01-07', 'Chimney repointed, tidy and quick.');
    const expected = await cdnBytes(urls.reviewsJson);
    await ciPing();
    await callbacks.waitForArrival((r) => r.method === 'POST' && r.path.startsWith('/fan-'), 5);
    const victim = replicas[0]!;
    await victim.stop('SIGKILL');
    const answeredBeforeKill = new Set(callbacks.received((r) => r.method === 'POST' && r.path.startsWith('/fan-')).map((r) => r.path)).size;
    assert.ok(answeredBeforeKill < 50, `the kill came mid fan-out (${answeredBeforeKill} of 50 answered)`);
    for (const { path: p } of targets) {
      await callbacks.waitFor((r) => isDelivery(p)(r) && r.body.equals(expected));
    }
    assert.equal(await subscriptionsOf(callbacks.url('/fan-')), 50, 'no subscription lost');
    replicas[0] = await startSidecarProcess({ ...replicaEnv, DATA_DIR: tempDir('replica') }, replicaPorts[0]!);
  });
});
