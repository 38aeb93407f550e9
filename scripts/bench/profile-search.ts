// A CPU profile of the sidecar under never-asked searches: starts it with --cpu-prof, drives
// distinct searches for 6 s, stops it and prints self time by function, busy time only.
// Usage: node scripts/bench/profile-search.ts BUILD_DIR PROFILE_DIR
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from './lib/processes.ts';
const [buildDir, profDir] = process.argv.slice(2) as [string, string];
fs.rmSync(profDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', profDir, 'sidecar/main.ts'], { cwd: PROJECT_ROOT, env: { ...process.env, BUILD_DIR: buildDir, PORT: '0', HOST: '127.0.0.1', DATA_DIR: `${profDir}-data` }, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve) => child.stdout!.on('data', (d) => { const m = /(http:\/\/[^\s]+)/.exec(String(d)); if (m) resolve(m[1]!.replace(/\/$/, '')); }));
const paths: string[] = [];
for (let d = 0; d < 1000; d++) for (const limit of [19, 20, 21]) paths.push(`/api/reviews/search?until=${new Date(Date.UTC(2024, 0, 1 + d)).toISOString().slice(0, 10)}&limit=${limit}`);
let next = 0;
const r = await autocannon({ url, connections: 10, duration: 6, requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }] });
console.log(`req/s ${Math.round(r.requests.average)} non2xx ${r.non2xx}`);
child.kill('SIGINT');
await new Promise((res) => child.on('exit', res));
const file = fs.readdirSync(profDir)[0]!;
const prof = JSON.parse(fs.readFileSync(`${profDir}/${file}`, 'utf8'));
const dt = new Map<number, number>();
prof.samples.forEach((id: number, i: number) => dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const self = new Map<string, number>();
let total = 0;
for (const node of prof.nodes) { const t = dt.get(node.id) ?? 0; total += t; const k = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, v]) => a + v, 0);
console.log(`busy ${((total - idle) / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s`);
for (const [k, v] of [...self].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${((v / (total - idle)) * 100).toFixed(1).padStart(5)}%  ${k}`);
