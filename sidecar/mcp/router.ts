import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { Router } from 'express';
import { closeAfterLingering } from '../http/lingering-close.ts';
import type { McpContext } from './context.ts';
import { createHostCheck, isWellFormedOrigin } from './host-origin.ts';
import { allowsBatches, isInitialize, parseMessages, requestIds } from './json-rpc.ts';
import { acceptsMcpResponses, isJsonContentType } from './negotiation.ts';
import { readBody } from './read-body.ts';
import { FAILURES, sendFailure } from './responses.ts';
import { openSession } from './open-session.ts';
import { SessionRegistry, type Session } from './sessions.ts';
import { MCP_MAX_BODY_BYTES, type McpSettings } from './settings.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

export type McpEndpoint = {
  router: Router;
  sessions: SessionRegistry;
  /** Answers 413 to a body over the cap and closes the connection after a lingering read. */
  refuseTooLarge(req: IncomingMessage, res: ServerResponse): void;
  close(): void;
};

/**
 * POST and DELETE /mcp, the streamable HTTP transport with sessions (protocol 2025-06-18 and
 * the revisions the SDK negotiates). Everything the transport specifies that can be decided
 * without a session is decided here, in order: Host/Origin (403), method (405), Accept (406),
 * Content-Type (415), body size (413), JSON (-32700) and JSON-RPC shape (-32600), then the
 * session (400 missing, 404 unknown or expired). Only then does one session's SDK transport
 * and McpServer see the messages, and it answers in JSON (never an event stream).
 */
export function createMcpEndpoint(context: McpContext, settings: McpSettings): McpEndpoint {
  const sessions = new SessionRegistry({ idleMs: settings.sessionIdleMs, maxSessions: settings.maxSessions });
  sessions.start();
  const isAllowedHost = createHostCheck(context.urls.base, settings.allowedHosts);
  const url = context.urls.mcp;

  /** The transport's answer, or 404 if the session is closed (evicted, expired) before it comes. */
  function answer({ transport, closing }: Pick<Session, 'transport' | 'closing'>, req: IncomingMessage, messages: JSONRPCMessage[]): Promise<Response | undefined> {
    return closing.race(transport.handleRequest(toWebRequest(req, url), { parsedBody: messages.length === 1 ? messages[0] : messages }));
  }

  function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
    closeAfterLingering(req, res);
    sendFailure(res, FAILURES.tooLarge(MCP_MAX_BODY_BYTES));
  }

  async function post(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!acceptsMcpResponses(req.headers.accept)) return sendFailure(res, FAILURES.notAcceptable());
    if (!isJsonContentType(req.headers['content-type'])) return sendFailure(res, FAILURES.unsupportedMediaType());
    const body = await readBody(req, MCP_MAX_BODY_BYTES);
    if ('tooLarge' in body) return refuseTooLarge(req, res);
    const parsed = parseMessages(body.text);
    if ('failure' in parsed) return sendFailure(res, parsed.failure);
    const { messages } = parsed;

    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.use(id);
      if (!session) return sendFailure(res, FAILURES.sessionNotFound());
      const version = req.headers['mcp-protocol-version'];
      if (parsed.batch && !allowsBatches(version)) return sendFailure(res, FAILURES.batchRemoved(String(version)));
      // Two requests with one id would cross their answers in the SDK's transport, leaving one
      // waiting forever; JSON-RPC makes ids unique among pending requests, so refuse the second.
      const ids = requestIds(messages);
      const clash = ids.find((rid, i) => session.pending.has(rid) || ids.indexOf(rid) !== i);
      if (clash !== undefined) return sendFailure(res, FAILURES.duplicateId(clash));
      for (const rid of ids) session.pending.add(rid);
      try {
        const response = await answer(session, req, messages);
        return response ? await sendWebResponse(res, response) : sendFailure(res, FAILURES.sessionNotFound());
      } finally {
        for (const rid of ids) session.pending.delete(rid);
      }
    }
    if (!messages.some(isInitialize)) return sendFailure(res, FAILURES.sessionRequired());

    const fresh = await openSession(context, sessions);
    const response = await answer(fresh, req, messages);
    // An initialize the SDK refused (a batch, bad params) leaves no session behind.
    if (!response || response.status !== 200 || fresh.transport.sessionId === undefined || (await isErrorResponse(response))) {
      await fresh.server.close().catch(() => {});
    }
    return response ? sendWebResponse(res, response) : sendFailure(res, FAILURES.sessionNotFound());
  }

  async function remove(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const id = req.headers['mcp-session-id'];
    if (typeof id !== 'string') return sendFailure(res, FAILURES.sessionRequired());
    const session = sessions.use(id);
    if (!session) return sendFailure(res, FAILURES.sessionNotFound());
    // The SDK answers 200 and closes the transport, whose onclose forgets the session. Not
    // raced against the close signal: this very request fires it.
    return sendWebResponse(res, await session.transport.handleRequest(toWebRequest(req, url)));
  }

  const router = Router();
  router.all('/', async (req, res) => {
    try {
      if (!isAllowedHost(req.headers.host)) return sendFailure(res, FAILURES.forbiddenHost(req.headers.host));
      const origin = req.headers.origin;
      if (!isWellFormedOrigin(origin)) return sendFailure(res, FAILURES.badOrigin(origin!));
      if (req.method === 'POST') return await post(req, res);
      if (req.method === 'DELETE') return await remove(req, res);
      return sendFailure(res, FAILURES.methodNotAllowed(req.method), { Allow: 'POST, DELETE' });
    } catch (error) {
      if (req.destroyed && !req.complete) return; // the client went away mid-body: no one to answer
      console.error(`${req.method} /mcp:`, error);
      if (!res.headersSent) sendFailure(res, FAILURES.internal());
      else res.destroy();
    }
  });

  return { router, sessions, refuseTooLarge, close: () => sessions.closeAll() };
}

/** Whether a JSON answer is a JSON-RPC error (read from a clone; the original is still sent). */
async function isErrorResponse(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return body.error !== undefined;
  } catch {
    return true;
  }
}
