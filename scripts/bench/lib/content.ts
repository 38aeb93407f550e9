import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tempDir } from '../../../tests/helpers/build.ts';
import { PROJECT_ROOT } from './processes.ts';

const run = promisify(execFile);

/** A scratch directory for one benchmark run, removed on exit. */
export function benchDir(name: string): string {
  return tempDir(`bench-${name}`);
}

/** A generated content folder of `reviews` reviews (the real generator, fixed seed). */
export async function generateContent(reviews: number): Promise<{ dir: string; seconds: number }> {
  const dir = benchDir(`content-${reviews}`);
  const started = performance.now();
  await run(process.execPath, ['scripts/generate.ts', '--reviews', String(reviews), '--out', dir, '--seed', '7'], { cwd: PROJECT_ROOT, maxBuffer: 16 * 1024 * 1024 });
  return { dir, seconds: (performance.now() - started) / 1000 };
}

/** Runs the real build (scripts/build.ts) in a child process; returns its build directory. */
export async function buildForBench(contentDir: string, env: Record<string, string> = {}): Promise<string> {
  const buildDir = benchDir('build');
  await run(process.execPath, ['scripts/build.ts'], { cwd: PROJECT_ROOT, env: { ...process.env, CONTENT_DIR: contentDir, BUILD_DIR: buildDir, ...env }, maxBuffer: 16 * 1024 * 1024 });
  return buildDir;
}
