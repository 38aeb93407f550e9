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
