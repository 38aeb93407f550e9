// MCP benchmark at 100,000 generated reviews, two parts.
//
// 1. Throughput: `tools/call search_reviews {rating: 5, limit: 20}` posted as raw JSON-RPC on
//    ONE session (16 connections, distinct ids), next to GET /api/reviews/search for the same
//    query (the baseline), driven by autocannon against one sidecar process in the same run.
//    Rounds alternate and each figure keeps its median round; beside req/s and p50/p99, the
//    sidecar's own CPU time per request (from /proc), which a busy shared machine disturbs
//    least. Then the SDK's own Client (one session per connection; it parses and validates
//    every result, so it measures the client as much as the server), and get_insights (the
//    summary section, and the whole document) beside GET /insights.json. RSS after all of it.
//    With `--baseline REF` the same figures are measured on the sidecar of git REF as well
//    (unpacked beside this checkout), for a before/after in one run.
// 2. Session churn: 10,000 sessions opened, used once and closed by DELETE (memory read at
//    5,000 and 10,000), then 2,000 more abandoned without DELETE (left to the 1,000 cap and the
//    idle expiry): heap and RSS after GC, and how many sessions are live. Runs in a child with
//    --expose-gc; the baseline is the same process after a warm-up.
//
//   node_modules/.bin/node scripts/bench/mcp.ts [--build DIR] [--baseline REF] [--no-churn]
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import autocannon from 'autocannon';
import { createUrls } from '../../core/urls.ts';
import { createApp } from '../../sidecar/app.ts';
import { createDirectorySource } from '../../sidecar/build-source/index.ts';
import { createBuildStore } from '../../sidecar/build-store.ts';
import { createMcpEndpoint } from '../../sidecar/mcp/router.ts';
import { checkoutBaseline } from './lib/baseline.ts';
import { buildForBench, generateContent } from './lib/content.ts';
import { cpuMsOf, initializeSession, MCP_HEADERS, toolCallRequests } from './lib/mcp-load.ts';
import { printTable, ratio } from './lib/load.ts';
import { PROJECT_ROOT, RSS_SETTLE_MS, serveArgs, serveEnv, startServerProcess, type Child } from './lib/processes.ts';

const REVIEWS = 100_000;
const SECONDS = Number(process.env.SECONDS ?? 8);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
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
if (args.includes('--churn')) await churnWorker(args[args.indexOf('--churn') + 1]!);
else {
  const { values } = parseArgs({ options: { build: { type: 'string' }, baseline: { type: 'string' }, 'no-churn': { type: 'boolean' } } });
  await main(values.build, values.baseline, !values['no-churn']);
}

async function main(existingBuild: string | undefined, baselineRef: string | undefined, withChurn: boolean): Promise<void> {
  let buildDir = existingBuild;
  if (!buildDir) {
    const content = await generateContent(REVIEWS);
    console.log(`generated ${REVIEWS} reviews in ${content.seconds.toFixed(0)} s; building…`);
    buildDir = await buildForBench(content.dir);
  }
  const checkouts: Array<{ label: string; root: string }> = [{ label: 'this checkout', root: PROJECT_ROOT }];
  if (baselineRef) {
    const baseline = checkoutBaseline(baselineRef);
    checkouts.push({ label: `baseline ${baseline.commit}`, root: baseline.dir });
  }
  for (const checkout of checkouts) await throughput(buildDir, checkout);
  if (withChurn) await churn(buildDir);
}

// --- 1. Throughput -------------------------------------------------------------------------

type Load = { requestsPerSecond: number; p50: number; p99: number; errors: number; cpuMs: number };

async function throughput(buildDir: string, checkout: { label: string; root: string }): Promise<void> {
  // Started as `npm run serve` starts it in that checkout (its V8 flags and malloc setting).
  const sidecar = await startServerProcess(serveArgs(checkout.root), { ...serveEnv(checkout.root), BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', BASE_URL: 'http://127.0.0.1' }, checkout.root);
  const rssIdle = sidecar.rssMiB();
  try {
    const rows: Array<Record<string, string | number>> = [];
    const row = (query: string, what: string, load: Load, base: Load) => ({
      query,
      path: what,
      'req/s': load.requestsPerSecond.toFixed(0),
      'p50 ms': load.p50,
      'p99 ms': load.p99,
      'vs REST': ratio(load.requestsPerSecond, base.requestsPerSecond),
      'CPU ms/req': load.cpuMs.toFixed(3),
      'CPU vs REST': ratio(load.cpuMs, base.cpuMs),
      errors: load.errors,
    });
    for (const query of QUERIES) {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const restUrl = `${sidecar.url}/api/reviews/search?${qs}`;
      const restBody = Buffer.from(await (await fetch(restUrl)).arrayBuffer());
      const session = await initializeSession(sidecar.url);
      const mcpResult = await callOnce(sidecar.url, session, 'search_reviews', query);
      // The same answer both ways: the REST body is the structured content, and the text content is its JSON.
      if (JSON.stringify(mcpResult.structuredContent) !== restBody.toString() || mcpResult.content[0]!.text !== restBody.toString()) {
        throw new Error(`MCP search_reviews and GET ${qs} answer differently`);
      }
      const rest: Load[] = [];
      const raw: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        rest.push(await restLoad(sidecar, restUrl, CONNECTIONS));
        raw.push(await mcpLoad(sidecar, [session], 'search_reviews', query, CONNECTIONS));
      }
      const sdk = await sdkLoop(sidecar, query);
      await endSession(sidecar.url, session);
      const base = median(rest);
      rows.push(
        row(qs, 'GET /api/reviews/search (baseline)', base, base),
        row(qs, 'tools/call, one session, raw POST', median(raw), base),
        row(qs, `tools/call, SDK Client, ${CONNECTIONS} sessions`, sdk, base),
      );
    }
    // get_insights beside the published file it comes from, at low concurrency: the whole
    // document's answer is twice insights.json (structured, and escaped as text).
    const insightsUrl = `${sidecar.url}/insights.json`;
    const insightsBytes = (await (await fetch(insightsUrl)).arrayBuffer()).byteLength;
    const session = await initializeSession(sidecar.url);
    const file = await restLoad(sidecar, insightsUrl, 2, 4);
    rows.push(row(`insights.json, ${mib(insightsBytes)} MiB`, 'GET /insights.json (baseline)', file, file));
    for (const section of ['summary', undefined]) {
      const callArgs = section ? { section } : {};
      const bytes = (await callOnce(sidecar.url, session, 'get_insights', callArgs)).bytes;
      rows.push(row(`get_insights ${JSON.stringify(callArgs)}, answer ${mib(bytes)} MiB`, 'tools/call, one session, raw POST', await mcpLoad(sidecar, [session], 'get_insights', callArgs, 2, 4), file));
    }
    await endSession(sidecar.url, session);
    // Right after the load, and once V8 and malloc have had time to give back what it freed.
    const rssAfter = sidecar.rssMiB();
    await sleep(RSS_SETTLE_MS);
    printTable(
      `${checkout.label}: ${REVIEWS.toLocaleString('en')} reviews, ${CONNECTIONS} connections (get_insights: 2), ${SECONDS} s per round, median of ${ROUNDS} alternating rounds; sidecar in its own process, RSS ${rssIdle} MiB idle, ${rssAfter} MiB right after this load, ${sidecar.rssMiB()} MiB ${RSS_SETTLE_MS / 1000} s later`,
      rows,
    );
  } finally {
    await sidecar.stop();
  }
}

function median(loads: Load[]): Load {
  return [...loads].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[loads.length >> 1]!;
}

async function restLoad(sidecar: Child, url: string, connections: number, seconds = SECONDS): Promise<Load> {
  const cpuBefore = cpuMsOf(sidecar.process.pid!);
  const result = await autocannon({ url, connections, duration: seconds });
  return summarise(result, cpuMsOf(sidecar.process.pid!) - cpuBefore);
}

/** tools/call posted with autocannon over the given sessions, round robin, each with its own id. */
async function mcpLoad(sidecar: Child, sessions: string[], tool: string, toolArgs: object, connections: number, seconds = SECONDS): Promise<Load> {
  const cpuBefore = cpuMsOf(sidecar.process.pid!);
  const result = await autocannon({
    url: `${sidecar.url}/mcp`,
    connections,
    duration: seconds,
    requests: toolCallRequests(sessions, tool, toolArgs),
  });
  return summarise(result, cpuMsOf(sidecar.process.pid!) - cpuBefore);
}

function summarise(result: autocannon.Result, cpuMs: number): Load {
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, cpuMs: cpuMs / Math.max(1, result.requests.total) };
}

async function endSession(base: string, id: string): Promise<void> {
  await (await fetch(`${base}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': id } })).text();
}

async function callOnce(base: string, session: string, tool: string, toolArgs: object) {
  const response = await fetch(`${base}/mcp`, { method: 'POST', headers: { ...MCP_HEADERS, 'mcp-session-id': session }, body: JSON.stringify({ jsonrpc: '2.0', id: 'check', method: 'tools/call', params: { name: tool, arguments: toolArgs } }) });
  const text = await response.text();
  const message = JSON.parse(text) as { result?: { content: Array<{ text: string }>; structuredContent?: unknown; isError?: boolean } };
  if (response.status !== 200 || !message.result || message.result.isError) throw new Error(`${tool} ${JSON.stringify(toolArgs)}: ${response.status} ${text.slice(0, 300)}`);
  return { ...message.result, bytes: Buffer.byteLength(text) };
}

/** CONNECTIONS SDK clients, one session each, calling search_reviews back to back for SECONDS. */
async function sdkLoop(sidecar: Child, query: Record<string, string | number>): Promise<Load> {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => connect(sidecar.url)));
  const latencies: number[] = [];
  let errors = 0;
  // Warm-up: a second of calls not counted, as autocannon's first requests are JIT-cold too.
  const run = async (until: number, record: boolean) => {
    await Promise.all(
      clients.map(async ({ client }) => {
        while (performance.now() < until) {
          const started = performance.now();
          const result = await client.callTool({ name: 'search_reviews', arguments: query });
          if (result.isError) errors++;
          if (record) latencies.push(performance.now() - started);
        }
      }),
    );
  };
  await run(performance.now() + 1000, false);
  const cpuBefore = cpuMsOf(sidecar.process.pid!);
  const started = performance.now();
  await run(started + SECONDS * 1000, true);
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = (cpuMsOf(sidecar.process.pid!) - cpuBefore) / latencies.length;
  await Promise.all(clients.map(async ({ client, transport }) => (await transport.terminateSession(), await client.close())));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { requestsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, cpuMs };
}

async function connect(base: string) {
  const client = new Client({ name: 'bench', version: '1.0.0' }, { jsonSchemaValidator: clientValidator });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`));
  await client.connect(transport);
  return { client, transport };
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
