import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures');
export const SAMPLE_CONTENT = path.join(PROJECT_ROOT, 'content');

const run = promisify(execFile);

/**
 * Directories to remove when the process exits: one exit listener for all of them (a listener per
 * directory passed Node's ten-listener warning in test files that make many).
 */
const scratch = new Set<string>();

/** A fresh temporary directory, removed when the process exits. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `reviews-${prefix}-`));
  if (scratch.size === 0) process.once('exit', () => scratch.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  scratch.add(dir);
  return dir;
}

/** Copies a content folder so a test can change it without touching the original. */
export function copyContent(from: string): string {
  const dir = tempDir('content');
  fs.cpSync(from, dir, { recursive: true });
  return dir;
}

/**
 * Runs the real `npm run build` entry (scripts/build.ts) in a child process, as a user would.
 * Returns the build directory and what the build printed.
 */
export async function build(options: { contentDir: string; buildDir?: string; baseUrl?: string; env?: Record<string, string> }) {
  const buildDir = options.buildDir ?? tempDir('build');
  const { stdout, stderr } = await run(process.execPath, ['scripts/build.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, CONTENT_DIR: options.contentDir, BUILD_DIR: buildDir, BASE_URL: options.baseUrl ?? 'http://localhost:4321', ...options.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { buildDir, stdout, stderr };
}
