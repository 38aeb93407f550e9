import { randomUUID } from 'node:crypto';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { CloseSignal } from './close-signal.ts';
import type { McpContext } from './context.ts';
import { createMcpServer } from './server.ts';
import type { Session, SessionRegistry } from './sessions.ts';

/**
 * A new McpServer on a new SDK transport, for one `initialize`. The transport answers in JSON
 * (`enableJsonResponse`), never as an event stream. The session joins the registry only once
 * the SDK has given it an id; when its transport closes, for whatever reason, the registry
 * forgets it and any request still waiting on it is released.
 */
export async function openSession(context: McpContext, sessions: SessionRegistry): Promise<Pick<Session, 'server' | 'transport' | 'closing'>> {
  const server = createMcpServer(context);
  const closing = new CloseSignal();
  let session: Session | undefined;
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: randomUUID,
    enableJsonResponse: true,
    onsessioninitialized: (id) => {
      session = { id, server, transport, lastSeen: performance.now(), closing, pending: new Set() };
      sessions.add(session);
    },
  });
  transport.onclose = () => {
    if (session) sessions.forget(session.id);
    closing.close();
  };
  await server.connect(transport); // chains its own onclose after ours
  return { server, transport, closing };
}
