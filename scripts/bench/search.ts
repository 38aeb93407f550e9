// GET /api/reviews/search at 100,000 generated reviews: requests/s and p50/p99 for three
// searches, each next to (a) a bare node:http server answering a fixed body of the same size,
// the ceiling for any Node server, and (b) json-server 0.17 serving the same reviews with its
// `q` full-text filter, measured in the same run; plus the servers' RSS and the engine's own
// cost per search in-process (first and repeated).
//
// Usage: node scripts/bench/search.ts [--reviews N] [--seconds S per round, default 2] [--build DIR] [--baseline REF]
//   --build reuses a build directory (BUILD_DIR of an earlier `npm run build`) instead of
//   generating and building one, which takes about two minutes at 100,000 reviews.
//   --baseline also runs the sidecar of git REF (unpacked beside this one) on the same build,
//   and measures its never-asked searches in the same rounds: before and after in one run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { parsePublishedDataset } from '../../core/dataset/published.ts';
import { createQueryEngine } from '../../core/query/engine.ts';
import { createTextSearch } from '../../core/query/text-search.ts';
import { SearchQuery } from '../../core/schemas/query.ts';
import { checkoutBaseline } from './lib/baseline.ts';
import { benchDir, buildForBench, generateContent } from './lib/content.ts';
import { measure, printTable, ratio, type LoadResult } from './lib/load.ts';
import { cpuMsOf } from './lib/mcp-load.ts';
import { RSS_SETTLE_MS, serveArgs, serveEnv, startServerProcess, type Child } from './lib/processes.ts';
import autocannon from 'autocannon';

type Query = { name: string; search: Record<string, string>; jsonServer: string; distinct: string[] };

/**
 * The three searches of the issue, what a json-server user would write for each, and for each
 * a list of thousands of distinct variants (other dates, limits, words) cycled through so no
 * request is answered from the answer cache (16 MiB per build, least recently used first: a
 * cycle of more answers than fit always misses): the cost of a search computed afresh. The
 * text search still remembers its last 256 needles.
 */
function queriesFor(dataset: ReturnType<typeof parsePublishedDataset>): Query[] {
  // A `since` in the middle of the data, and the technician named in the most reviews.
  const since = dataset.reviews[Math.floor(dataset.reviews.length / 2)]!.date;
  const counts = new Map<string, number>();
  for (const review of dataset.reviews) for (const name of review.mentions.technicians) counts.set(name, (counts.get(name) ?? 0) + 1);
  const technicians = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name.split(' ')[0]!);
  const first = technicians[0] ?? dataset.business.technicians[0]!.name.split(' ')[0]!;
  const dates = [...new Set(dataset.reviews.map((r) => r.date))];
  const words = [...new Set(dataset.reviews.slice(0, 5000).flatMap((r) => r.text.toLowerCase().match(/[a-z]{4,}/g) ?? []))].slice(0, 3000);
  const path = (params: Record<string, string | number>) => `/api/reviews/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  return [
    {
      name: 'no filter',
      search: {},
      jsonServer: '_limit=20',
      distinct: dates.flatMap((until) => [19, 20, 21].map((limit) => path({ until, limit }))),
    },
    {
      name: 'query=leak',
      search: { query: 'leak' },
      jsonServer: 'q=leak&_limit=20',
      distinct: words.flatMap((word) => [19, 20, 21].map((limit) => path({ query: word, limit }))),
    },
    {
      name: `rating=1&since=${since}&mentions_technician=${first}`,
      search: { rating: '1', since, mentions_technician: first },
      jsonServer: `rating=1&date_gte=${since}&mentions.technicians_like=${encodeURIComponent(first)}&_limit=20`,
      distinct: dates.flatMap((date) => [1, 2, 3, 4, 5].flatMap((rating) => technicians.slice(0, 3).map((t) => path({ rating, since: date, mentions_technician: t })))),
    },
  ];
}

/** Like measure(), but each request takes the next path of `paths` in turn. */
async function measureDistinct(base: string, paths: string[], seconds: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, statusCodes: {} };
}

/** Reads the build's dataset once: the searches to run, and the same reviews as json-server's db.json. */
function prepare(reviewsJson: string, dbFile: string) {
  const dataset = parsePublishedDataset(fs.readFileSync(reviewsJson, 'utf8'));
  // Newest first like ours, so json-server's first page is ours too.
  fs.writeFileSync(dbFile, JSON.stringify({ reviews: dataset.reviews }));
  return { queries: queriesFor(dataset), size: dataset.reviews.length };
}

function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** A load's result with the server's CPU time per request (µs): what a busy machine disturbs least. */
type Measured = LoadResult & { cpuUs: number };

async function withCpu(server: Child, seconds: number, load: Promise<LoadResult>): Promise<Measured> {
  const before = cpuMsOf(server.process.pid!);
  const result = await load;
  const requests = result.requestsPerSecond * seconds;
  return { ...result, cpuUs: requests > 0 ? ((cpuMsOf(server.process.pid!) - before) * 1000) / requests : NaN };
}

/** Alternating rounds per figure; see benchSearch. */
const ROUNDS = 3;

/** The round with the median requests/s (its latencies go with it), and the median CPU per request. */
function median(results: Measured[]): Measured {
  const middle = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[results.length >> 1]!;
  return { ...middle, cpuUs: [...results].map((r) => r.cpuUs).sort((a, b) => a - b)[results.length >> 1]! };
}

const row = (server: string, r: LoadResult & { cpuUs?: number }, base?: Measured) => ({
  server,
  'req/s': Math.round(r.requestsPerSecond),
  'p50 ms': r.p50,
  'p99 ms': r.p99,
  errors: r.errors + r.non2xx,
  ...(base ? { 'vs ceiling': ratio(r.requestsPerSecond, base.requestsPerSecond) } : { 'vs ceiling': '1.00x' }),
  'CPU us/req': r.cpuUs === undefined ? '' : r.cpuUs.toFixed(0),
  // The ceiling's CPU per request over ours: the share of its capacity per core we reach.
  'CPU vs ceiling': r.cpuUs === undefined ? '' : base ? ratio(base.cpuUs, r.cpuUs) : '1.00x',
});

export async function benchSearch(options: { reviews?: number; seconds?: number; buildDir?: string; baseline?: string } = {}) {
  const reviews = options.reviews ?? 100_000;
  const seconds = options.seconds ?? 2;
  let buildDir = options.buildDir;
  if (!buildDir) {
    const content = await generateContent(reviews);
    console.log(`generated ${reviews} reviews in ${content.seconds.toFixed(1)} s; building (about 2 minutes at 100,000)...`);
    const started = performance.now();
    buildDir = await buildForBench(content.dir);
    console.log(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const id = currentBuildId(buildDir);
  if (!id) throw new Error(`no current build in ${buildDir}`);
  const reviewsJson = path.join(buildPaths(buildDir).build(id), 'reviews.json');
  const scratch = benchDir('search');
  const dbFile = path.join(scratch, 'db.json');
  const { queries, size } = prepare(reviewsJson, dbFile);
  // autocannon runs in this process: drop the dataset now, or a major GC of it lands mid-run.
  collectGarbage();

  const sidecar = await startServerProcess(serveArgs(), { ...serveEnv(), BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(scratch, 'data') });
  const baseline = options.baseline ? checkoutBaseline(options.baseline) : undefined;
  const before = baseline
    ? await startServerProcess(serveArgs(baseline.dir), { ...serveEnv(baseline.dir), BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(scratch, 'data-baseline') }, baseline.dir)
    : undefined;
  const jsonServer = await startServerProcess(['scripts/bench/servers/json-server.ts', dbFile]);
  const results: Array<Record<string, string | number>> = [];
  const summary: Array<Record<string, string | number>> = [];
  try {
    for (const query of queries) {
      const url = `${sidecar.url}/api/reviews/search${Object.keys(query.search).length ? `?${new URLSearchParams(query.search)}` : ''}`;
      const answer = await fetch(url);
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
      const body = Buffer.from(await answer.arrayBuffer());
      const { total } = JSON.parse(body.toString()) as { total: number };
      const bodyFile = path.join(scratch, `body-${summary.length}.json`);
      fs.writeFileSync(bodyFile, body);
      const bare = await startServerProcess(['scripts/bench/servers/bare-fixed.ts', '200', bodyFile]);
      // Rounds alternate ceiling and sidecar, and each figure is the median of its rounds, so
      // a burst of other work on the machine weighs on both sides alike.
      const rounds: Array<[Measured, Measured, Measured, Measured?]> = [];
      try {
        await measure(`${bare.url}/`, { seconds: 1, connections: 10 }); // warm-ups, not counted
        await measure(url, { seconds: 1, connections: 10 });
        for (let round = 0; round < ROUNDS; round++) {
          rounds.push([
            await withCpu(bare, seconds, measure(`${bare.url}/`, { seconds, connections: 10 })),
            await withCpu(sidecar, seconds, measure(url, { seconds, connections: 10 })),
            await withCpu(sidecar, seconds, measureDistinct(sidecar.url, query.distinct, seconds)),
            before ? await withCpu(before, seconds, measureDistinct(before.url, query.distinct, seconds)) : undefined,
          ]);
        }
      } finally {
        await bare.stop();
      }
      const ceiling = median(rounds.map((r) => r[0]));
      const ours = median(rounds.map((r) => r[1]));
      const fresh = median(rounds.map((r) => r[2]));
      const freshBefore = before ? median(rounds.map((r) => r[3]!)) : undefined;
      // One connection: json-server answers one request at a time anyway, and a full-text
      // search of 100,000 reviews takes it longer than a run with 10 queued requests lasts.
      const theirs = await measure(`${jsonServer.url}/reviews?${query.jsonServer}`, { seconds: seconds * ROUNDS, connections: 1 });
      console.log(`\n${query.name}: ${total} matches, ${body.length} bytes per page of 20`);
      results.push(
        row(`  bare node:http, fixed ${body.length} B (ceiling)`, ceiling),
        row('  sidecar, this search repeated', ours, ceiling),
        row(`  sidecar, ${query.distinct.length} variants in turn (never cached)`, fresh, ceiling),
        ...(freshBefore ? [row(`  baseline ${baseline!.commit}, the same variants (never cached)`, freshBefore, ceiling)] : []),
        row('  json-server 0.17 (1 connection)', theirs, ceiling),
      );
      summary.push({
        search: query.name,
        'repeated req/s': Math.round(ours.requestsPerSecond),
        'vs ceiling': ratio(ours.requestsPerSecond, ceiling.requestsPerSecond),
        'never-cached req/s': Math.round(fresh.requestsPerSecond),
        'vs ceiling ': ratio(fresh.requestsPerSecond, ceiling.requestsPerSecond),
        'CPU vs ceiling': ratio(ceiling.cpuUs, fresh.cpuUs),
        ...(freshBefore
          ? { [`never-cached ${baseline!.commit} vs ceiling`]: ratio(freshBefore.requestsPerSecond, ceiling.requestsPerSecond), [`${baseline!.commit} CPU vs ceiling`]: ratio(ceiling.cpuUs, freshBefore.cpuUs) }
          : {}),
        'json-server req/s': theirs.requestsPerSecond.toFixed(1),
        'repeated vs json-server': ratio(ours.requestsPerSecond, theirs.requestsPerSecond),
        'never-cached vs json-server': ratio(fresh.requestsPerSecond, theirs.requestsPerSecond),
      });
      printTable(`${query.name} (median of ${ROUNDS} alternating rounds of ${seconds} s, 10 connections; load average ${os.loadavg()[0]!.toFixed(1)})`, results.slice(freshBefore ? -5 : -4));
    }
    printTable(`Summary at ${size} reviews (targets: >= 0.50x the ceiling, > 1.00x json-server)`, summary);
    // Right after the last round, and again once V8 and malloc have had time to give back what
    // the burst freed (reload.ts reads its RSS the same 10 s after each phase).
    const servers: Array<[string, Child]> = [['sidecar (dataset, engine, indexes)', sidecar], ...(before ? [[`sidecar at ${baseline!.commit}`, before] as [string, Child]] : []), ['json-server 0.17 (same reviews)', jsonServer]];
    const rightAfter = servers.map(([, child]) => child.rssMiB());
    await sleep(RSS_SETTLE_MS);
    printTable('Resident memory after the runs', servers.map(([server, child], k) => ({ server, 'RSS MiB right after': rightAfter[k]!, [`RSS MiB ${RSS_SETTLE_MS / 1000} s later`]: child.rssMiB() })));
  } finally {
    await Promise.all([sidecar.stop(), jsonServer.stop(), before?.stop()]);
  }

  // The engine alone, in this process: a first search pays for the text scan, a repeat does not.
  const dataset = parsePublishedDataset(fs.readFileSync(reviewsJson, 'utf8'));
  const started = performance.now();
  const engine = createQueryEngine(dataset);
  const buildMs = performance.now() - started;
  const timings = queries.map((query) => {
    const params = SearchQuery.parse(query.search);
    let t = performance.now();
    engine.searchBytes(params);
    const first = performance.now() - t;
    t = performance.now();
    for (let i = 0; i < 200; i++) engine.searchBytes(params);
    return { search: query.name, 'first ms': first.toFixed(2), 'repeated ms': ((performance.now() - t) / 200).toFixed(3) };
  });
  const fresh = ['gutter', 'flashing', 'permit', 'xyzzy', 'crew was'].map((needle) => {
    const t = performance.now();
    engine.searchBytes(SearchQuery.parse({ query: needle }));
    return performance.now() - t;
  });
  timings.push({ search: 'query=<5 other needles, first time each>', 'first ms': (fresh.reduce((a, b) => a + b) / fresh.length).toFixed(2), 'repeated ms': '-' });
  printTable(`Engine in-process (indexes built in ${buildMs.toFixed(0)} ms)`, timings);

  // Does the word index pay? Each needle's first search, by full scan and through the index.
  const text = createTextSearch(dataset.reviews);
  const needles = ['leak', 'gutter', 'flashing', 'permit', 'dave', 'the', 'roof', 'ea', 'crew was', 'a leak', 'permit fee was added', ']]>'];
  const rows = needles.map((needle) => {
    let t = performance.now();
    const scanned = text.scan(needle);
    const scanMs = performance.now() - t;
    t = performance.now();
    const found = text.find(needle);
    const indexMs = performance.now() - t;
    if (found.length !== scanned.length) throw new Error(`word index and scan disagree on ${JSON.stringify(needle)}`);
    return { needle: JSON.stringify(needle), matches: found.length, 'scan ms': scanMs.toFixed(2), 'word index ms': indexMs.toFixed(2), speed: ratio(scanMs, indexMs) };
  });
  printTable(`Text search, first time per needle: full scan (baseline) vs word index (${text.words} distinct words)`, rows);
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { reviews: { type: 'string' }, seconds: { type: 'string' }, build: { type: 'string' }, baseline: { type: 'string' } } });
  await benchSearch({ reviews: values.reviews ? Number(values.reviews) : undefined, seconds: values.seconds ? Number(values.seconds) : undefined, buildDir: values.build, baseline: values.baseline });
  process.exit(0);
}
