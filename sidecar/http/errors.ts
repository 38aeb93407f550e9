import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';

/** One validation problem, as every 400 lists it: where, what kind, and what to do. */
export type Issue = { path: Array<string | number>; code: string; message: string };

/** An error with an HTTP status and a stable code that clients and tests can match on. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues?: Issue[];
  readonly headers?: Record<string, string>;

  constructor(status: number, code: string, message: string, extra: { issues?: Issue[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.issues = extra.issues;
    this.headers = extra.headers;
  }
}

/** zod issues in the documented layout: `path` as an array of keys, zod's `code`, a message. */
export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    code: issue.code,
    message: issue.message,
  }));
}

export function validationError(issues: Issue[], message = 'The request is not valid; see issues.'): HttpError {
  return new HttpError(400, 'INVALID_REQUEST', message, { issues });
}

export function notFound(path: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', `Nothing is published at ${path}.`);
}

/**
 * The one error body of the REST surface: `{ "error": { "code", "message" }, "issues"? }`.
 * Anything that is not an HttpError is a bug: logged, answered as a bare 500.
 */
export function errorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  let http: HttpError;
  if (error instanceof HttpError) http = error;
  else if (isBodyParserError(error)) http = new HttpError(error.status, error.status === 413 ? 'BODY_TOO_LARGE' : 'INVALID_BODY', error.message);
  else {
    console.error(`${req.method} ${req.originalUrl}:`, error);
    http = new HttpError(500, 'INTERNAL', 'Internal error.');
  }
  if (http.headers) res.set(http.headers);
  res.status(http.status).json({ error: { code: http.code, message: http.message }, ...(http.issues ? { issues: http.issues } : {}) });
}

function isBodyParserError(error: unknown): error is { status: number; message: string } {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && typeof (error as { type?: unknown }).type === 'string';
}
