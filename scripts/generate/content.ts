import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { isCalendarDate } from '../../core/schemas/date.ts';
import { owner, profileFor } from './business.ts';
import { createLineWriter } from './line-writer.ts';
import { createRandom } from './random.ts';
import { buildReview } from './review.ts';
import { createStats } from './stats.ts';
import { dayOf, planTimeline } from './timeline.ts';

/** The editorial summary lives here once; every folder gets a filled-in copy. */
export const TEMPLATES = fileURLToPath(new URL('./templates/', import.meta.url));

/** The aspect catalogue's only source: every generated folder gets a copy of it. */
export const CATALOGUE = fileURLToPath(new URL('../../content/aspects.yaml', import.meta.url));

/** The last review date when none is given: fixed, so the output never depends on the clock. */
export const DEFAULT_END = '2026-11-15';

export type GenerateOptions = {
  reviews: number;
  out: string;
  seed?: string;
  end?: string;
  /** The aspects.yaml to copy; `content/aspects.yaml` unless told (a fixture's, say). */
  catalogue?: string;
};
export type GenerateResult = { dir: string; reviews: number; firstDate: string; lastDate: string };

/**
 * Writes a complete content folder (business.yaml, reviews.jsonl, editorial.md, aspects.yaml)
 * with `reviews` synthetic reviews. The same options always give the same bytes.
 */
export function generateContent(options: GenerateOptions): GenerateResult {
  const { reviews, out } = options;
  const seed = options.seed ?? '1';
  const end = options.end ?? DEFAULT_END;
  if (!Number.isSafeInteger(reviews) || reviews < 1) throw new RangeError(`--reviews must be a positive integer, got ${reviews}`);
  if (!isCalendarDate(end)) throw new RangeError(`--end must be a date written YYYY-MM-DD, got ${end}`);
  fs.mkdirSync(out, { recursive: true });

  const random = createRandom(seed);
  const timeline = planTimeline(random, reviews, end);
  const context = { end, endDay: dayOf(end), storms: timeline.storms };
  const stats = createStats();
  const writer = createLineWriter(path.join(out, 'reviews.jsonl'));
  try {
    for (let i = 0; i < reviews; i++) {
      const review = buildReview(random, i + 1, timeline.days[i]!, context);
      stats.add(review);
      writer.line(JSON.stringify(review));
    }
  } finally {
    writer.close();
  }

  fs.writeFileSync(
    path.join(out, 'business.yaml'),
    '# Written by scripts/generate.ts from scripts/generate/business.ts: change the profile there.\n' + stringify(profileFor(end), { lineWidth: 0 }),
  );
  const values: Record<string, string> = { ...stats.placeholders(end), owner: owner.name };
  fs.writeFileSync(path.join(out, 'editorial.md'), fillTemplate(fs.readFileSync(path.join(TEMPLATES, 'editorial.md'), 'utf8'), values));
  const catalogue = path.resolve(options.catalogue ?? CATALOGUE);
  // Writing content/ itself leaves its catalogue as it is: it is the source, not a copy.
  if (catalogue !== path.resolve(out, 'aspects.yaml')) fs.copyFileSync(catalogue, path.join(out, 'aspects.yaml'));
  const span = stats.span();
  return { dir: out, reviews, firstDate: span.first, lastDate: span.last };
}

/** Replaces `{{name}}` placeholders; an unknown name is a bug in the template, not a blank. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`editorial template: unknown placeholder {{${name}}}`);
    return value;
  });
}
