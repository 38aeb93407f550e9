// Hub fan-out benchmark: one change delivered to 1,000 HTTPS subscribers on loopback, until
// every one has acknowledged; then again with a third of them failing (answering 500 until
// the hub removes them after 3 attempts). Figures: wall time and the hub process's memory,
// beside a baseline measured in the same run: the same 1,000 POSTs (same body, same
// concurrency, same got options and keep-alive) sent by a bare got loop in a process of its own.
//
//   node scripts/bench/hub-fanout.ts            (SUBSCRIBERS=1000 by default)
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import got from 'got';
import { generate } from 'selfsigned';
import { createUrls } from '../../core/urls.ts';
import { DEFAULT_LIMITS, DEFAULT_TIMEOUTS } from '../../sidecar/hub/settings.ts';
import { samplePeakMemory } from './hub/peak-memory.ts';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);
const CONCURRENCY = DEFAULT_LIMITS.deliveryConcurrency;
const THIS_FILE = fileURLToPath(import.meta.url);
const STANDALONE = fileURLToPath(new URL('./hub/standalone.ts', import.meta.url));
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

type Memory = { peakRss: number; peakHeapUsed: number; rss: number; heapUsed: number };

if (process.argv.includes('--baseline')) await baselineWorker();
else await main();

/** The baseline: a bare got loop, told what to send over IPC, reporting its own memory. */
async function baselineWorker(): Promise<void> {
  const memory = samplePeakMemory();
  const client = got.extend({
    followRedirect: false,
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: { lookup: DEFAULT_TIMEOUTS.lookupMs, connect: DEFAULT_TIMEOUTS.connectMs, request: DEFAULT_TIMEOUTS.requestMs },
    agent: { https: new https.Agent({ keepAlive: true, maxSockets: CONCURRENCY }) },
  });
  process.on('message', async (message: { type: string; urls?: string[]; body?: string; contentType?: string }) => {
    if (message.type === 'memory') {
      process.send!(memory.report());
      return;
    }
    if (message.type === 'exit') {
      memory.stop();
      process.exit(0);
    }
    const body = Buffer.from(message.body!);
    const queue = [...message.urls!];
    let ok = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await client.post(url, { body, headers: { 'content-type': message.contentType! } }).catch(() => undefined);
          if (response && response.statusCode < 300) ok += 1;
        }
      }),
    );
    process.send!({ type: 'sent', ok });
  });
  process.send!({ type: 'ready' });
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bench-hub-'));
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const caFile = join(root, 'ca.pem');
  writeFileSync(caFile, pems.cert);

  // Subscribers: one HTTPS server, one path per subscriber. `failing` paths answer 500.
  const failing = new Set<string>();
  let answered = 0;
  let lastAnswerAt = 0;
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?');
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET') return void res.end(new URLSearchParams(query).get('hub.challenge') ?? '');
      res.statusCode = failing.has(path ?? '') ? 500 : 204;
      res.end(() => {
        answered += 1;
        lastAnswerAt = performance.now();
      });
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  const callbacks = Array.from({ length: SUBSCRIBERS }, (_, i) => `https://127.0.0.1:${port}/cb/${i}`);

  const urls = createUrls('http://hub.bench');
  const topicsDir = join(root, 'topics');
  mkdirSync(join(topicsDir, 'api'), { recursive: true });
  const reviews = (version: number) =>
    JSON.stringify({ version, reviews: Array.from({ length: 150 }, (_, i) => ({ id: `r-${i}`, rating: 1 + (i % 5), text: 'Great job on the roof, '.repeat(15) })) });
  writeFileSync(join(topicsDir, 'feed.xml'), '<feed xmlns="http://www.w3.org/2005/Atom"/>');
  writeFileSync(join(topicsDir, 'api/feed.json'), '{}');
  writeFileSync(join(topicsDir, 'reviews.json'), reviews(1));
  const dataDir = join(root, 'data');

  const hub = await startChild(STANDALONE, {
    DATA_DIR: dataDir,
    TOPICS_DIR: topicsDir,
    BASE_URL: urls.base,
    NODE_EXTRA_CA_CERTS: caFile,
    HUB_ALLOW_PRIVATE_CALLBACKS: 'true',
    HUB_RETRY_DELAYS: '1,1',
    HUB_TUNABLES: JSON.stringify({ limits: { rateLimitBurst: 1_000_000, verificationConcurrency: 16 } }),
  });
  const hubUrl = `http://127.0.0.1:${hub.port}/api/websub/hub`;
  const db = new DatabaseSync(join(dataDir, 'hub.sqlite'), { readOnly: true });
  const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
  const post = (form: Array<[string, string]>) =>
    fetch(hubUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  const until = async (check: () => boolean) => {
    while (!check()) await sleep(5);
  };

  // Setup (not a figure): subscribe everyone and let the hub verify them all.
  let started = performance.now();
  const pending = [...callbacks];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let callback = pending.shift(); callback; callback = pending.shift()) {
        const response = await post([['hub.mode', 'subscribe'], ['hub.callback', callback], ['hub.topic', urls.reviewsJson]]);
        if (response.status !== 202) throw new Error(`subscribe answered ${response.status}`);
      }
    }),
  );
  await until(() => count('SELECT count(*) AS n FROM subscriptions') === SUBSCRIBERS);
  console.log(`setup: ${SUBSCRIBERS} subscriptions verified in ${((performance.now() - started) / 1000).toFixed(2)} s`);

  const baseline = await startChild(THIS_FILE, { NODE_EXTRA_CA_CERTS: caFile }, ['--baseline']);
  const body = reviews(2);
  console.log(`topic body: ${(Buffer.byteLength(body) / 1024).toFixed(0)} KiB, delivery concurrency ${CONCURRENCY}\n`);

  /** One round for the hub: change the topic, ping, wait for answers and for the hub's records. */
  async function hubRound(version: number) {
    writeFileSync(join(topicsDir, 'reviews.json'), reviews(version));
    const idle = await memoryOf(hub.child);
    answered = 0;
    const healthy = SUBSCRIBERS - failing.size;
    started = performance.now();
    const response = await post([['hub.mode', 'publish'], ['hub.url', urls.reviewsJson]]);
    if (response.status !== 204) throw new Error(`publish answered ${response.status}`);
    await until(() => answered - failingAnswers() >= healthy);
    const acked = lastAnswerAt - started;
    await until(() => count('SELECT count(*) AS n FROM deliveries') === 0);
    const settled = performance.now() - started;
    const memory = await memoryOf(hub.child);
    return { acked, settled, idle, memory };
  }
  let failingSeen = 0;
  const failingAnswers = () => failingSeen;

  /** The same POSTs from the bare loop. */
  async function baselineRound(version: number) {
    const idle = await memoryOf(baseline.child);
    answered = 0;
    started = performance.now();
    baseline.child.send({ type: 'send', urls: callbacks, body: reviews(version), contentType: 'application/json; charset=utf-8' });
    await once(baseline.child, 'message');
    const elapsed = lastAnswerAt - started;
    const memory = await memoryOf(baseline.child);
    return { elapsed, idle, memory };
  }

  const rows: string[][] = [];
  // Round 1: everyone acknowledges.
  const base1 = await baselineRound(2);
  const hub1 = await hubRound(2);
  rows.push(row(`${SUBSCRIBERS} subscribers, all acknowledge`, hub1, base1));

  // Round 2: a third answer 500; the hub retries each twice (HUB_RETRY_DELAYS=1,1) and removes it.
  for (let i = 0; i < SUBSCRIBERS; i += 3) failing.add(`/cb/${i}`);
  const countFailures = (req: { url?: string }) => failing.has((req.url ?? '').split('?')[0] ?? '');
  server.prependListener('request', (req) => {
    if (req.method === 'POST' && countFailures(req)) failingSeen += 1;
  });
  const base2 = await baselineRound(3);
  failingSeen = 0;
  const hub2 = await hubRound(3);
  const remaining = count('SELECT count(*) AS n FROM subscriptions');
  rows.push(row(`${SUBSCRIBERS} subscribers, ${failing.size} failing`, hub2, base2));

  console.log('| case | hub: all healthy acked | hub: all recorded (incl. retries/removals) | bare got loop | ratio (acked / loop) | hub peak RSS (idle) | loop peak RSS (idle) | hub peak heap | loop peak heap |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log(`\nafter round 2: ${remaining} subscriptions left (expected ${SUBSCRIBERS - failing.size}); failing callbacks got ${failingSeen} POSTs (expected ${failing.size * 3})`);
  console.log('times: from the publish ping (hub) or the start message (loop) to the last answer by the subscribers\' server; "recorded" waits until the hub\'s database holds no pending delivery.');

  db.close();
  baseline.child.send({ type: 'exit' });
  hub.child.kill('SIGTERM');
  await Promise.all([once(hub.child, 'exit'), once(baseline.child, 'exit')]);
  server.closeAllConnections();
  server.close();
  rmSync(root, { recursive: true, force: true });
}

function row(name: string, hub: { acked: number; settled: number; idle: Memory; memory: Memory }, base: { elapsed: number; idle: Memory; memory: Memory }): string[] {
  return [
    name,
    `${(hub.acked / 1000).toFixed(2)} s`,
    `${(hub.settled / 1000).toFixed(2)} s`,
    `${(base.elapsed / 1000).toFixed(2)} s`,
    `${(hub.acked / base.elapsed).toFixed(2)}x`,
    `${mib(hub.memory.peakRss)} MiB (${mib(hub.idle.rss)})`,
    `${mib(base.memory.peakRss)} MiB (${mib(base.idle.rss)})`,
    `${mib(hub.memory.peakHeapUsed)} MiB`,
    `${mib(base.memory.peakHeapUsed)} MiB`,
  ];
}

async function startChild(file: string, env: Record<string, string>, args: string[] = []): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [file, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  if (args.includes('--baseline')) {
    await once(child, 'message');
    return { child, port: 0 };
  }
  const [line] = await once(createInterface({ input: child.stdout! }), 'line');
  return { child, port: (JSON.parse(String(line)) as { port: number }).port };
}

/** Asks a child for its memory: current, and peak since the last ask (then resets the peak). */
async function memoryOf(child: ChildProcess): Promise<Memory> {
  child.send({ type: 'memory' });
  for (;;) {
    const [message] = (await once(child, 'message')) as [Memory & { type: string }];
    if (message.type === 'memory') return message;
  }
}
