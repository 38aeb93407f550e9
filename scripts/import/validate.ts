import { formatPath } from '../../core/content/errors.ts';
import { ReviewInput } from '../../core/schemas/review.ts';
import type { Problem } from './types.ts';

// Our id is given after validation (it depends on the validated fields); everything else is
// checked by the very schema that checks content/reviews.jsonl in the build.
const ImportedReview = ReviewInput.omit({ id: true });

/**
 * Checks a review read from an export with the build's own schema. Returns the fields the export
 * owns as the schema gives them back (trimmed), or the problems, each located in the input.
 */
export function validateReview(
  owned: Record<string, unknown>,
  fallback: Record<string, unknown>,
  locate: (field: string) => string,
): { owned: Record<string, unknown> } | { problems: Problem[] } {
  const parsed = ImportedReview.safeParse({ ...fallback, ...owned });
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => {
        const field = formatPath(issue.path);
        return { where: locate(field), field, message: issue.message };
      }),
    };
  }
  const data = parsed.data as Record<string, unknown>;
  return { owned: Object.fromEntries(Object.keys(owned).map((key) => [key, data[key]])) };
}
