import type { Issue } from '../schemas/error-body.ts';

/** One problem with a query, in the layout every 400 and MCP tool error lists. */
export type QueryIssue = Issue;

/**
 * A search the engine cannot answer as asked (a cursor it did not issue, or one from another
 * search). Callers turn it into their own error: 400 with `issues` over HTTP, an `isError`
 * tool result over MCP.
 */
export class QueryError extends Error {
  readonly issues: QueryIssue[];

  constructor(issues: QueryIssue[]) {
    super(issues.map((issue) => `${issue.path.join('.') || '(query)'}: ${issue.message}`).join('; '));
    this.name = 'QueryError';
    this.issues = issues;
  }
}
