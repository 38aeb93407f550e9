import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { callTool } from './call-tool.ts';
import type { McpContext } from './context.ts';
import { asPlainToolCall, sendCallOutcome } from './direct-call.ts';
import { allowsBatches, isInitialize, requestIds, type RpcFailure } from './json-rpc.ts';
import { FAILURES, sendFailure } from './responses.ts';
import type { RevocationList } from './revocations/index.ts';
import { createMcpServer } from './server.ts';
import type { SessionMode } from './session-mode.ts';
import { createSessionTokens, type SessionClaims } from './session-token.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

export type SignedSessionsOptions = { secret: string; lifetimeMs: number; revocations: RevocationList };

/**
 * Sessions that live in their id (MCP_SESSION_SECRET): `initialize` answers with a signed
 * token (session-token.ts) and keeps nothing; every later request is served by whichever
 * replica gets it, restarted or not, once the token checks out: signed with the shared secret
 * (else 404), not expired (404), not ended by a DELETE on any replica (the revocation list,
 * 404), and sent with the negotiated protocol version or none (400).
 *
 * A plain tools/call is answered directly (direct-call.ts, call-tool.ts). Any other request
 * is answered by a fresh McpServer on a stateless SDK transport, the SDK's
 * pattern for servers without session state: a server is bound to one transport, and a
 * stateless transport to one request. Building one costs little: tools only close over the
 * context, and what they read is derived once per build (views.ts, the query engine).
 */
export function createSignedSessions(context: McpContext, { secret, lifetimeMs, revocations }: SignedSessionsOptions, url: string): SessionMode {
  const tokens = createSessionTokens(secret, lifetimeMs);

  async function answer(req: IncomingMessage, messages: JSONRPCMessage[]): Promise<Response> {
    const server = createMcpServer(context);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(toWebRequest(req, url), { parsedBody: messages.length === 1 ? messages[0] : messages });
    } finally {
      await server.close();
    }
  }

  /** The live session a request names, or why it cannot be served. */
  async function findSession(req: IncomingMessage): Promise<{ token: string; claims: SessionClaims } | { failure: RpcFailure }> {
    const token = req.headers['mcp-session-id'];
    if (typeof token !== 'string') return { failure: FAILURES.sessionRequired() };
    const claims = tokens.verify(token);
    if (!claims) return { failure: FAILURES.sessionNotFound() };
    try {
      if (await revocations.isRevoked(claims.sid)) return { failure: FAILURES.sessionNotFound() };
    } catch (error) {
      console.error('MCP: cannot read the session revocation list:', (error as Error).message);
      return { failure: FAILURES.revocationsUnavailable() };
    }
    // After the lookup: an ended session answers 404 whatever the headers, so its client starts over.
    const failure = protocolVersionFailure(req.headers['mcp-protocol-version'], claims.pv);
    return failure ? { failure } : { token, claims };
  }

  async function initialize(req: IncomingMessage, res: ServerResponse, messages: JSONRPCMessage[]): Promise<void> {
    const response = await answer(req, messages);
    // A refused initialize (a batch, bad params) is passed on as it is, and opens no session.
    const version = response.status === 200 ? negotiatedVersion(await response.clone().text()) : undefined;
    if (version) response.headers.set('mcp-session-id', tokens.issue(version).token);
    return sendWebResponse(res, response);
  }

  async function post(req: IncomingMessage, res: ServerResponse, messages: JSONRPCMessage[], batch: boolean): Promise<void> {
    if (req.headers['mcp-session-id'] === undefined) {
      return messages.some(isInitialize) ? initialize(req, res, messages) : sendFailure(res, FAILURES.sessionRequired());
    }
    const session = await findSession(req);
    if ('failure' in session) return sendFailure(res, session.failure);
    if (messages.some(isInitialize)) return sendFailure(res, FAILURES.alreadyInitialized());
    if (batch && !allowsBatches(session.claims.pv)) return sendFailure(res, FAILURES.batchRemoved(session.claims.pv));
    // A plain tools/call needs no McpServer: answered here, on the Node request (the
    // protocol-version header was checked against the session's by findSession).
    const call = batch ? undefined : asPlainToolCall(messages[0]);
    if (call) return sendCallOutcome(res, call, await callTool(context, call.name, call.arguments), session.token);
    // The one transport answering this POST routes answers by id: one id twice would leave a request unanswered.
    const ids = requestIds(messages);
    const clash = ids.find((rid, i) => ids.indexOf(rid) !== i);
    if (clash !== undefined) return sendFailure(res, FAILURES.duplicateId(clash));
    const response = await answer(req, messages);
    response.headers.set('mcp-session-id', session.token); // as the SDK's own transport does on every answer
    return sendWebResponse(res, response);
  }

  async function remove(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const session = await findSession(req);
    if ('failure' in session) return sendFailure(res, session.failure);
    try {
      await revocations.revoke(session.claims.sid, session.claims.exp);
    } catch (error) {
      console.error('MCP: cannot record an ended session:', (error as Error).message);
      return sendFailure(res, FAILURES.revocationsUnavailable());
    }
    res.statusCode = 200;
    res.end();
  }

  return { post, remove, size: 0, close: () => {} };
}

/**
 * The transport's MCP-Protocol-Version rule, against the version this session negotiated:
 * none is fine (the negotiated one applies), an unsupported one or another one than
 * negotiated is 400.
 */
function protocolVersionFailure(header: string | string[] | undefined, negotiated: string): RpcFailure | undefined {
  if (header === undefined) return undefined;
  const version = String(header);
  if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return FAILURES.unsupportedProtocolVersion(version, SUPPORTED_PROTOCOL_VERSIONS);
  return version === negotiated ? undefined : FAILURES.protocolVersionMismatch(version, negotiated);
}

/** The protocolVersion of a successful initialize answer, or undefined for an error answer. */
function negotiatedVersion(body: string): string | undefined {
  try {
    const version = (JSON.parse(body) as { result?: { protocolVersion?: unknown } }).result?.protocolVersion;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
