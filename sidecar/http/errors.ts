import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES, errorBody, type ErrorCode, type Issue } from '../../core/schemas/error-body.ts';
import { COMMON_HEADERS } from './cors.ts';

export { toIssues, type Issue } from '../../core/schemas/error-body.ts';

/** An error with a code from the one table (core/schemas/error-body.ts), hence its status. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: Issue[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, extra: { issues?: Issue[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.status = ERROR_CODES[code];
    this.issues = extra.issues;
    this.headers = extra.headers;
  }
}

/** The one way errors are made: `httpError('NOT_FOUND', 'Nothing is published at /x.')`. */
export function httpError(code: ErrorCode, message: string, extra?: { issues?: Issue[]; headers?: Record<string, string> }): HttpError {
  return new HttpError(code, message, extra);
}

export function invalidRequest(issues: Issue[], message = 'The request is not valid; see issues.'): HttpError {
  return httpError('INVALID_REQUEST', message, { issues });
}

/** 405 for a path that exists, with the methods it takes. */
export function methodNotAllowed(method: string, path: string, allow: string): HttpError {
  return httpError('METHOD_NOT_ALLOWED', `${path} takes ${allow.replace(', ', ' or ')}, not ${method}.`, { headers: { Allow: allow } });
}

/** 413 for a body over the `maxBytes` its endpoint reads. */
export function bodyTooLarge(maxBytes: number): HttpError {
  return httpError('BODY_TOO_LARGE', `The body is over the ${maxBytes} bytes this endpoint reads.`);
}

/**
 * Whatever was thrown, as an HttpError: our own as they are; body-parser's (a status and a
 * `type`) by their kind; anything else is a bug, logged and answered 500 `INTERNAL`.
 */
export function toHttpError(error: unknown, where: string): HttpError {
  if (error instanceof HttpError) return error;
  const { status, type, limit, message } = (error ?? {}) as { status?: unknown; type?: unknown; limit?: unknown; message?: string };
  if (typeof status === 'number' && typeof type === 'string' && status >= 400 && status < 500) {
    if (type === 'entity.too.large') return bodyTooLarge(Number(limit));
    if (status === 415) return httpError('UNSUPPORTED_MEDIA_TYPE', message ?? 'Unsupported body encoding.');
    return httpError('INVALID_BODY', message ?? 'The body cannot be read.');
  }
  console.error(`${where}:`, error);
  return httpError('INTERNAL', 'Internal error.');
}

/**
 * Writes an error: the status of its code, its headers, the common headers and the one body.
 * Plain node:http, so the fast path (sidecar/dispatch.ts) and Express's final handler answer alike.
 */
export function sendError(req: IncomingMessage, res: ServerResponse, error: HttpError): void {
  const body = JSON.stringify(errorBody(error.code, error.message, error.issues));
  res.writeHead(error.status, {
    ...COMMON_HEADERS,
    ...error.headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Express's final error handler: every error from a route or middleware ends here. */
export function errorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  sendError(req, res, toHttpError(error, `${req.method} ${req.originalUrl}`));
}
