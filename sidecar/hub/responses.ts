import type { Response } from 'express';
import { errorBody, type Issue } from '../http/errors.ts';

/**
 * The hub's error bodies, the service's one layout: `{ "error": { code, message } }`, and for
 * bad input a 400 that adds `issues: [{ path, code, message }]`, one per problem.
 */
export function sendIssues(res: Response, issues: Issue[]): void {
  res.status(400).json(errorBody('INVALID_REQUEST', 'The hub request is not valid; see issues.', issues));
}

export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json(errorBody(code, message));
}
