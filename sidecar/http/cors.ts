import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { PUBLIC_HEADERS } from '../../core/http/published-headers.ts';

/** Headers on every response (`Authorization` is ignored); the static host's files get the same ones. */
export const COMMON_HEADERS = PUBLIC_HEADERS;

export function setCommonHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
}

/** Common headers, and CORS preflights answered for every path: GET with validators, POST/DELETE for MCP. */
export function cors(req: Request, res: Response, next: NextFunction): void {
  setCommonHeaders(res);
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, DELETE');
    const requested = req.headers['access-control-request-headers'];
    if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
    res.setHeader('Access-Control-Max-Age', '86400');
    res.setHeader('Vary', 'Access-Control-Request-Headers');
    res.status(204).end();
    return;
  }
  next();
}
