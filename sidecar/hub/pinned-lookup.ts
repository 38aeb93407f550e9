import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { ipLiteral, isPublicAddress } from './address-policy.ts';

/** Why an outbound request was not sent; counted as a failed verification or delivery. */
export class CallbackRefusedError extends Error {
  readonly code = 'callback_refused';
}

export type ResolvedTarget = { address: string; family: 4 | 6 };

/**
 * Resolves a callback's host once and checks the address against the policy. The request then
 * connects to exactly this address (see `pinnedLookup`), so a second, different DNS answer
 * (DNS rebinding) can never steer it to an address that was not checked.
 */
export async function resolveTarget(url: URL, allowPrivate: boolean, timeoutMs: number): Promise<ResolvedTarget> {
  const literal = ipLiteral(url.hostname);
  const target = literal
    ? { address: literal, family: isIP(literal) as 4 | 6 }
    : await withTimeout(lookup(url.hostname), timeoutMs, `DNS lookup of ${url.hostname} timed out`);
  if (!allowPrivate && !isPublicAddress(target.address)) {
    throw new CallbackRefusedError(`${url.hostname} resolves to ${target.address}, which is not a public address`);
  }
  return { address: target.address, family: target.family === 6 ? 6 : 4 };
}

/** A `lookup` for got/net that answers every query with the one address already checked. */
export function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return ((_hostname: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    // net's happy-eyeballs connect asks with `all: true` and expects a list.
    if (typeof options === 'object' && options !== null && (options as { all?: boolean }).all) {
      done(null, [{ address: target.address, family: target.family }]);
    } else {
      done(null, target.address, target.family);
    }
  }) as LookupFunction;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CallbackRefusedError(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
