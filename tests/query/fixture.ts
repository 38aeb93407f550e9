import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { parsePublishedDataset, type PublishedDataset } from '../../core/dataset/published.ts';
import type { Review } from '../../core/schemas/review.ts';
import { build, PROJECT_ROOT, tempDir } from '../helpers/build.ts';

const run = promisify(execFile);

/** A content folder of `reviews` generated reviews (the real generator), built by the real build. */
export async function generatedBuild(reviews: number, seed = 11) {
  const contentDir = path.join(tempDir('generated'), 'content');
  await run(process.execPath, ['scripts/generate.ts', '--reviews', String(reviews), '--out', contentDir, '--seed', String(seed)], { cwd: PROJECT_ROOT });
  const { buildDir } = await build({ contentDir });
  return { contentDir, buildDir };
}

/** The dataset the build published (reviews.json of the current build): what the sidecar serves. */
export function publishedDataset(buildDir: string): PublishedDataset {
  const id = currentBuildId(buildDir);
  if (!id) throw new Error(`no current build in ${buildDir}`);
  return parsePublishedDataset(fs.readFileSync(path.join(buildPaths(buildDir).build(id), 'reviews.json'), 'utf8'));
}

export type OracleParams = {
  rating?: number;
  min_rating?: number;
  since?: string;
  until?: string;
  query?: string;
  mentions_technician?: string;
  mentions_service?: string;
};

/**
 * The search answered the slow, obvious way, independently of the engine: filter every review
 * by every rule of the spec, then sort newest first with ties by id. Tests compare against it.
 */
export function oracle(dataset: { business: { technicians: ReadonlyArray<{ name: string; aliases?: string[] }> }; reviews: readonly Review[] }, p: OracleParams): Review[] {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  let technicians: string[] = [];
  if (p.mentions_technician !== undefined) {
    const wanted = norm(p.mentions_technician);
    technicians = dataset.business.technicians
      .filter((t) => [t.name, t.name.split(' ')[0]!, ...(t.aliases ?? [])].some((spelling) => norm(spelling) === wanted))
      .map((t) => t.name);
    for (const review of dataset.reviews) for (const name of review.mentions.technicians) if (norm(name) === wanted) technicians.push(name);
  }
  const needle = p.query?.toLowerCase();
  return dataset.reviews
    .filter(
      (r) =>
        (p.rating === undefined || r.rating === p.rating) &&
        (p.min_rating === undefined || r.rating >= p.min_rating) &&
        (p.since === undefined || r.date >= p.since) &&
        (p.until === undefined || r.date <= p.until) &&
        (needle === undefined || (r.title ?? '').toLowerCase().includes(needle) || r.text.toLowerCase().includes(needle)) &&
        (p.mentions_technician === undefined || r.mentions.technicians.some((name) => technicians.includes(name))) &&
        (p.mentions_service === undefined || r.mentions.services.includes(norm(p.mentions_service))),
    )
    .sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** URL query string of search parameters (values as text). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type SearchBody = { reviews: Review[]; total: number; limit: number; next_cursor: string | null };
export type ErrorBody = { error: { code: string; message: string }; issues?: Array<{ path: Array<string | number>; code: string; message: string }> };

/** Every page of a search, following next_cursor; checks the invariants of each page on the way. */
export async function allPages(baseUrl: string, params: Record<string, string | number | undefined>, limit: number) {
  const reviews: Review[] = [];
  const totals = new Set<number>();
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await fetch(`${baseUrl}/api/reviews/search${queryString({ ...params, limit, cursor })}`);
    if (response.status !== 200) throw new Error(`page ${pages + 1}: status ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as SearchBody;
    if (body.reviews.length > limit || body.limit !== limit) throw new Error(`page ${pages + 1}: ${body.reviews.length} reviews, limit ${body.limit}`);
    if (body.next_cursor !== null && body.reviews.length !== limit) throw new Error(`page ${pages + 1}: short page with a next cursor`);
    reviews.push(...body.reviews);
    totals.add(body.total);
    cursor = body.next_cursor ?? undefined;
    pages++;
    if (pages > 10_000) throw new Error('pagination does not end');
  } while (cursor);
  return { reviews, totals: [...totals], pages };
}
