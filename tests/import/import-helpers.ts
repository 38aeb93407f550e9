import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateContent } from '../../scripts/generate/content.ts';
import { PROJECT_ROOT, tempDir } from '../helpers/build.ts';

const run = promisify(execFile);
export const IMPORT_FIXTURES = path.join(PROJECT_ROOT, 'tests/import/fixtures');
export const fixture = (name: string) => path.join(IMPORT_FIXTURES, name);

/** One temporary root per test process; every folder a test writes goes inside it. */
let root: string | undefined;
export function scratch(): string {
  root ??= tempDir('import-tests');
  return fs.mkdtempSync(path.join(root, 'case-'));
}

/** A small valid content folder (the sample business, 30 generated reviews), fresh for each call. */
let base: string | undefined;
export function freshContent(): string {
  base ??= generateContent({ reviews: 30, out: scratch(), seed: 'import' }).dir;
  const copy = scratch();
  fs.cpSync(base, copy, { recursive: true });
  return copy;
}

/** Writes `text` (or bytes) to a new file in a scratch folder and returns its path. */
export function writeInput(name: string, text: string | Buffer): string {
  const file = path.join(scratch(), name);
  fs.writeFileSync(file, text);
  return file;
}

/**
 * Runs the real command (`npm run import` is `node scripts/import.ts`) in a child process.
 * Never rejects: the exit code is part of what the tests check.
 */
export async function importCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/import.ts', ...args], { cwd: PROJECT_ROOT, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every file of a content folder with its bytes: to assert that nothing at all changed. */
export function snapshot(dir: string): Map<string, Buffer> {
  return new Map(fs.readdirSync(dir).sort().map((name) => [name, fs.readFileSync(path.join(dir, name))]));
}

export function reviewsOf(dir: string): Array<Record<string, unknown> & { id: string; date: string }> {
  return fs.readFileSync(path.join(dir, 'reviews.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

/** The counts row of one source in the printed summary: `{ added, updated, ... }`. */
export function countsOf(stdout: string, source: string): Record<string, number> {
  const lines = stdout.split('\n').map((line) => line.trim().split(/\s+/));
  const header = lines.find((cells) => cells[0] === 'source');
  const row = lines.find((cells) => cells[0] === source);
  if (!header || !row) throw new Error(`no summary row for ${source} in:\n${stdout}`);
  return Object.fromEntries(header.slice(1).map((name, i) => [name, Number(row[i + 1])]));
}

/** Refused records over every source of the printed summary. */
export function totalRefused(stdout: string): number {
  const lines = stdout.split('\n').map((line) => line.trim().split(/\s+/));
  const header = lines.find((cells) => cells[0] === 'source')!;
  const at = header.indexOf('refused');
  return lines.slice(lines.indexOf(header) + 1).filter((cells) => cells.length === header.length).reduce((sum, cells) => sum + Number(cells[at]), 0);
}
