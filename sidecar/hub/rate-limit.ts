import type { NextFunction, Request, Response } from 'express';
import { sendError } from './responses.ts';

/**
 * A per-client token bucket: `burst` requests at once, refilled at `perSecond`. Clients are
 * told by `req.ip`, so behind a proxy the app's `trust proxy` setting decides who a client is.
 * Idle buckets are forgotten so the map cannot grow without bound.
 */
export function rateLimit(options: { burst: number; perSecond: number; now: () => number; maxClients?: number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const maxClients = options.maxClients ?? 10_000;

  function forgetFullBuckets(now: number): void {
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * options.perSecond >= options.burst) buckets.delete(key);
    }
  }

  return function hubRateLimit(req: Request, res: Response, next: NextFunction): void {
    const now = options.now();
    const key = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const bucket = buckets.get(key) ?? { tokens: options.burst, at: now };
    bucket.tokens = Math.min(options.burst, bucket.tokens + ((now - bucket.at) / 1000) * options.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) {
      const waitSeconds = Math.ceil((1 - bucket.tokens) / options.perSecond);
      res.set('Retry-After', String(waitSeconds));
      sendError(res, 429, 'rate_limited', `Too many hub requests from this client; retry in ${waitSeconds} s`);
      return;
    }
    bucket.tokens -= 1;
    if (!buckets.has(key) && buckets.size >= maxClients) forgetFullBuckets(now);
    buckets.set(key, bucket);
    next();
  };
}
