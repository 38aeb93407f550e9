import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CloseSignal } from './close-signal.ts';

export type Session = {
  id: string;
  server: McpServer;
  transport: WebStandardStreamableHTTPServerTransport;
  /** When the last request for this session arrived (ms, monotonic clock). */
  lastSeen: number;
  /** Fires when the session closes, however: DELETE, idle expiry, eviction, shutdown. */
  closing: CloseSignal;
  /** Ids of the requests being answered now: the transport routes answers by id, so one id cannot be in flight twice. */
  pending: Set<string | number>;
};

export type SessionLimits = { idleMs: number; maxSessions: number; now?: () => number };

/**
 * The live MCP sessions. The SDK never frees a session on its own (only a client's DELETE
 * does), so this registry does: a session idle for `idleMs` is closed, and at most
 * `maxSessions` live at once.
 *
 * At the cap, a new `initialize` closes the least recently used session rather than being
 * refused with 503: an evicted client gets 404 on its next request and, as the transport
 * specifies, simply initializes again; a refusal would instead lock every new client out until
 * some session idled out (30 minutes by default), which is the worse failure for a public
 * endpoint. The Map keeps sessions in least-recently-used order (a use re-inserts), so eviction
 * and the idle sweep only ever look at the front.
 */
export class SessionRegistry {
  readonly #sessions = new Map<string, Session>();
  readonly #idleMs: number;
  readonly #max: number;
  readonly #now: () => number;
  #sweeper: NodeJS.Timeout | undefined;

  constructor({ idleMs, maxSessions, now = () => performance.now() }: SessionLimits) {
    this.#idleMs = idleMs;
    this.#max = maxSessions;
    this.#now = now;
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** Sweeps idle sessions every half idle period (at most every minute); the timer never holds the process open. */
  start(): void {
    const every = Math.max(10, Math.min(60_000, this.#idleMs / 2));
    this.#sweeper = setInterval(() => this.sweep(), every);
    this.#sweeper.unref();
  }

  /** Makes room for one more session: closes least recently used ones while at the cap. */
  makeRoom(): void {
    for (const session of this.#sessions.values()) {
      if (this.#sessions.size < this.#max) return;
      this.close(session);
    }
  }

  add(session: Session): void {
    this.makeRoom();
    this.#sessions.set(session.id, session);
  }

  /**
   * The live session with this id, marked as just used; undefined when unknown or idle past the
   * limit (it is closed then, so expiry holds to the millisecond whatever the sweep's timing).
   */
  use(id: string): Session | undefined {
    const session = this.#sessions.get(id);
    if (!session) return undefined;
    const now = this.#now();
    if (now - session.lastSeen >= this.#idleMs) {
      this.close(session);
      return undefined;
    }
    session.lastSeen = now;
    this.#sessions.delete(id);
    this.#sessions.set(id, session);
    return session;
  }

  /** Forgets a session whose transport closed (the transport's onclose calls this). */
  forget(id: string): void {
    this.#sessions.delete(id);
  }

  /** Closes every session idle for `idleMs` or longer; returns how many. */
  sweep(): number {
    const now = this.#now();
    let closed = 0;
    for (const session of this.#sessions.values()) {
      if (now - session.lastSeen < this.#idleMs) break; // LRU order: the rest are more recent
      this.close(session);
      closed++;
    }
    return closed;
  }

  /** Closes one session: its server, its transport, and any request still waiting on it. */
  close(session: Session): void {
    this.#sessions.delete(session.id);
    session.server.close().catch(() => {}); // closing twice or mid-request is harmless
  }

  /** Stops the sweep and closes every session (server shutdown). */
  closeAll(): void {
    clearInterval(this.#sweeper);
    for (const session of [...this.#sessions.values()]) this.close(session);
  }
}
