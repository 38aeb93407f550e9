// What signed MCP sessions (MCP_SESSION_SECRET) cost per request, against in-memory sessions
// (the baseline) in the same run: `tools/call` posted with autocannon, one session per
// connection, each mode in its own sidecar process on the same build.
//
// - in-memory sessions: one McpServer per session, kept between requests (the default);
// - signed, revocations in memory: token check, then a fresh McpServer and stateless SDK
//   transport per request;
// - signed, revocations in PostgreSQL: the same plus one primary-key SELECT per request
//   (skipped, and said so, when no PostgreSQL answers: DATABASE_URL or 127.0.0.1:5432).
//
//   node_modules/.bin/node scripts/bench/mcp-sessions.ts [--build DIR] [--reviews N]
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildForBench, generateContent } from './lib/content.ts';
import { printTable, ratio } from './lib/load.ts';
import { PROJECT_ROOT, startServerProcess } from './lib/processes.ts';

const SECONDS = Number(process.env.SECONDS ?? 6);
const CONNECTIONS = 16;
const SECRET = 'bench-only-secret-0123456789abcdef0123456789';
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const CALLS = {
  'get_business': {},
  'search_reviews rating=5': { rating: 5, limit: 20 },
} as const;
const HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-06-18' };

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

let buildDir = option('--build');
const reviews = Number(option('--reviews') ?? 10_000);
if (!buildDir) {
  const content = await generateContent(reviews);
  buildDir = await buildForBench(content.dir);
}

const modes: Array<[string, Record<string, string>]> = [
  ['in-memory sessions (baseline)', {}],
  ['signed, revocations in memory', { MCP_SESSION_SECRET: SECRET }],
];
if (await postgresAnswers()) modes.push(['signed, revocations in PostgreSQL', { MCP_SESSION_SECRET: SECRET, DATABASE_URL: POSTGRES_URL }]);
else console.log(`no PostgreSQL at ${POSTGRES_URL}: the PostgreSQL row is left out`);

const rows: Array<Record<string, string | number>> = [];
const baseline: Record<string, number> = {};
for (const [mode, env] of modes) {
  const sidecar = await startServerProcess([path.join(PROJECT_ROOT, 'sidecar/main.ts')], { BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', BASE_URL: 'http://127.0.0.1', ...env });
  try {
    for (const [tool, args] of Object.entries(CALLS)) {
      const result = await load(sidecar.url, tool.split(' ')[0]!, args);
      baseline[tool] ??= result.requestsPerSecond;
      rows.push({ tool, mode, 'req/s': result.requestsPerSecond.toFixed(0), 'p50 ms': result.p50, 'p99 ms': result.p99, 'vs baseline': ratio(result.requestsPerSecond, baseline[tool]!), errors: result.errors });
    }
  } finally {
    await sidecar.stop();
  }
}
printTable(`MCP tools/call by session mode: ${reviews.toLocaleString('en')} reviews, ${CONNECTIONS} connections (one session each), ${SECONDS} s each, sidecar in its own process`, rows);

/** CONNECTIONS sessions opened by raw initialize, then `tools/call` posted round robin over them. */
async function load(base: string, tool: string, toolArgs: object) {
  const sessions = await Promise.all(Array.from({ length: CONNECTIONS }, () => initialize(base)));
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
          return { ...request, headers: { ...HEADERS, 'mcp-session-id': sessions[n % sessions.length]! }, body: JSON.stringify({ jsonrpc: '2.0', id: n, method: 'tools/call', params: { name: tool, arguments: toolArgs } }) };
        },
      },
    ],
  });
  await Promise.all(sessions.map((id) => fetch(`${base}/mcp`, { method: 'DELETE', headers: { 'mcp-session-id': id } })));
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function initialize(base: string): Promise<string> {
  const body = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
  const response = await fetch(`${base}/mcp`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  const id = response.headers.get('mcp-session-id');
  await response.body?.cancel();
  if (!id) throw new Error(`initialize failed: ${response.status}`);
  await fetch(`${base}/mcp`, { method: 'POST', headers: { ...HEADERS, 'mcp-session-id': id }, body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' });
  return id;
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
