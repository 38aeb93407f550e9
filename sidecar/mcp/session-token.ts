import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What a signed `Mcp-Session-Id` carries: everything a replica needs to serve the session
 * without having seen its `initialize`. Times are milliseconds since the epoch.
 */
export const SessionClaims = z
  .object({
    /** 128 random bits, base64url: the session's identity (the revocation list's key). */
    sid: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
    /** The protocol revision the server answered to `initialize`. */
    pv: z.string().min(1).max(32),
    iat: z.number().int().nonnegative(),
    exp: z.number().int().positive(),
  })
  .strict();
export type SessionClaims = z.infer<typeof SessionClaims>;

export type SessionTokens = {
  /** A new session's token, valid for the configured lifetime from `now`. */
  issue(protocolVersion: string, now?: number): { token: string; claims: SessionClaims };
  /** The claims of a token this secret signed and that has not expired; undefined otherwise. */
  verify(token: string, now?: number): SessionClaims | undefined;
};

/** Tokens start with their format's version, so a later format can be told apart (and refused) cleanly. */
const FORMAT = 'v1';
/** A v1 token is about 170 characters; anything much longer is not one, and is refused unread. */
const MAX_TOKEN_LENGTH = 512;

/**
 * Signed session ids: `v1.<payload>.<mac>`, where payload is the claims as JSON in base64url
 * and mac is HMAC-SHA256 over `v1.<payload>`, in base64url. Only visible ASCII, as the
 * transport requires of `Mcp-Session-Id`. The claims are readable, not secret: they hold
 * nothing a client should not see.
 *
 * Not a JWT: there is one algorithm, one issuer and one audience, so a header naming the
 * algorithm would only add what JWT libraries have had to defend against (`alg: none`,
 * algorithm confusion); node:crypto gives the HMAC and the constant-time comparison.
 */
export function createSessionTokens(secret: string, lifetimeMs: number): SessionTokens {
  // A key for this one purpose: the same secret used for something else never signs a session id.
  const key = createHmac('sha256', secret).update('reviews-service MCP session id v1').digest();
  const mac = (signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

  return {
    issue(protocolVersion, now = Date.now()) {
      const claims: SessionClaims = { sid: randomBytes(16).toString('base64url'), pv: protocolVersion, iat: now, exp: now + lifetimeMs };
      const signed = `${FORMAT}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return { token: `${signed}.${mac(signed)}`, claims };
    },

    verify(token, now = Date.now()) {
      if (token.length > MAX_TOKEN_LENGTH) return undefined;
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== FORMAT) return undefined;
      // Compared as the exact text, not decoded bytes: base64url decoding skips stray characters,
      // so decoding first would accept altered spellings of a valid signature.
      const given = Buffer.from(parts[2]!);
      const expected = Buffer.from(mac(`${FORMAT}.${parts[1]}`));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let claims;
      try {
        claims = SessionClaims.safeParse(JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')));
      } catch {
        return undefined; // signed by us yet not JSON: only a secret shared with another format could do this
      }
      if (!claims.success || claims.data.exp <= now) return undefined;
      return claims.data;
    },
  };
}
