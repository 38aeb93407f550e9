// `npm run bench`: every benchmark, one after another, each in its own process so one's
// memory and JIT state cannot colour the next. Each prints its figures beside a baseline
// measured in the same run. Pass names to run a subset: `npm run bench -- build search`.
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from './lib/processes.ts';

const BENCHMARKS = {
  build: 'scripts/bench/build.ts',
  'not-modified': 'scripts/bench/not-modified.ts',
  search: 'scripts/bench/search.ts',
  mcp: 'scripts/bench/mcp.ts',
  'mcp-sessions': 'scripts/bench/mcp-sessions.ts',
  reload: 'scripts/bench/reload.ts',
  hub: 'scripts/bench/hub-fanout.ts',
  topology: 'scripts/bench/topology.ts',
  insights: 'scripts/bench/insights.ts',
} as const;

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in BENCHMARKS));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const [name, file] of Object.entries(BENCHMARKS)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n=== ${name} (${file})`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--expose-gc', file], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  console.log(`=== ${name}: ${result.status === 0 ? 'done' : `FAILED (${result.status ?? result.signal})`} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
