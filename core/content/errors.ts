/** One problem found in a content file, located precisely enough to fix it. */
export type ContentProblem = { file: string; line: number; field: string; message: string };

/** Thrown when content is invalid; the build prints `message` and stops. */
export class ContentError extends Error {
  readonly code = 'CONTENT_INVALID';
  readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in content:\n` +
        problems.map((p) => `  ${p.file}:${p.line}: ${p.field || '(record)'}: ${p.message}`).join('\n'),
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/** `a.b[2].c` from a zod issue path. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}
