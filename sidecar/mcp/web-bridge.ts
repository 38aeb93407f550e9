import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request headers the SDK's transport reads. Nothing else is copied: `Authorization` is ignored. */
const FORWARDED = ['accept', 'content-type', 'mcp-session-id', 'mcp-protocol-version', 'last-event-id'] as const;

/**
 * A Fetch API Request for the SDK's web-standard transport, without a body: we hand it the
 * messages we already read and checked (`parsedBody`), so the body is read exactly once.
 */
export function toWebRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(url, { method: req.method, headers });
}

/** Writes the transport's Response to Node's, streaming its body if it has one. */
export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) {
    res.end();
    return;
  }
  for await (const chunk of response.body) res.write(chunk);
  res.end();
}
