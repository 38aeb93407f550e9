// A CPU profile of the sidecar under one kind of load: starts it with --cpu-prof, drives it
// for 6 s, stops it and prints self time by function, busy time only.
// Usage: node scripts/bench/profile-search.ts BUILD_DIR PROFILE_DIR [KIND]
//   KIND: `until` (never-asked searches by date and limit, the default), `mixed` (never-asked
//   searches by a random word, date and limit, as the issue measures them), `filtered`
//   (never-asked rating=…&since=…&mentions_technician=… as search.ts cycles them), or `304`
//   (a conditional GET of /reviews.json answered 304).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from './lib/processes.ts';

const LOAD_SECONDS = 6;
const [buildDir, profDir, kind = 'until'] = process.argv.slice(2) as [string, string, string?];
fs.rmSync(profDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', profDir, 'sidecar/main.ts'], {
  cwd: PROJECT_ROOT,
  env: { ...process.env, BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', DATA_DIR: `${profDir}-data` },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve) =>
  child.stdout!.on('data', (d) => {
    const m = /(http:\/\/[^\s]+)/.exec(String(d));
    if (m) resolve(m[1]!.replace(/\/$/, ''));
  }),
);

const day = (offset: number) => new Date(Date.UTC(2023, 4, 15 + offset)).toISOString().slice(0, 10);
const WORDS = ['leak', 'gutter', 'flashing', 'crew', 'clean', 'price', 'late', 'shingle', 'storm', 'estimate', 'insurance', 'chimney', 'skylight', 'warranty', 'permit', 'nails', 'office', 'quote', 'water', 'attic'];
const paths: string[] = [];
const headers: Record<string, string> = {};
if (kind === '304') {
  paths.push('/reviews.json');
  headers['if-none-match'] = (await fetch(`${url}/reviews.json`, { method: 'HEAD' })).headers.get('etag')!;
} else if (kind === 'mixed') {
  for (let n = 0; n < 20_000; n++) paths.push(`/api/reviews/search?${new URLSearchParams({ query: WORDS[n % WORDS.length]!, since: day((n * 7919) % 1200), limit: String(1 + ((n * 31) % 100)) })}`);
} else if (kind === 'filtered') {
  for (let d = 0; d < 1200; d++) for (let rating = 1; rating <= 5; rating++) for (const name of ['Dave', 'Sam', 'Hector']) paths.push(`/api/reviews/search?rating=${rating}&since=${day(d)}&mentions_technician=${name}`);
} else {
  for (let d = 0; d < 1000; d++) for (const limit of [19, 20, 21]) paths.push(`/api/reviews/search?until=${day(d)}&limit=${limit}`);
}

let next = 0;
const r = await autocannon({ url, connections: 10, duration: LOAD_SECONDS, headers, requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }] });
console.log(`${kind}: req/s ${Math.round(r.requests.average)} non2xx ${r.non2xx} p50 ${r.latency.p50} ms p99 ${r.latency.p99} ms`);
child.kill('SIGINT');
await new Promise((res) => child.on('exit', res));

const file = fs.readdirSync(profDir)[0]!;
const prof = JSON.parse(fs.readFileSync(`${profDir}/${file}`, 'utf8'));
// Only the samples of the load (its last LOAD_SECONDS), not the start-up before it.
const dt = new Map<number, number>();
let at = prof.startTime as number;
const from = (prof.endTime as number) - LOAD_SECONDS * 1e6;
prof.samples.forEach((id: number, i: number) => {
  at += prof.timeDeltas[i] ?? 0;
  if (at >= from) dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const self = new Map<string, number>();
let total = 0;
for (const node of prof.nodes) {
  const t = dt.get(node.id) ?? 0;
  total += t;
  const k = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + t);
}
const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, v]) => a + v, 0);
console.log(`busy ${((total - idle) / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s`);
for (const [k, v] of [...self].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${((v / (total - idle)) * 100).toFixed(1).padStart(5)}%  ${k}`);
