import { reviewLine } from './canonical.ts';
import type { Candidate, Problem } from './types.ts';

/**
 * One candidate per identity. Overlapping Google pages list a review twice: the copy Google
 * changed last wins. Two spreadsheet rows for one review must agree, or the second is refused,
 * since nothing says which one is right.
 */
export function dedupe(candidates: Candidate[]): { kept: Candidate[]; problems: Problem[]; refused: Candidate[] } {
  const byIdentity = new Map<string, Candidate>();
  const problems: Problem[] = [];
  const refused: Candidate[] = [];
  for (const candidate of candidates) {
    const first = byIdentity.get(candidate.identity);
    if (!first) {
      byIdentity.set(candidate.identity, candidate);
    } else if (first.changedAt !== undefined && candidate.changedAt !== undefined) {
      if (candidate.changedAt >= first.changedAt) byIdentity.set(candidate.identity, candidate);
    } else if (reviewLine(first.owned) !== reviewLine(candidate.owned)) {
      problems.push({ where: candidate.where, field: '', message: `the same review as ${first.where}, with different content` });
      refused.push(candidate);
    }
  }
  return { kept: [...byIdentity.values()], problems, refused };
}
