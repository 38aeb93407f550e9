// A reload taken up from an origin (ORIGIN_URL) at 100,000 reviews: one sidecar follows a
// static origin on loopback (servers/static-origin.ts) polling every second; once it serves
// the first build (mirrored into its DATA_DIR), a client asks every 10 ms while the origin
// switches to the next build. Prints the worst, p99 and p50 latency from the switch until a
// second after the new build answers (the mirror fetches the changed files and copies the
// rest), beside the same client's figures over the 3 s before.
//
//   node scripts/bench/reload-origin.ts --build DIR --next DIR [--checkout DIR]
//
// --build, --next: two build directories (see reload.ts); --checkout: run the sidecar of
// another checkout (a baseline unpacked with `git archive`, node_modules linked), one code
// per run: run it twice back to back for a before and after.
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { benchDir } from './lib/content.ts';
import { PROJECT_ROOT, serveArgs, serveEnv, startServerProcess } from './lib/processes.ts';

const { values } = parseArgs({ options: { build: { type: 'string' }, next: { type: 'string' }, checkout: { type: 'string' } } });
if (!values.build || !values.next) throw new Error('usage: reload-origin.ts --build DIR --next DIR [--checkout DIR]');
const cwd = values.checkout ?? PROJECT_ROOT;
const current = (dir: string) => buildPaths(dir).build(currentBuildId(dir)!);

const origin = await startServerProcess([path.join(PROJECT_ROOT, 'scripts/bench/servers/static-origin.ts'), current(values.build), current(values.next)]);
const started = performance.now();
const sidecar = await startServerProcess(serveArgs(cwd), {
  ...serveEnv(cwd),
  // By name, not address: the line the sidecar logs naming its origin is not its own address.
  ORIGIN_URL: origin.url.replace('127.0.0.1', 'localhost'),
  ORIGIN_POLL_SECONDS: '1',
  BUILD_DIR: benchDir('unused'),
  DATA_DIR: benchDir('origin-data'),
  PORT: '0',
  HOST: '127.0.0.1',
  BASE_URL: 'http://127.0.0.1',
}, cwd);
process.on('exit', () => void [sidecar, origin].forEach((child) => child.process.kill()));
console.log(`sidecar of ${cwd} serves the first build, mirrored in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${os.loadavg().map((v) => v.toFixed(1)).join(' ')}`);

const totalOnce = async () => ((await (await fetch(`${sidecar.url}/api/reviews/search?limit=1`)).json()) as { total: number }).total;
// Tried again once when a kept-alive socket was closed just as it was reused.
const total = () => totalOnce().catch(() => totalOnce());
const first = await total();
const samples: Array<{ at: number; ms: number }> = [];
let swapAt = 0;
const timer = setInterval(async () => {
  const at = performance.now();
  const seen = await total();
  samples.push({ at, ms: performance.now() - at });
  if (seen === first + 1 && !swapAt) swapAt = performance.now();
}, 10);
await sleep(3000);
const switchedAt = performance.now();
origin.process.kill('SIGUSR2');
while (!swapAt && performance.now() - switchedAt < 600_000) await sleep(50);
await sleep(1000);
clearInterval(timer);
await sleep(300);
if (!swapAt) throw new Error('the sidecar did not take up the next build within 10 minutes');

const sorted = (list: number[]) => list.sort((a, b) => a - b);
const at = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
const during = sorted(samples.filter((s) => s.at >= switchedAt).map((s) => s.ms));
const before = sorted(samples.filter((s) => s.at < switchedAt).map((s) => s.ms));
console.log(`new build answered ${((swapAt - switchedAt) / 1000).toFixed(1)} s after the switch; during: worst ${at(during, 1).toFixed(0)} ms, p99 ${at(during, 0.99).toFixed(0)}, p50 ${at(during, 0.5).toFixed(1)} (${during.length} requests); 3 s before: worst ${at(before, 1).toFixed(0)}, p99 ${at(before, 0.99).toFixed(0)}`);
await sidecar.stop();
await origin.stop();
process.exit(0);
