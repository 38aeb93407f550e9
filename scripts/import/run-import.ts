import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../core/content/errors.ts';
import { loadContent, type Content } from '../../core/content/load.ts';
import type { ImportOptions } from './args.ts';
import { readCsv } from './csv.ts';
import { dedupe } from './dedupe.ts';
import { readGoogle } from './google.ts';
import { mergeReviews } from './merge.ts';
import { createAreaChooser } from './service-area.ts';
import { tallyOf, type Tally } from './summary.ts';
import type { Candidate, Problem, ReadResult } from './types.ts';
import { writeFileAtomic } from './write-file.ts';

export type ImportReport = {
  file: string;
  problems: Problem[];
  tallies: Map<string, Tally>;
  /** Content was invalid before anything was read: nothing was imported. */
  contentInvalid: boolean;
  written: boolean;
};

const fromContentError = (error: ContentError): Problem[] => error.problems.map((p) => ({ where: `${p.file}:${p.line}`, field: p.field, message: p.message }));

/**
 * Reads the exports, checks every review with the build's schemas, merges them into
 * reviews.jsonl, checks the merged file with the build's own content loader, and only then
 * writes it (atomically; not at all on a dry run or when any record is refused).
 */
export function runImport(options: ImportOptions, now = Date.now()): ImportReport {
  const file = path.join(options.contentDir, 'reviews.jsonl');
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const report: ImportReport = { file, problems: [], tallies: new Map(), contentInvalid: false, written: false };

  let content: Content;
  try {
    content = loadContent(options.contentDir, now, before);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { ...report, problems: fromContentError(error), contentInvalid: true };
  }
  const setup = setupProblem(content, options);
  if (setup) return { ...report, problems: [setup] };

  const areas = createAreaChooser(content.business, options.serviceArea);
  const read: ReadResult =
    options.from === 'google' ? readGoogle(options.files, content.business.time_zone!, areas) : readCsv(options.files, { ...options, areas });
  const unique = dedupe(read.candidates);
  const merged = mergeReviews(before, unique.kept);

  // The same checks the build makes, on the file as it would be written; a problem on a line
  // the import wrote is reported where that review came from.
  const problems = [...read.problems, ...unique.problems];
  const refused = new Set<Candidate>(unique.refused);
  const byLine = new Map(merged.results.filter((r) => r.outcome !== 'unchanged').map((r) => [r.line, r.candidate]));
  try {
    loadContent(options.contentDir, now, merged.text);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    for (const p of error.problems) {
      const candidate = p.file === file ? byLine.get(p.line) : undefined;
      if (candidate) refused.add(candidate);
      problems.push({ where: candidate ? candidate.locate(p.field) : `${p.file}:${p.line}`, field: p.field, message: p.message });
    }
  }

  for (const [source, n] of read.refused) tallyOf(report.tallies, source).refused += n;
  for (const [source, n] of read.skipped) tallyOf(report.tallies, source).skipped += n;
  for (const candidate of refused) tallyOf(report.tallies, candidate.source).refused++;
  for (const { candidate, outcome } of merged.results) if (!refused.has(candidate)) tallyOf(report.tallies, candidate.source)[outcome]++;

  report.problems = problems;
  if (problems.length === 0 && !options.dryRun && merged.text !== before) {
    writeFileAtomic(file, merged.text);
    report.written = true;
  }
  return report;
}

/** A problem with the command's setting rather than with any record. */
function setupProblem(content: Content, options: ImportOptions): Problem | undefined {
  const business = path.join(options.contentDir, 'business.yaml');
  if (options.from === 'google' && !content.business.time_zone) {
    return { where: business, field: 'time_zone', message: 'is needed to date Google reviews (an IANA name, such as America/Denver)' };
  }
  if (options.serviceArea && !content.business.service_areas.some((area) => area.id === options.serviceArea)) {
    return { where: '--service-area', field: '', message: `unknown service area "${options.serviceArea}" (known: ${content.business.service_areas.map((a) => a.id).join(', ')})` };
  }
  return undefined;
}
