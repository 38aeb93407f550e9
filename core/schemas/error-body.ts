import { z } from 'zod';

/** One validation problem: where (parameter or field path), what kind (a stable code), what to do. */
export const Issue = z
  .object({
    path: z.array(z.union([z.string(), z.number().int()])).describe('Where the problem is: the parameter or field name, then any nested keys.'),
    code: z.string().min(1).describe('A stable code to match on, e.g. `too_big`, `invalid_format`, `unrecognized_keys`, `invalid_cursor`.'),
    message: z.string().min(1).describe('What is wrong, in words.'),
  })
  .meta({ id: 'Issue' });

/**
 * Every error code of the REST surface and the hub, with its HTTP status: one table, one style
 * (upper case), as fastify's lib/errors.js keeps its codes. sidecar/http/errors.ts makes every
 * error from it; the OpenAPI document lists it.
 */
export const ERROR_CODES = {
  /** Bad input: the body lists every problem in `issues`. */
  INVALID_REQUEST: 400,
  /** The path is not valid percent-encoding. */
  BAD_PATH: 400,
  /** A body that cannot be read as its Content-Type says (bad form encoding, bad charset). */
  INVALID_BODY: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  BODY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The hub is shutting down and takes no new work. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The error body of the REST surface and the hub (made by `errorBody` only). */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).describe('A stable code to match on; each goes with one HTTP status.'),
      message: z.string().describe('What went wrong, in words.'),
    }),
    issues: z.array(Issue).min(1).optional().describe('With 400 `INVALID_REQUEST`: one entry per problem.'),
  })
  .meta({ id: 'Error' });

/** `{ "error": { code, message }, "issues"? }`: the one error body. */
export function errorBody(code: ErrorCode, message: string, issues?: Issue[]): ErrorBody {
  return { error: { code, message }, ...(issues ? { issues } : {}) };
}

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
