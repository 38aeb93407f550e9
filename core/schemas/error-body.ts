import { z } from 'zod';

/** One validation problem: where (parameter or field path), what kind (a stable code), what to do. */
export const Issue = z
  .object({
    path: z.array(z.union([z.string(), z.number().int()])).describe('Where the problem is: the parameter or field name, then any nested keys.'),
    code: z.string().min(1).describe('A stable code to match on, e.g. `too_big`, `invalid_format`, `unrecognized_keys`, `invalid_cursor`.'),
    message: z.string().min(1).describe('What is wrong, in words.'),
  })
  .meta({ id: 'Issue' });

/** The error body of the REST surface (sidecar/http/errors.ts writes it). */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().min(1).describe('A stable code: `INVALID_REQUEST`, `NOT_FOUND`, `METHOD_NOT_ALLOWED`, ...'),
      message: z.string().describe('What went wrong, in words.'),
    }),
    issues: z.array(Issue).min(1).optional().describe('With 400 for invalid input: one entry per problem.'),
  })
  .meta({ id: 'Error' });

export type Issue = z.infer<typeof Issue>;
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * zod issues in the documented layout, one entry per problem. A refinement may name its own
 * code (`params: { code: 'since_after_until' }`) instead of zod's generic "custom"; an
 * unknown key becomes one issue per key, with the key as the path and `unknownKey`'s message.
 */
export function toIssues(error: z.ZodError, options: { unknownKey?: (key: string) => string } = {}): Issue[] {
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ path: [key], code: 'unrecognized_keys', message: options.unknownKey?.(key) ?? 'unknown parameter' });
      continue;
    }
    const own = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    issues.push({
      path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
      code: typeof own === 'string' ? own : issue.code,
      message: issue.message,
    });
  }
  return issues;
}
