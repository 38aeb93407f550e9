import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchDir } from './content.ts';
import { PROJECT_ROOT } from './processes.ts';

/**
 * The project as it was at git `ref`, unpacked into a scratch directory (git archive: no
 * worktree, nothing changed in the repository) and sharing this checkout's node_modules, so a
 * benchmark can run the older code beside the current one in the same run.
 */
export function checkoutBaseline(ref: string): { dir: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
  const dir = benchDir(`baseline-${commit}`);
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: PROJECT_ROOT, maxBuffer: 1024 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  fs.symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return { dir, commit };
}
