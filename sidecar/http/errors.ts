import type { NextFunction, Request, Response } from 'express';
import type { Issue } from '../../core/schemas/error-body.ts';

export { toIssues, type Issue } from '../../core/schemas/error-body.ts';

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
  res.status(http.status).json(errorBody(http.code, http.message, http.issues));
}

/** `{ "error": { "code", "message" }, "issues"? }`: the one error body (core/schemas/error-body.ts). */
export function errorBody(code: string, message: string, issues?: Issue[]) {
  return { error: { code, message }, ...(issues ? { issues } : {}) };
}

function isBodyParserError(error: unknown): error is { status: number; message: string } {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && typeof (error as { type?: unknown }).type === 'string';
}
