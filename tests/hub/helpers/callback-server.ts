import { EventEmitter, once } from 'node:events';
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { TestCertificate } from './tls.ts';

/** A request as the subscriber saw it. */
export type Received = {
  method: string;
  path: string;
  /** The query string exactly as sent, without the "?". */
  rawQuery: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/**
 * How a callback path answers. `verify`: 'echo' answers the challenge, 'wrong' another body,
 * 'extra' the challenge plus one byte, a number answers that status with the challenge,
 * 'redirect' a 302 to `${path}/moved`. `deliver`: statuses for successive deliveries (the last
 * repeats). `delayMs` holds every answer back.
 */
export type Behaviour = {
  verify?: 'echo' | 'wrong' | 'extra' | 'redirect' | number;
  deliver?: number[];
  delayMs?: number;
};

/** A real HTTPS subscriber on loopback that records every request it gets. */
export async function startCallbackServer(certificate: TestCertificate) {
  const requests: Received[] = [];
  /** Requests as they arrive, before any answer (a delayed answer is still pending). */
  const arrivals: Array<{ method: string; path: string }> = [];
  const behaviours = new Map<string, Behaviour>();
  const deliveriesSeen = new Map<string, number>();
  const events = new EventEmitter();
  events.setMaxListeners(0);

  const server = https.createServer({ key: certificate.key, cert: certificate.cert }, async (req, res) => {
    arrivals.push({ method: req.method ?? '', path: (req.url ?? '/').split('?')[0] ?? '/' });
    events.emit('arrival');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const path = q === -1 ? target : target.slice(0, q);
    const rawQuery = q === -1 ? '' : target.slice(q + 1);
    const received: Received = { method: req.method ?? '', path, rawQuery, query: new URLSearchParams(rawQuery), headers: req.headers, body: Buffer.concat(chunks) };
    const behaviour = behaviours.get(path) ?? {};
    if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));

    if (req.method === 'GET') {
      const challenge = received.query.get('hub.challenge') ?? '';
      const verify = behaviour.verify ?? 'echo';
      if (verify === 'redirect') res.writeHead(302, { location: `${path}/moved?${rawQuery}` }).end(challenge);
      else if (verify === 'wrong') res.writeHead(200).end(`not-${challenge}`);
      else if (verify === 'extra') res.writeHead(200).end(`${challenge}x`);
      else res.writeHead(verify === 'echo' ? 200 : verify).end(challenge);
    } else {
      const n = deliveriesSeen.get(path) ?? 0;
      deliveriesSeen.set(path, n + 1);
      const statuses = behaviour.deliver ?? [204];
      res.writeHead(statuses[Math.min(n, statuses.length - 1)] ?? 204).end();
    }
    requests.push(received);
    events.emit('request', received);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;

  return {
    port,
    requests,
    /** A callback URL on this server (host 127.0.0.1 unless given, e.g. 'localhost'). */
    url: (path: string, host = '127.0.0.1') => `https://${host}:${port}${path}`,
    on(path: string, behaviour: Behaviour) {
      behaviours.set(path, behaviour);
      deliveriesSeen.delete(path);
    },
    /** Requests matching a filter, in arrival order. */
    received: (filter: (r: Received) => boolean) => requests.filter(filter),
    /** Resolves once `count` answered requests match the filter. */
    async waitFor(filter: (r: Received) => boolean, count = 1): Promise<Received[]> {
      for (;;) {
        const matching = requests.filter(filter);
        if (matching.length >= count) return matching;
        await once(events, 'request');
      }
    },
    /** Resolves once `count` requests matching the filter have arrived (answered or not). */
    async waitForArrival(filter: (r: { method: string; path: string }) => boolean, count = 1): Promise<void> {
      while (arrivals.filter(filter).length < count) await once(events, 'arrival');
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
}

export type CallbackServer = Awaited<ReturnType<typeof startCallbackServer>>;

export const isVerification = (path: string) => (r: Received) => r.method === 'GET' && r.path === path;
export const isDelivery = (path: string) => (r: Received) => r.method === 'POST' && r.path === path;
