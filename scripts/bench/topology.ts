// The scaled-out deployment on loopback (issue 13): a real nginx as the CDN origin, PostgreSQL,
// sidecar replicas following the origin, an nginx balancer in front.
//  1. Hub fan-out of one change to 1,000 HTTPS subscribers: two replicas against one, both
//     sharing one PostgreSQL hub, timed from the CI ping to the last subscriber's answer.
//  2. Search throughput through the balancer (two replicas) against one sidecar directly.
// Both comparisons are measured in the same run; only ratios mean anything on a shared box.
//
//   node scripts/bench/topology.ts [--subscribers N] [--seconds S]
// Needs nginx and PostgreSQL (DATABASE_URL, else postgres://root@127.0.0.1:5432/test).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generate } from 'selfsigned';
import { createUrls } from '../../core/urls.ts';
import { copyContent, build as runBuild, tempDir, FIXTURES } from '../../tests/helpers/build.ts';
import { freePort } from '../../tests/helpers/free-port.ts';
import { startNginx } from '../../tests/helpers/nginx.ts';
import { startOrigin } from '../../tests/helpers/origin.ts';
import { testDatabase } from '../../tests/helpers/postgres.ts';
import { startSidecarProcess, type SidecarProcess } from '../../tests/helpers/sidecar-process.ts';
import { pingHub } from '../publish.ts';
import { measure, printTable, ratio } from './lib/load.ts';

const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '5' } } });
const SUBSCRIBERS = Number(values.subscribers);
const SECONDS = Number(values.seconds);

const lbPort = await freePort();
const base = `http://127.0.0.1:${lbPort}`;
const urls = createUrls(base);
const content = copyContent(path.join(FIXTURES, 'small'));
const { buildDir } = await runBuild({ contentDir: content, baseUrl: base });
const origin = await startOrigin(buildDir);
let version = 0;
/** A changed build on the origin: one more review, so every topic changes. */
async function newBuild(): Promise<void> {
  version += 1;
  const date = `2025-02-${String(version).padStart(2, '0')}`;
  fs.appendFileSync(path.join(content, 'reviews.jsonl'), `${JSON.stringify({ id: `b-${version}`, date, rating: 5, text: `Bench review ${version}: new flashing.`, author: 'Bo B.', source: 'google', verification: { method: 'job_record', verified_at: date }, service_area: 'testville' })}\n`);
  await runBuild({ contentDir: content, buildDir, baseUrl: base });
  await origin.upload(buildDir);
}

// Subscribers: one HTTPS server, one path each.
const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
  keyType: 'ec',
  algorithm: 'sha256',
  extensions: [{ name: 'basicConstraints', cA: true }, { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
});
const caFile = path.join(tempDir('bench-ca'), 'ca.pem');
fs.writeFileSync(caFile, pems.cert);
let answered = 0;
let lastAnswerAt = 0;
const subscribers = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
  req.resume();
  req.on('end', () => {
    res.statusCode = 204;
    res.end(() => {
      if (req.method === 'POST') answered += 1;
      lastAnswerAt = performance.now();
    });
  });
});
subscribers.keepAliveTimeout = 30_000;
subscribers.listen(0, '127.0.0.1');
await once(subscribers, 'listening');
const subscriberPort = (subscribers.address() as { port: number }).port;

/** N replicas on one fresh PostgreSQL schema, with SUBSCRIBERS subscriptions to reviews.json. */
async function deployment(count: number) {
  const db = await testDatabase(`bench_${count}`);
  const env = {
    BASE_URL: base,
    ORIGIN_URL: origin.url,
    ORIGIN_POLL_SECONDS: '3600',
    DATABASE_URL: db.url,
    MCP_SESSION_SECRET: randomBytes(32).toString('hex'),
    HUB_ALLOW_PRIVATE_CALLBACKS: 'true',
    HUB_RETRY_DELAYS: '1,1',
    NODE_EXTRA_CA_CERTS: caFile,
  };
  const replicas: SidecarProcess[] = [];
  for (let i = 0; i < count; i++) replicas.push(await startSidecarProcess({ ...env, DATA_DIR: tempDir('bench-replica') }, await freePort()));
  // Setup, not a figure: the subscriptions go straight into the hub's table (verifying 1,000
  // through the hub's per-client rate limit would take a quarter of an hour).
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const now = Date.now();
  const rows = Array.from({ length: SUBSCRIBERS }, (_, i) => `https://127.0.0.1:${subscriberPort}/cb/${i}`);
  await pool.query(
    `INSERT INTO hub_subscriptions (callback, topic, secret, lease_seconds, expires_at, failures, created_at, renewed_at)
     SELECT cb, $2, NULL, 864000, $3, 0, $4, $4 FROM unnest($1::text[]) AS cb`,
    [rows, urls.reviewsJson, now + 864_000_000, now],
  );
  const pending = async () => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM hub_deliveries')).rows[0]!.n);
  return {
    replicas,
    async fanOut(): Promise<{ acked: number; settled: number }> {
      await newBuild();
      answered = 0;
      const started = performance.now();
      const ping = await pingHub(`${replicas[0]!.url}/api/websub/hub`, urls.topics);
      if (!ping.ok) throw new Error(`ping failed: ${ping.warning}`);
      while (answered < SUBSCRIBERS) await new Promise((r) => setTimeout(r, 5));
      const acked = lastAnswerAt - started;
      while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 20));
      return { acked, settled: performance.now() - started };
    },
    async close() {
      for (const replica of replicas) await replica.stop();
      await pool.end();
      await db.drop();
    },
  };
}

const fanOutRows: Array<Record<string, string>> = [];
const one = await deployment(1);
const oneResult = await one.fanOut();
// The search baseline (one sidecar, directly) is measured while this deployment is up.
const query = '/api/reviews/search?query=roof&limit=5';
const direct = await measure(`${one.replicas[0]!.url}${query}`, { seconds: SECONDS, connections: 20 });
await one.close();

const two = await deployment(2);
const twoResult = await two.fanOut();
fanOutRows.push(
  { replicas: '1', 'all acked': `${(oneResult.acked / 1000).toFixed(2)} s`, 'queue empty': `${(oneResult.settled / 1000).toFixed(2)} s`, 'time vs one': '1.00x' },
  { replicas: '2', 'all acked': `${(twoResult.acked / 1000).toFixed(2)} s`, 'queue empty': `${(twoResult.settled / 1000).toFixed(2)} s`, 'time vs one': ratio(twoResult.acked, oneResult.acked) },
);
const balancer = await startNginx({
  port: lbPort,
  http: `upstream reviews_replicas { ${two.replicas.map((r) => `server 127.0.0.1:${r.port};`).join(' ')} keepalive 32; }`,
  server: `proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $http_host;
    location = /api/reviews/search { proxy_pass http://reviews_replicas; }
    location / { proxy_pass ${origin.url}; }`,
});
const balanced = await measure(`${base}${query}`, { seconds: SECONDS, connections: 20 });
await balancer.stop();
await two.close();
await origin.stop();
subscribers.closeAllConnections();
subscribers.close();

printTable(`hub fan-out of one change to ${SUBSCRIBERS} HTTPS subscribers (one PostgreSQL hub; time from the ping to the last answer)`, fanOutRows);
printTable(`search ${query}, 20 connections, ${SECONDS} s each`, [
  { path: 'one sidecar, directly', 'req/s': direct.requestsPerSecond.toFixed(0), 'p50 ms': String(direct.p50), 'p99 ms': String(direct.p99), errors: String(direct.errors + direct.non2xx), 'vs direct': '1.00x' },
  { path: 'nginx balancer, two replicas', 'req/s': balanced.requestsPerSecond.toFixed(0), 'p50 ms': String(balanced.p50), 'p99 ms': String(balanced.p99), errors: String(balanced.errors + balanced.non2xx), 'vs direct': ratio(balanced.requestsPerSecond, direct.requestsPerSecond) },
]);
console.log('\nOn this 2-core machine the load generator, nginx, PostgreSQL and the replicas share the cores: two replicas cannot double anything here.');
process.exit(0);
