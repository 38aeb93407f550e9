import type { z } from 'zod';
import { SEARCH_FIELDS } from '../schemas/query.ts';
import { toIssues, type Issue } from '../schemas/error-body.ts';

/**
 * zod issues of a search-parameter parse, one entry per problem; an unknown parameter names
 * the one the caller probably meant (`minRating` → `min_rating`).
 */
export function searchIssues(error: z.ZodError): Issue[] {
  return toIssues(error, {
    unknownKey: (key) => {
      const guess = suggestField(key);
      return `unknown parameter${guess ? `; did you mean "${guess}"?` : `; known parameters: ${SEARCH_FIELDS.join(', ')}`}`;
    },
  });
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
