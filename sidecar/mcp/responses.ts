import type { ServerResponse } from 'node:http';
import { errorBody, RPC, type RpcFailure } from './json-rpc.ts';

/** Answers a JSON-RPC error with its HTTP status, before or instead of any MCP server. */
export function sendFailure(res: ServerResponse, failure: RpcFailure, headers: Record<string, string> = {}): void {
  const body = errorBody(failure);
  res.statusCode = failure.status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

// The transport's own failures, with the SDK's codes and wording, and the statuses the
// streamable HTTP transport prescribes.
export const FAILURES = {
  forbiddenHost: (host: string | undefined): RpcFailure => ({
    status: 403,
    code: RPC.SERVER_ERROR,
    message: `Forbidden: this server does not answer to the Host ${JSON.stringify(host ?? '')} (DNS-rebinding protection; set MCP_ALLOWED_HOSTS to add a name).`,
  }),
  badOrigin: (origin: string): RpcFailure => ({ status: 403, code: RPC.SERVER_ERROR, message: `Forbidden: the Origin ${JSON.stringify(origin)} is not a valid origin.` }),
  methodNotAllowed: (method: string): RpcFailure => ({
    status: 405,
    code: RPC.SERVER_ERROR,
    message: `Method Not Allowed: ${method} /mcp. POST sends messages, DELETE ends a session; this server opens no GET event stream (it never sends unrequested messages).`,
  }),
  notAcceptable: (): RpcFailure => ({ status: 406, code: RPC.SERVER_ERROR, message: 'Not Acceptable: Client must accept both application/json and text/event-stream' }),
  unsupportedMediaType: (): RpcFailure => ({ status: 415, code: RPC.SERVER_ERROR, message: 'Unsupported Media Type: Content-Type must be application/json' }),
  tooLarge: (maxBytes: number): RpcFailure => ({ status: 413, code: RPC.SERVER_ERROR, message: `Payload Too Large: Request body must not exceed ${maxBytes} bytes` }),
  sessionRequired: (): RpcFailure => ({ status: 400, code: RPC.SERVER_ERROR, message: 'Bad Request: Mcp-Session-Id header is required' }),
  sessionNotFound: (): RpcFailure => ({ status: 404, code: RPC.SESSION_NOT_FOUND, message: 'Session not found: it ended or expired; send initialize again to start a new one.' }),
  duplicateId: (id: string | number): RpcFailure => ({
    status: 400,
    code: RPC.INVALID_REQUEST,
    message: `Invalid Request: id ${JSON.stringify(id)} is already used by a request of this session still being answered.`,
    id,
  }),
  alreadyInitialized: (): RpcFailure => ({ status: 400, code: RPC.INVALID_REQUEST, message: 'Invalid Request: Server already initialized' }),
  unsupportedProtocolVersion: (version: string, supported: readonly string[]): RpcFailure => ({
    status: 400,
    code: RPC.SERVER_ERROR,
    message: `Bad Request: Unsupported protocol version: ${version} (supported versions: ${supported.join(', ')})`,
  }),
  protocolVersionMismatch: (version: string, negotiated: string): RpcFailure => ({
    status: 400,
    code: RPC.SERVER_ERROR,
    message: `Bad Request: MCP-Protocol-Version ${version} is not the version negotiated for this session (${negotiated}).`,
  }),
  revocationsUnavailable: (): RpcFailure => ({
    status: 503,
    code: RPC.SERVER_ERROR,
    message: 'Service Unavailable: cannot check whether this session was ended (its database does not answer); try again shortly.',
  }),
  internal: (): RpcFailure => ({ status: 500, code: -32603, message: 'Internal error' }),
};
