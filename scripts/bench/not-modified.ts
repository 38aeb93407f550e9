// Requests/s of a conditional GET answered 304 by the sidecar, next to a bare node:http
// server answering a fixed 304 (the ceiling for any Node server), measured in the same run.
import path from 'node:path';
import { measure, printTable, ratio } from './lib/load.ts';
import { PROJECT_ROOT, startServerProcess } from './lib/processes.ts';
import { buildForBench } from './lib/content.ts';

export async function benchNotModified(options: { seconds?: number; contentDir?: string } = {}) {
  const seconds = options.seconds ?? 5;
  const buildDir = await buildForBench(options.contentDir ?? path.join(PROJECT_ROOT, 'tests/fixtures/small'));
  const sidecar = await startServerProcess(['sidecar/main.ts'], { BUILD_DIR: buildDir, PORT: '0', DATA_DIR: path.join(buildDir, 'data') });
  const bare = await startServerProcess(['scripts/bench/servers/bare-fixed.ts', '304']);
  try {
    const etag = (await fetch(`${sidecar.url}/reviews.json`, { method: 'HEAD' })).headers.get('etag')!;
    const ours = await measure(`${sidecar.url}/reviews.json`, { seconds, headers: { 'If-None-Match': etag } });
    const ceiling = await measure(`${bare.url}/reviews.json`, { seconds, headers: { 'If-None-Match': etag } });
    if (ours.statusCodes['304'] === undefined || Object.keys(ours.statusCodes).length !== 1) throw new Error(`sidecar did not answer only 304: ${JSON.stringify(ours.statusCodes)}`);
    printTable(`304 Not Modified on /reviews.json, ${seconds} s each, 20 connections`, [
      { server: 'bare node:http fixed 304 (baseline)', 'req/s': Math.round(ceiling.requestsPerSecond), 'p50 ms': ceiling.p50, 'p99 ms': ceiling.p99, 'vs baseline': '1.00x' },
      { server: 'sidecar (manifest ETag, ahead of Express)', 'req/s': Math.round(ours.requestsPerSecond), 'p50 ms': ours.p50, 'p99 ms': ours.p99, 'vs baseline': ratio(ours.requestsPerSecond, ceiling.requestsPerSecond) },
    ]);
    return { ours, ceiling };
  } finally {
    await Promise.all([sidecar.stop(), bare.stop()]);
  }
}

if (import.meta.main) await benchNotModified();
