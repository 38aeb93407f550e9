import { rateLimit as expressRateLimit } from 'express-rate-limit';
import { httpError } from '../http/errors.ts';

/**
 * Hub POSTs per client: `burst` requests per window of `burst / perSecond` seconds (30 per
 * 30 s by default: a burst of 30, one a second on average), counted by express-rate-limit in
 * memory. Clients are told apart by `req.ip`, so behind a proxy Express's `trust proxy`
 * (TRUST_PROXY) decides who a client is. The library's own key counts IPv6 clients per /56,
 * so one host cannot take a fresh address per request, and it warns on stderr when requests
 * carry X-Forwarded-For while no proxy is trusted.
 */
export function rateLimit(options: { burst: number; perSecond: number }) {
  const windowMs = Math.max(1, Math.round((options.burst / options.perSecond) * 1000));
  return expressRateLimit({
    windowMs,
    limit: options.burst,
    standardHeaders: 'draft-6', // RateLimit-* and, once limited, Retry-After
    legacyHeaders: false,
    handler: (_req, res, next) => next(httpError('RATE_LIMITED', `Too many hub requests from this client; retry in ${res.getHeader('Retry-After') ?? 'a few'} s.`)),
  });
}
