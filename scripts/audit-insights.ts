/**
 * `npm run audit:insights -- --sample N --seed S`: N published claims of a built insights.json,
 * drawn deterministically, each with the sentence it rests on, as a Markdown sheet to mark by hand.
 * `npm run audit:insights -- --score SHEET`: the precision per kind of claim of a marked sheet.
 * Options: --insights FILE (default $BUILD_DIR/current/insights.json, BUILD_DIR ./dist),
 * --content DIR (default $CONTENT_DIR, else ./content). Bad arguments exit 2 with a message.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '../core/content/errors.ts';
import { loadContent } from '../core/content/load.ts';
import { createDataset } from '../core/dataset/dataset.ts';
import { createAnalyzer } from '../core/insights/analyzer/analyzer.ts';
import { allReviewFacts } from '../core/insights/facts/parallel-facts.ts';
import { Insights } from '../core/schemas/insights.ts';
import { AuditMismatch, allClaims } from './audit/claims.ts';
import { sampleClaims } from './audit/sample.ts';
import { renderPrecision, renderSheet, scoreSheet } from './audit/sheet.ts';

const USAGE = 'usage: npm run audit:insights -- --sample N --seed S [--insights FILE] [--content DIR]\n       npm run audit:insights -- --score SHEET.md';
const MAX_SAMPLE = 10_000;

class UsageError extends Error {}

function options() {
  try {
    return parseArgs({
      options: {
        sample: { type: 'string' },
        seed: { type: 'string' },
        insights: { type: 'string' },
        content: { type: 'string' },
        score: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function main(): void {
  const values = options();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (values.score !== undefined) {
    if (!fs.existsSync(values.score)) throw new UsageError(`--score: no such file ${values.score}`);
    process.stdout.write(renderPrecision(scoreSheet(fs.readFileSync(values.score, 'utf8'))));
    return;
  }
  if (values.sample === undefined || values.seed === undefined) throw new UsageError('--sample and --seed are required');
  if (!/^\d+$/.test(values.sample) || Number(values.sample) < 1 || Number(values.sample) > MAX_SAMPLE) {
    throw new UsageError(`--sample must be a whole number from 1 to ${MAX_SAMPLE}, got "${values.sample}"`);
  }
  if (values.seed.trim() === '') throw new UsageError('--seed must not be empty');
  const insightsFile = values.insights ?? path.join(process.env.BUILD_DIR ?? './dist', 'current', 'insights.json');
  const contentDir = values.content ?? process.env.CONTENT_DIR ?? './content';
  if (!fs.existsSync(insightsFile)) throw new UsageError(`no insights at ${insightsFile}: run \`npm run build\` first, or pass --insights FILE`);
  const bytes = fs.readFileSync(insightsFile);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new UsageError(`${insightsFile} is not JSON: ${(error as Error).message}`);
  }
  const parsed = Insights.safeParse(json);
  if (!parsed.success) throw new UsageError(`${insightsFile} is not an insights document: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const dataset = createDataset(loadContent(contentDir));
  const facts = new Map(allReviewFacts(dataset).map((f) => [f.review.id, f]));
  const analyzer = createAnalyzer({ aspects: dataset.aspects, technicians: dataset.business.technicians, business: dataset.business.name });
  const pools = allClaims(parsed.data, facts, dataset.business, analyzer);
  const claims = sampleClaims(pools, Number(values.sample), values.seed);
  process.stdout.write(
    renderSheet(claims, {
      insights: insightsFile,
      insightsSha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      content: contentDir,
      reviews: dataset.reviews.length,
      commit: commit(),
      seed: values.seed,
      sample: Number(values.sample),
    }),
  );
}

/** The checkout's commit, marked when the tree has changes; "unknown" outside git. */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

try {
  main();
} catch (error) {
  if (error instanceof UsageError || error instanceof RangeError || error instanceof AuditMismatch || error instanceof ContentError) {
    console.error(`audit:insights: ${error.message}`);
    if (error instanceof UsageError) console.error(USAGE);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  } else throw error;
}
