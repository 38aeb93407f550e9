import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../core/content/errors.ts';
import { loadContent } from '../../core/content/load.ts';
import { generateContent } from '../../scripts/generate/content.ts';
import { tempDir } from '../helpers/build.ts';

/** A clock for validation: a few days after the generator's default last date (2026-11-15). */
export const NOW = Date.parse('2026-11-20T12:00:00Z');

/** One temporary root per test process (removed at exit); every folder a test writes goes inside. */
let root: string | undefined;
export function scratchDir(): string {
  root ??= tempDir('content-tests');
  return fs.mkdtempSync(path.join(root, 'case-'));
}

/** A small valid content folder, written by the generator once per test file. */
let base: string | undefined;
export function baseContent(): string {
  base ??= generateContent({ reviews: 30, out: scratchDir(), seed: 'errors' }).dir;
  return base;
}

/** A copy of a content folder that a test may change. */
export function copyOf(dir: string): string {
  const copy = scratchDir();
  fs.cpSync(dir, copy, { recursive: true });
  return copy;
}

export function writeLines(dir: string, lines: string[]): void {
  fs.writeFileSync(path.join(dir, 'reviews.jsonl'), lines.join('\n') + '\n');
}

export function readLines(dir: string): string[] {
  return fs.readFileSync(path.join(dir, 'reviews.jsonl'), 'utf8').trimEnd().split('\n');
}

/** A copy of the base folder whose reviews.jsonl line `line` (1-based) is replaced by `edit(review)`. */
export function withReviewLine(line: number, edit: (review: Record<string, unknown>) => Record<string, unknown> | string): string {
  const dir = copyOf(baseContent());
  const lines = readLines(dir);
  const changed = edit(JSON.parse(lines[line - 1]!) as Record<string, unknown>);
  lines[line - 1] = typeof changed === 'string' ? changed : JSON.stringify(changed);
  writeLines(dir, lines);
  return dir;
}

/** A copy of the base folder with `file` rewritten by `edit`. */
export function withFile(file: string, edit: (text: string) => string): string {
  const dir = copyOf(baseContent());
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
  return dir;
}

/** Loads `dir`, which must be invalid, and returns the ContentError it throws. */
export function contentError(dir: string, now = NOW): ContentError {
  try {
    loadContent(dir, now);
  } catch (error) {
    assert.ok(error instanceof ContentError, `expected a ContentError, got ${String(error)}`);
    return error;
  }
  assert.fail(`${dir} loaded without error`);
}

/** The one problem the error reports, checked for file name, line and field. */
export function onlyProblem(error: ContentError, expected: { file: string; line: number; field: string }): ContentProblem {
  assert.equal(error.problems.length, 1, `expected one problem, got:\n${error.message}`);
  const [problem] = error.problems as [ContentProblem];
  assert.equal(path.basename(problem.file), expected.file);
  assert.equal(problem.line, expected.line);
  assert.equal(problem.field, expected.field);
  assert.ok(error.message.includes(`${expected.file}:${expected.line}: ${expected.field || '(record)'}: ${problem.message}`), error.message);
  return problem;
}

/** 1-based number of the first line of `text` that starts with `prefix` (after indentation). */
export function lineOf(text: string, prefix: string): number {
  const index = text.split('\n').findIndex((line) => line.trimStart().startsWith(prefix));
  assert.ok(index >= 0, `no line starts with ${prefix}`);
  return index + 1;
}
