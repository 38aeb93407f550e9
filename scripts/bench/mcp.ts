// MCP benchmark at 100,000 generated reviews, two parts.
//
// 1. Throughput: `tools/call search_reviews` through the SDK's own Client (one session per
//    connection) next to GET /api/reviews/search for the same query (the baseline, driven by
//    autocannon), both against one sidecar process, same run, same concurrency. A third row
//    posts the same JSON-RPC call with autocannon, to separate the server's cost from the SDK
//    client's own (it parses and validates every result against the output schema).
// 2. Session churn: 10,000 sessions opened, used once and closed by DELETE (memory read at
//    5,000 and 10,000), then 2,000 more abandoned without DELETE (left to the 1,000 cap and the
//    idle expiry): heap and RSS after GC, and how many sessions are live. Runs in a child with
//    --expose-gc; the baseline is the same process after a warm-up.
//
//   node_modules/.bin/node scripts/bench/mcp.ts [--build DIR]   (DIR: an existing build to reuse)
import { spawn } from 'node:child_process';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import autocannon from 'autocannon';
import { createUrls } from '../../core/urls.ts';
import { createApp } from '../../sidecar/app.ts';
import { createDirectorySource } from '../../sidecar/build-source/index.ts';
import { createBuildStore } from '../../sidecar/build-store.ts';
import { createMcpEndpoint } from '../../sidecar/mcp/router.ts';
import { buildForBench, generateContent } from './lib/content.ts';
import { measure, printTable, ratio } from './lib/load.ts';
import { startServerProcess } from './lib/processes.ts';

const REVIEWS = 100_000;
const SECONDS = 8;
const CONNECTIONS = 16;
const CHURN = Number(process.env.CHURN ?? 10_000);
const ABANDONED = 2_000;
const CHURN_CONCURRENCY = 16;
const CHURN_IDLE_MS = 10_000;
const QUERIES: Array<Record<string, string | number>> = [
  { rating: 5, limit: 20 },
  { query: 'gutter', min_rating: 4, limit: 20 },
];
// Every SDK Client builds its own Ajv unless given one; the bench's clients share one, so the
// churn measures sessions rather than the client's set-up.
const clientValidator = new AjvJsonSchemaValidator();

const THIS_FILE = fileURLToPath(import.meta.url);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const args = process.argv.slice(2);
const buildArg = args.indexOf('--build');
if (args.includes('--churn')) await churnWorker(args[args.indexOf('--churn') + 1]!);
else await main(buildArg >= 0 ? args[buildArg + 1] : undefined);

async function main(existingBuild: string | undefined): Promise<void> {
  let buildDir = existingBuild;
  if (!buildDir) {
    const content = await generateContent(REVIEWS);
    console.log(`generated ${REVIEWS} reviews in ${content.seconds.toFixed(0)} s; building…`);
    buildDir = await buildForBench(content.dir);
  }
  await throughput(buildDir);
  await churn(buildDir);
}

// --- 1. Throughput -------------------------------------------------------------------------

async function throughput(buildDir: string): Promise<void> {
  const sidecar = await startServerProcess(['sidecar/main.ts'], { BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', BASE_URL: 'http://127.0.0.1' });
  try {
    const rows = [];
    for (const query of QUERIES) {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const rest = await measure(`${sidecar.url}/api/reviews/search?${qs}`, { seconds: SECONDS, connections: CONNECTIONS });
      const sdk = await sdkLoop(sidecar.url, query);
      const raw = await rawMcpLoad(sidecar.url, query);
      const restTotal = ((await (await fetch(`${sidecar.url}/api/reviews/search?${qs}`)).json()) as { total: number }).total;
      if (sdk.total !== restTotal) throw new Error(`MCP total ${sdk.total} differs from REST total ${restTotal} for ${qs}`);
      rows.push(
        { query: qs, path: 'GET /api/reviews/search (baseline)', 'req/s': rest.requestsPerSecond.toFixed(0), 'p50 ms': rest.p50, 'p99 ms': rest.p99, 'vs REST': '1.00x', errors: rest.errors + rest.non2xx },
        { query: qs, path: 'tools/call, SDK Client', 'req/s': sdk.requestsPerSecond.toFixed(0), 'p50 ms': sdk.p50, 'p99 ms': sdk.p99, 'vs REST': ratio(sdk.requestsPerSecond, rest.requestsPerSecond), errors: sdk.errors },
        { query: qs, path: 'tools/call, raw POST (autocannon)', 'req/s': raw.requestsPerSecond.toFixed(0), 'p50 ms': raw.p50, 'p99 ms': raw.p99, 'vs REST': ratio(raw.requestsPerSecond, rest.requestsPerSecond), errors: raw.errors },
      );
    }
    printTable(`search at ${REVIEWS.toLocaleString('en')} reviews: ${CONNECTIONS} connections/sessions, ${SECONDS} s each, sidecar in its own process (RSS now ${sidecar.rssMiB()} MiB)`, rows);
  } finally {
    await sidecar.stop();
  }
}

/** CONNECTIONS SDK clients, one session each, calling search_reviews back to back for SECONDS. */
async function sdkLoop(base: string, query: Record<string, string | number>) {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect(base)));
  const latencies: number[] = [];
  let errors = 0;
  let total = -1;
  // Warm-up: a second of calls not counted, as autocannon's first requests are JIT-cold too.
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      clients.map(async ({ client }) => {
        while (performance.now() < until) {
          const started = performance.now();
          const result = await client.callTool({ name: 'search_reviews', arguments: query });
          if (result.isError) errors++;
          else total = (result.structuredContent as { total: number }).total;
          if (record) latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await run(performance.now() + 1000, false);
  const started = performance.now();
  await run(started + SECONDS * 1000, true);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(clients.map(async ({ client, transport }) => (await transport.terminateSession(), await client.close())));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { requestsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, total };
}

async function connect(base: string) {
  const client = new Client({ name: 'bench', version: '1.0.0' }, { jsonSchemaValidator: clientValidator });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`));
  await client.connect(transport);
  return { client, transport };
}

/** The same tools/call as raw JSON-RPC POSTs with autocannon, one session per connection. */
async function rawMcpLoad(base: string, query: Record<string, string | number>) {
  const sessions = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect(base)));
  const ids = sessions.map((s) => s.transport.sessionId!);
  let next = 0;
  const result = await autocannon({
    url: `${base}/mcp`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = next++;
          return {
            ...request,
            headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-06-18', 'mcp-session-id': ids[n % ids.length]! },
            body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: 'search_reviews', arguments: query } }),
          };
        },
      },
    ],
  });
  await Promise.all(sessions.map(async ({ client, transport }) => (await transport.terminateSession(), await client.close())));
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

// --- 2. Session churn ----------------------------------------------------------------------

type ChurnReport = Array<Record<string, string | number>>;

async function churn(buildDir: string): Promise<void> {
  const child = spawn(process.execPath, ['--expose-gc', THIS_FILE, '--churn', buildDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`churn worker exited with ${code}:\n${output}`);
  const rows = JSON.parse(output.trim().split('\n').at(-1)!) as ChurnReport;
  printTable(
    `session churn through the SDK Client (initialize, tools/call search_reviews, then DELETE or nothing), ${CHURN_CONCURRENCY} at a time; cap 1,000, idle ${CHURN_IDLE_MS / 1000} s; memory after GC, one process`,
    rows,
  );
}

/** Child process (--expose-gc): the MCP endpoint on the real app, churned by SDK clients. */
async function churnWorker(buildDir: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const urls = createUrls('http://127.0.0.1');
  const store = await createBuildStore(createDirectorySource(buildDir), urls);
  const endpoint = createMcpEndpoint({ store, urls }, { sessionIdleMs: CHURN_IDLE_MS, maxSessions: 1000, allowedHosts: [] });
  const server = http.createServer(createApp({ store, mounts: [['/mcp', endpoint.router]] }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  const rows: ChurnReport = [];
  const snapshot = async (phase: string, rate: number) => {
    for (let i = 0; i < 3; i++) {
      gc();
      await sleep(50);
    }
    const { heapUsed, heapTotal, rss } = process.memoryUsage();
    const base = rows[0] ? Number(rows[0]['heap used MiB']) : heapUsed / 1024 / 1024;
    rows.push({
      phase,
      'live sessions': endpoint.sessions.size,
      'heap used MiB': mib(heapUsed),
      'vs baseline': `${heapUsed / 1024 / 1024 - base >= 0 ? '+' : ''}${(heapUsed / 1024 / 1024 - base).toFixed(1)}`,
      'heap total MiB': mib(heapTotal),
      'RSS MiB': mib(rss),
      'sessions/s': rate ? rate.toFixed(0) : '',
    });
  };
  const sessions = async (count: number, end: boolean) => {
    const started = performance.now();
    let left = count;
    await Promise.all(
      Array.from({ length: CHURN_CONCURRENCY }, async () => {
        while (left-- > 0) {
          const { client, transport } = await connect(base);
          await client.callTool({ name: 'search_reviews', arguments: { rating: 4, limit: 5 } });
          if (end) await transport.terminateSession();
          await client.close();
        }
      }),
    );
    return count / ((performance.now() - started) / 1000);
  };

  await sessions(500, true); // warm-up: JIT, per-build views, sockets, heap growth
  await snapshot('baseline: after 500 warm-up sessions', 0);
  await snapshot(`${(CHURN / 2).toLocaleString('en')} sessions ended by DELETE`, await sessions(CHURN / 2, true));
  await snapshot(`${CHURN.toLocaleString('en')} sessions ended by DELETE`, await sessions(CHURN / 2, true));
  await snapshot(`then ${ABANDONED.toLocaleString('en')} abandoned (no DELETE)`, await sessions(ABANDONED, false));
  await sleep(CHURN_IDLE_MS + CHURN_IDLE_MS / 2 + 500); // idle limit plus one sweep period
  await snapshot('after the idle expiry swept them', 0);

  endpoint.close();
  server.closeAllConnections();
  server.close();
  store.close();
  console.log(JSON.stringify(rows));
}
