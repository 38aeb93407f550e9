import type { ServerResponse } from 'node:http';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { CallOutcome } from './call-tool.ts';
import { rpcErrorBody } from './json-rpc.ts';

/** A tools/call request the direct path answers: one message, and nothing in it the SDK would treat specially. */
export type PlainToolCall = { id: string | number; name: string; arguments: Record<string, unknown> | undefined };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The call in a parsed POST body, if it is a plain, well-formed tools/call request: exactly
 * the members `jsonrpc` "2.0", an `id` (a string or a safe integer, as the SDK's schema
 * wants), `method` and `params` holding a string `name` and, optionally, an object of
 * `arguments`. Anything else (a batch, `_meta` with a progress token, a task, a stray member,
 * a malformed call) is left to the SDK, which answers it as it always has.
 */
export function asPlainToolCall(message: unknown): PlainToolCall | undefined {
  if (!isPlainObject(message) || message.method !== 'tools/call' || message.jsonrpc !== '2.0') return undefined;
  for (const key in message) if (key !== 'jsonrpc' && key !== 'id' && key !== 'method' && key !== 'params') return undefined;
  const { id, params } = message;
  if (!(typeof id === 'string' || Number.isSafeInteger(id)) || !isPlainObject(params)) return undefined;
  for (const key in params) if (key !== 'name' && key !== 'arguments') return undefined;
  if (typeof params.name !== 'string' || !(params.arguments === undefined || isPlainObject(params.arguments))) return undefined;
  return { id: id as string | number, name: params.name, arguments: params.arguments };
}

/**
 * Whether the Mcp-Protocol-Version header lets the direct path answer: absent, or a version
 * the SDK supports. Any other value is left to the SDK's transport, which answers 400.
 */
export function directVersionOk(header: string | string[] | undefined): boolean {
  return header === undefined || (typeof header === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(header));
}

const TAIL = Buffer.from('}');

/**
 * Writes the answer to a tools/call as the SDK's transport would in JSON mode: 200,
 * `application/json`, the session id header, and one JSON-RPC response; the result's bytes
 * are spliced in, not serialised again. Headers already set on `res` (the common ones) stay.
 */
export function sendCallOutcome(res: ServerResponse, call: PlainToolCall, outcome: CallOutcome, sessionId: string): void {
  const headers = { 'content-type': 'application/json', 'mcp-session-id': sessionId };
  if ('error' in outcome) {
    const body = Buffer.from(rpcErrorBody({ status: 200, code: outcome.error.code, message: outcome.error.message, id: call.id }));
    res.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
    return;
  }
  // The result's pieces are written as they are (views of bytes kept per build for a large
  // answer), between the envelope's head and tail: nothing is joined into a copy.
  const head = Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(call.id)},"result":`);
  const { chunks, size } = outcome.result;
  res.writeHead(200, { ...headers, 'content-length': head.length + size + TAIL.length });
  res.cork();
  res.write(head);
  for (const chunk of chunks) res.write(chunk);
  res.end(TAIL);
}
