import { DEFAULT_NEGOTIATED_PROTOCOL_VERSION, JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** JSON-RPC 2.0 §5.1 error codes, plus the SDK's -32000/-32001 for transport and session errors. */
export const RPC = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  SERVER_ERROR: -32000,
  SESSION_NOT_FOUND: -32001,
} as const;

/** An error answered before any MCP server sees the request, with its HTTP status. */
export type RpcFailure = { status: number; code: number; message: string; id?: string | number | null; data?: unknown };

/** A JSON-RPC error response's body; `id` is null when the request's id could not be read. */
export function rpcErrorBody(failure: RpcFailure): string {
  const error = { code: failure.code, message: failure.message, ...(failure.data === undefined ? {} : { data: failure.data }) };
  return JSON.stringify({ jsonrpc: '2.0', id: failure.id ?? null, error });
}

/**
 * Most messages one POST may carry, as the SDK's transport allows. Batches exist in protocol
 * 2025-03-26 only: 2025-06-18 removed them, and the router refuses one in a later session.
 */
const MAX_BATCH = 100;

/**
 * Parses a POST body into JSON-RPC messages: not JSON is a parse error (-32700); JSON that is
 * not a JSON-RPC 2.0 request, notification or response (wrong `jsonrpc`, no method, a null
 * id...) is an invalid request (-32600), naming the problem. Both are HTTP 400.
 */
export function parseMessages(text: string, isCheckedAlready: (message: unknown) => boolean = () => false): { messages: JSONRPCMessage[]; batch: boolean } | { failure: RpcFailure } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { failure: { status: 400, code: RPC.PARSE_ERROR, message: 'Parse error: the body is not valid JSON.', data: (error as Error).message } };
  }
  // A single message whose shape the caller's own, stricter check accepts (a plain tools/call)
  // skips the SDK's schema: that check admits nothing the schema would refuse.
  if (isCheckedAlready(value)) return { messages: [value as JSONRPCMessage], batch: false };
  const batch = Array.isArray(value);
  const items: unknown[] = batch ? (value as unknown[]) : [value];
  if (batch && (items.length === 0 || items.length > MAX_BATCH)) {
    return { failure: { status: 400, code: RPC.INVALID_REQUEST, message: `Invalid Request: a batch holds 1 to ${MAX_BATCH} messages.` } };
  }
  const messages: JSONRPCMessage[] = [];
  for (const item of items) {
    const problem = messageProblem(item);
    const parsed = problem ? undefined : JSONRPCMessageSchema.safeParse(item);
    if (problem || !parsed?.success) {
      const id = readableId(item);
      const message = `Invalid Request: ${problem ?? 'not a JSON-RPC 2.0 request, notification or response'}.`;
      return { failure: { status: 400, code: RPC.INVALID_REQUEST, message, id } };
    }
    messages.push(parsed.data);
  }
  return { messages, batch };
}

/** The first thing wrong with a message, in words, or undefined when the basics hold. */
function messageProblem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'a message must be a JSON object';
  const message = item as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return `"jsonrpc" must be the string "2.0", got ${JSON.stringify(message.jsonrpc) ?? 'nothing'}`;
  if ('id' in message && !(typeof message.id === 'string' || Number.isInteger(message.id))) return '"id" must be a string or an integer';
  if ('method' in message) {
    if (typeof message.method !== 'string' || message.method === '') return '"method" must be a non-empty string';
    if ('params' in message && (typeof message.params !== 'object' || message.params === null || Array.isArray(message.params))) return '"params" must be an object';
    return undefined;
  }
  if (!('id' in message) || 'result' in message === 'error' in message) return 'a message needs a "method", or an "id" with either "result" or "error"';
  return undefined;
}

function readableId(item: unknown): string | number | null {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' || Number.isInteger(id) ? (id as string | number) : null;
}

/** The ids of the requests among `messages` (notifications and responses have none to answer). */
export function requestIds(messages: JSONRPCMessage[]): Array<string | number> {
  return messages.flatMap((message) => ('method' in message && 'id' in message ? [message.id] : []));
}

/**
 * Whether a session's requests may be batched: only on a revision before 2025-06-18, which
 * removed JSON-RPC batching. The revision is the one the client names in Mcp-Protocol-Version
 * on every request after initialize; without it, the transport assumes 2025-03-26.
 */
export function allowsBatches(protocolVersion: string | string[] | undefined): boolean {
  return (typeof protocolVersion === 'string' ? protocolVersion : DEFAULT_NEGOTIATED_PROTOCOL_VERSION) < '2025-06-18';
}

/** True when the message is an `initialize` request. */
export function isInitialize(message: JSONRPCMessage): boolean {
  return 'method' in message && message.method === 'initialize' && 'id' in message;
}
