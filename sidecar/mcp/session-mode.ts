import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/**
 * How /mcp keeps its sessions: in this process's memory (memory-sessions.ts), or in signed
 * ids that any replica can check (signed-sessions.ts). The router decides everything that
 * needs no session first, then hands over.
 */
export type SessionMode = {
  /** Answers the messages of a POST that passed every check needing no session. */
  post(req: IncomingMessage, res: ServerResponse, messages: JSONRPCMessage[]): Promise<void>;
  /** DELETE /mcp: ends the session named by Mcp-Session-Id. */
  remove(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Sessions this process holds now. */
  readonly size: number;
  /** Server shutdown: ends what the mode holds. */
  close(): void;
};
