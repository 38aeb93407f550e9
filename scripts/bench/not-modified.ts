// Requests/s of a conditional GET answered 304 by the sidecar, next to (a) a bare node:http
// server answering a fixed 304 (the ceiling for any Node server) and (b) nginx serving the
// same build directory (the anchor a CDN will be), measured in alternating rounds of one run.
//
// Usage: node scripts/bench/not-modified.ts [--build DIR] [--seconds S per round, default 3]
//   --build reuses a build directory instead of building the small fixture.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { measure, printTable, ratio, type LoadResult } from './lib/load.ts';
import { PROJECT_ROOT, serveArgs, serveEnv, startServerProcess } from './lib/processes.ts';
import { buildForBench } from './lib/content.ts';
import { startNginx } from '../../tests/helpers/nginx.ts';

const ROUNDS = 3;
const FILE = '/reviews.json';

function median(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[results.length >> 1]!;
}

export async function benchNotModified(options: { seconds?: number; contentDir?: string; buildDir?: string } = {}) {
  const seconds = options.seconds ?? 3;
  const buildDir = options.buildDir ?? (await buildForBench(options.contentDir ?? path.join(PROJECT_ROOT, 'tests/fixtures/small')));
  const id = currentBuildId(buildDir);
  if (!id) throw new Error(`no current build in ${buildDir}`);
  const sidecar = await startServerProcess(serveArgs(), { ...serveEnv(), BUILD_DIR: buildDir, PORT: '0', DATA_DIR: path.join(buildDir, 'data') });
  const bare = await startServerProcess(['scripts/bench/servers/bare-fixed.ts', '304']);
  const nginx = await startNginx({ server: `root ${buildPaths(buildDir).build(id)};\n    location / { add_header Cache-Control "public, max-age=60"; }`, accessLog: false });
  try {
    const etag = (await fetch(`${sidecar.url}${FILE}`, { method: 'HEAD' })).headers.get('etag')!;
    const nginxEtag = (await fetch(`${nginx.url}${FILE}`, { method: 'HEAD' })).headers.get('etag')!;
    const runs = {
      bare: () => measure(`${bare.url}${FILE}`, { seconds, headers: { 'If-None-Match': etag } }),
      ours: () => measure(`${sidecar.url}${FILE}`, { seconds, headers: { 'If-None-Match': etag } }),
      nginx: () => measure(`${nginx.url}${FILE}`, { seconds, headers: { 'If-None-Match': nginxEtag } }),
    };
    for (const run of Object.values(runs)) {
      const warm = await run(); // warm-ups, not counted
      if (warm.statusCodes['304'] === undefined || Object.keys(warm.statusCodes).length !== 1) throw new Error(`not only 304s: ${JSON.stringify(warm.statusCodes)}`);
    }
    const rounds: Record<keyof typeof runs, LoadResult[]> = { bare: [], ours: [], nginx: [] };
    for (let round = 0; round < ROUNDS; round++) for (const [name, run] of Object.entries(runs)) rounds[name as keyof typeof runs].push(await run());
    const ceiling = median(rounds.bare);
    const ours = median(rounds.ours);
    const anchor = median(rounds.nginx);
    const row = (server: string, r: LoadResult) => ({ server, 'req/s': Math.round(r.requestsPerSecond), 'p50 ms': r.p50, 'p99 ms': r.p99, 'vs bare': ratio(r.requestsPerSecond, ceiling.requestsPerSecond), 'vs nginx': ratio(r.requestsPerSecond, anchor.requestsPerSecond) });
    printTable(`304 Not Modified on ${FILE} (median of ${ROUNDS} alternating rounds of ${seconds} s, 20 connections)`, [
      row('bare node:http fixed 304 (ceiling)', ceiling),
      row('sidecar (manifest ETag, ahead of Express)', ours),
      row('nginx, 1 worker, same build directory (CDN anchor)', anchor),
    ]);
    return { ours, ceiling, nginx: anchor };
  } finally {
    await Promise.all([sidecar.stop(), bare.stop(), nginx.stop()]);
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { build: { type: 'string' }, seconds: { type: 'string' } } });
  await benchNotModified({ buildDir: values.build, seconds: values.seconds ? Number(values.seconds) : undefined });
  process.exit(0);
}
