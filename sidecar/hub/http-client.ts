import https from 'node:https';
import got, { type Got } from 'got';
import { pinnedLookup, resolveTarget } from './pinned-lookup.ts';

export type OutboundOptions = {
  allowPrivate: boolean;
  timeouts: { lookupMs: number; connectMs: number; requestMs: number };
  /** Most sockets kept open per callback origin; deliveries to one origin share them. */
  maxSockets: number;
  /** Bytes of a delivery response read before dropping the connection. */
  maxAckBodyBytes: number;
  /** PEM CA(s) to trust instead of the system roots: for tests on loopback only. */
  caCertificates?: string | Buffer | Array<string | Buffer>;
};

/** What came back from a callback: its status and the first bytes of the body, or why not. */
export type Outcome = { ok: true; status: number; body: Buffer } | { ok: false; status?: number; reason: string };

/**
 * Outbound HTTP for verification and delivery, with the hub's safety rules in one place:
 * the target address resolved once, checked and pinned; no redirects; no retries (the hub
 * schedules its own); timeouts; and response bodies read only up to a cap, then dropped.
 */
export function createOutbound(options: OutboundOptions) {
  const client: Got = got.extend({
    followRedirect: false,
    throwHttpErrors: false,
    retry: { limit: 0 },
    timeout: {
      lookup: options.timeouts.lookupMs,
      connect: options.timeouts.connectMs,
      secureConnect: options.timeouts.connectMs,
      request: options.timeouts.requestMs,
    },
    agent: { https: new https.Agent({ keepAlive: true, maxSockets: options.maxSockets }) },
    https: options.caCertificates ? { certificateAuthority: options.caCertificates } : {},
    headers: { 'user-agent': 'reviews-service-websub-hub/1.0' },
  });

  /**
   * One request to `url` (which must be https). Reads at most `read.limit` bytes of the body
   * and keeps them when `read.keep`: a verification keeps the challenge's length + 1 (enough
   * to see a longer answer); a delivery keeps nothing and drains up to a cap only so that the
   * socket can be reused.
   */
  async function send(
    url: string,
    request: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: Buffer },
    read: { limit: number; keep: boolean },
  ): Promise<Outcome> {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:') return { ok: false, reason: 'callback is not https' };
    let target;
    try {
      target = await resolveTarget(parsed, options.allowPrivate, options.timeouts.lookupMs);
    } catch (error) {
      return { ok: false, reason: (error as Error).message };
    }
    return new Promise<Outcome>((resolve) => {
      const stream = client.stream(parsed, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        dnsLookup: pinnedLookup(target),
      });
      const chunks: Buffer[] = [];
      let length = 0;
      let status: number | undefined;
      let settled = false;
      const finish = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const done = () => {
        const body = Buffer.concat(chunks);
        if (status !== undefined && status >= 200 && status < 300) finish({ ok: true, status, body });
        else finish({ ok: false, status, reason: status === undefined ? 'no response' : `answered ${status}` });
      };
      stream.on('response', (response: { statusCode: number }) => {
        status = response.statusCode;
      });
      stream.on('data', (chunk: Buffer) => {
        const room = read.limit - length;
        if (room > 0) {
          const kept = chunk.subarray(0, room);
          if (read.keep) chunks.push(kept);
          length += kept.length;
        }
        if (chunk.length > room) {
          // Enough read: stop the download (the socket is closed, not reused).
          done();
          stream.destroy();
        }
      });
      stream.on('end', done);
      stream.on('error', (error: Error & { code?: string }) => {
        if (settled) return;
        finish({ ok: false, status, reason: error.code ? `${error.code}: ${error.message}` : error.message });
      });
    });
  }

  return {
    send,
    /** Frees pooled sockets (on stop). */
    close: () => (client.defaults.options.agent.https as https.Agent | undefined)?.destroy(),
  };
}

export type Outbound = ReturnType<typeof createOutbound>;
