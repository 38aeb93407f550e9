import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { callTool } from './call-tool.ts';
import type { McpContext } from './context.ts';
import { asPlainToolCall, directVersionOk, sendCallOutcome } from './direct-call.ts';
import { allowsBatches, isInitialize, requestIds } from './json-rpc.ts';
import { openSession } from './open-session.ts';
import { FAILURES, sendFailure } from './responses.ts';
import type { SessionMode } from './session-mode.ts';
import { SessionRegistry, type Session } from './sessions.ts';
import type { McpSettings } from './settings.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

/**
 * Sessions in this process's memory (no MCP_SESSION_SECRET): one McpServer and SDK transport
 * per session, closed when idle for `sessionIdleMs`, at most `maxSessions` at once. Only the
 * process that opened a session can serve it. A plain tools/call on a live session is
 * answered directly (direct-call.ts, call-tool.ts); everything else goes through the session's
 * SDK transport.
 */
export function createMemorySessions(context: McpContext, settings: McpSettings, url: string): SessionMode {
  const sessions = new SessionRegistry({ idleMs: settings.sessionIdleMs, maxSessions: settings.maxSessions });
  sessions.start();

  /** The transport's answer, or undefined if the session is closed (evicted, expired) before it comes. */
  function answer({ transport, closing }: Pick<Session, 'transport' | 'closing'>, req: IncomingMessage, messages: JSONRPCMessage[]): Promise<Response | undefined> {
    return closing.race(transport.handleRequest(toWebRequest(req, url), { parsedBody: messages.length === 1 ? messages[0] : messages }));
  }

  async function post(req: IncomingMessage, res: ServerResponse, messages: JSONRPCMessage[], batch: boolean): Promise<void> {
    const id = req.headers['mcp-session-id'];
    if (typeof id === 'string') {
      const session = sessions.use(id);
      if (!session) return sendFailure(res, FAILURES.sessionNotFound());
      const version = req.headers['mcp-protocol-version'];
      if (batch && !allowsBatches(version)) return sendFailure(res, FAILURES.batchRemoved(String(version)));
      // Two requests with one id would cross their answers in the SDK's transport, leaving one
      // waiting forever; JSON-RPC makes ids unique among pending requests, so refuse the second.
      const ids = requestIds(messages);
      const clash = ids.find((rid, i) => session.pending.has(rid) || ids.indexOf(rid) !== i);
      if (clash !== undefined) return sendFailure(res, FAILURES.duplicateId(clash));
      const call = batch ? undefined : asPlainToolCall(messages[0]);
      if (call && directVersionOk(version)) {
        // Answered here, on the Node request: no web Request, no SDK transport and server.
        const outcome = callTool(context, call.name, call.arguments);
        if (!(outcome instanceof Promise)) return sendCallOutcome(res, call, outcome, id);
        session.pending.add(call.id);
        try {
          const later = await session.closing.race(outcome);
          return later ? sendCallOutcome(res, call, later, id) : sendFailure(res, FAILURES.sessionNotFound());
        } finally {
          session.pending.delete(call.id);
        }
      }
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

  return {
    post,
    remove,
    get size() {
      return sessions.size;
    },
    close: () => sessions.closeAll(),
  };
}

/** Whether a JSON answer is a JSON-RPC error (read from a clone; the original is still sent). */
export async function isErrorResponse(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    return body.error !== undefined;
  } catch {
    return true;
  }
}
