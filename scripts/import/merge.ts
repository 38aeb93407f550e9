import { reviewLine } from './canonical.ts';
import { contentIdentity, reviewId, sourceIdentity } from './identity.ts';
import type { Candidate } from './types.ts';

export type Outcome = 'added' | 'updated' | 'unchanged';
export type Merged = { text: string; results: { candidate: Candidate; outcome: Outcome; line: number }[] };

type Existing = { index: number; record: Record<string, unknown> };

/**
 * Merges imported reviews into the text of reviews.jsonl. A review content already has is found by
 * our id, by its source id, or (for a review written by hand before any import) by its author,
 * date and text; the fields the export owns replace the old ones in place, the rest (a service
 * area chosen by hand, stated mentions) stay. Lines nothing changed are kept byte for byte; new
 * reviews are appended in date then id order, so the result does not depend on the input's order.
 */
export function mergeReviews(existingText: string, candidates: Candidate[]): Merged {
  const lines = existingText === '' ? [] : existingText.replace(/\n$/, '').split('\n');
  const byKey = new Map<string, Existing>();
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const record = JSON.parse(line) as Record<string, unknown> & { id: string; source: string; author: string; date: string; text: string; source_id?: string };
    const existing = { index, record };
    byKey.set(`id:${record.id}`, existing);
    if (record.source_id) byKey.set(`identity:${sourceIdentity(record.source, record.source_id)}`, existing);
    byKey.set(`identity:${contentIdentity(record.source, record.author, record.date, record.text)}`, existing);
  });

  const results: Merged['results'] = [];
  const added: { candidate: Candidate; record: Record<string, unknown> }[] = [];
  for (const candidate of candidates) {
    const id = reviewId(candidate.source, candidate.identity);
    const existing = byKey.get(`id:${id}`) ?? byKey.get(`identity:${candidate.identity}`) ?? byKey.get(`identity:${contentIdentityOf(candidate)}`);
    if (!existing) {
      added.push({ candidate, record: { id, ...candidate.fallback, ...candidate.owned } });
      continue;
    }
    const merged = { ...existing.record, ...candidate.owned };
    const line = reviewLine(merged);
    if (line === reviewLine(existing.record)) results.push({ candidate, outcome: 'unchanged', line: existing.index + 1 });
    else {
      lines[existing.index] = line;
      existing.record = merged;
      results.push({ candidate, outcome: 'updated', line: existing.index + 1 });
    }
  }

  added.sort((a, b) => String(a.record.date).localeCompare(String(b.record.date)) || String(a.record.id).localeCompare(String(b.record.id)));
  for (const { candidate, record } of added) {
    lines.push(reviewLine(record));
    results.push({ candidate, outcome: 'added', line: lines.length });
  }
  const changed = results.some((r) => r.outcome !== 'unchanged');
  return { text: changed ? `${lines.join('\n')}\n` : existingText, results };
}

function contentIdentityOf(candidate: Candidate): string {
  const { source, author, date, text } = candidate.owned as Record<string, string>;
  return contentIdentity(source!, author!, date!, text!);
}
