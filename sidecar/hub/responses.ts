import type { Response } from 'express';
import type { Issue } from './request-schema.ts';

/**
 * The hub's error bodies. Bad input is a 400 with `{ "issues": [{ path, code, message }] }`,
 * like every other endpoint of the service; errors that are not about a field (body too
 * large, wrong content type, rate limit, hub stopping) are `{ "error": { code, message } }`.
 */
export function sendIssues(res: Response, issues: Issue[]): void {
  res.status(400).json({ issues });
}

export function sendError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ error: { code, message } });
}
