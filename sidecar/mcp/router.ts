import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import { setCommonHeaders } from '../http/cors.ts';
import { closeAfterLingering } from '../http/lingering-close.ts';
import type { McpContext } from './context.ts';
import { asPlainToolCall } from './direct-call.ts';
import { createHostCheck, isWellFormedOrigin } from './host-origin.ts';
import { parseMessages } from './json-rpc.ts';
import { createMemorySessions } from './memory-sessions.ts';
import { acceptsMcpResponses, isJsonContentType } from './negotiation.ts';
import { readBody } from './read-body.ts';
import { FAILURES, sendFailure } from './responses.ts';
import { MemoryRevocations } from './revocations/index.ts';
import type { SessionMode } from './session-mode.ts';
import { MCP_MAX_BODY_BYTES, type McpSettings } from './settings.ts';
import { createSignedSessions } from './signed-sessions.ts';

export type McpEndpoint = {
  router: Router;
  /** Answers a POST or DELETE of exactly /mcp without Express; false for anything else (Express routes it). */
  serveDirect(req: IncomingMessage, res: ServerResponse): boolean;
  /** Sessions this process holds (always 0 with signed sessions: nothing is kept). */
  sessions: { readonly size: number };
  /** Answers 413 to a body over the cap and closes the connection after a lingering read. */
  refuseTooLarge(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
};

/**
 * POST and DELETE /mcp, the streamable HTTP transport with sessions (protocol 2025-06-18 and
 * the revisions the SDK negotiates). Everything the transport specifies that can be decided
 * without a session is decided here, in order: Host/Origin (403), method (405), Accept (406),
 * Content-Type (415), body size (413), JSON (-32700) and JSON-RPC shape (-32600). Then the
 * session mode takes over: sessions in this process's memory, or, with `settings.signed`,
 * signed session ids any replica serves. Either way a missing session is 400, an unknown or
 * expired one 404, and answers come in JSON (never an event stream).
 */
export function createMcpEndpoint(context: McpContext, settings: McpSettings): McpEndpoint {
  const isAllowedHost = createHostCheck(context.urls.base, settings.allowedHosts);
  const url = context.urls.mcp;
  // A revocation list nobody passed in is this endpoint's own, in memory, closed with it.
  let ownRevocations: MemoryRevocations | undefined;
  const mode: SessionMode = settings.signed
    ? createSignedSessions(context, { ...settings.signed, revocations: settings.signed.revocations ?? (ownRevocations = new MemoryRevocations()) }, url)
    : createMemorySessions(context, settings, url);

  function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
    closeAfterLingering(req, res);
    sendFailure(res, FAILURES.tooLarge(MCP_MAX_BODY_BYTES));
  }

  async function post(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!acceptsMcpResponses(req.headers.accept)) return sendFailure(res, FAILURES.notAcceptable());
    if (!isJsonContentType(req.headers['content-type'])) return sendFailure(res, FAILURES.unsupportedMediaType());
    const body = await readBody(req, MCP_MAX_BODY_BYTES);
    if ('tooLarge' in body) return refuseTooLarge(req, res);
    const parsed = parseMessages(body.text, (message) => asPlainToolCall(message) !== undefined);
    if ('failure' in parsed) return sendFailure(res, parsed.failure);
    return mode.post(req, res, parsed.messages, parsed.batch);
  }

  /** Everything /mcp answers, on the Node request: Express only routes here (see serveDirect). */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (!isAllowedHost(req.headers.host)) return sendFailure(res, FAILURES.forbiddenHost(req.headers.host));
      const origin = req.headers.origin;
      if (!isWellFormedOrigin(origin)) return sendFailure(res, FAILURES.badOrigin(origin!));
      if (req.method === 'POST') return await post(req, res);
      if (req.method === 'DELETE') return await mode.remove(req, res);
      return sendFailure(res, FAILURES.methodNotAllowed(req.method ?? ''), { Allow: 'POST, DELETE' });
    } catch (error) {
      if (req.destroyed && !req.complete) return; // the client went away mid-body: no one to answer
      console.error(`${req.method} /mcp:`, error);
      if (!res.headersSent) sendFailure(res, FAILURES.internal());
      else res.destroy();
    }
  }

  const router = Router();
  router.all('/', (req, res) => handle(req, res));

  /**
   * POST and DELETE of exactly `/mcp`, answered ahead of Express as the read paths are: its
   * routing and middleware cost about as much as a tools/call answered from the cache. With
   * the common headers Express's cors would set. Every other request to /mcp (another
   * spelling of the path, GET, a CORS preflight) goes through Express to the same `handle`.
   */
  function serveDirect(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.url !== '/mcp' || (req.method !== 'POST' && req.method !== 'DELETE')) return false;
    setCommonHeaders(res);
    void handle(req, res);
    return true;
  }

  return {
    router,
    serveDirect,
    sessions: mode,
    refuseTooLarge,
    async close() {
      mode.close();
      await ownRevocations?.close();
    },
  };
}
