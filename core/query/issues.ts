import type { z } from 'zod';
import { SEARCH_FIELDS } from '../schemas/query.ts';
import type { QueryIssue } from './errors.ts';

/**
 * zod issues of a search-parameter parse as one entry per problem. zod reports all unknown
 * keys in one issue at the root; we split it per parameter, with the parameter as the path,
 * and suggest the name the caller probably meant (`minRating` → `min_rating`).
 */
export function searchIssues(error: z.ZodError): QueryIssue[] {
  const issues: QueryIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const guess = suggestField(key);
        issues.push({
          path: [key],
          code: 'unrecognized_keys',
          message: `unknown parameter${guess ? `; did you mean "${guess}"?` : `; known parameters: ${SEARCH_FIELDS.join(', ')}`}`,
        });
      }
      continue;
    }
    // A refinement may name its own code (`since_after_until`) instead of zod's "custom".
    const own = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    issues.push({ path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))), code: typeof own === 'string' ? own : issue.code, message: issue.message });
  }
  return issues;
}

/** The known parameter a typo most likely meant: same letters ignoring case and separators, or one edit away. */
export function suggestField(key: string): string | undefined {
  const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = squash(key);
  if (!wanted) return undefined;
  return SEARCH_FIELDS.find((field) => squash(field) === wanted) ?? SEARCH_FIELDS.find((field) => editDistanceAtMostOne(squash(field), wanted));
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
