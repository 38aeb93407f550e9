import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** Response headers a browser page may read: validators, feed discovery and MCP's session. */
const EXPOSED = 'ETag, Last-Modified, Link, Mcp-Session-Id, Mcp-Protocol-Version';

/**
 * Headers on every response. The service is public and read-only, so any origin may read it
 * (no credentials are ever involved: `Authorization` is ignored).
 */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED,
} as const;

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
