import { createHash, type Hash } from 'node:crypto';

/**
 * A strong ETag from the bytes themselves (RFC 9110 §8.8.3): the same content gives the
 * same tag on every build and every origin. 144 bits of SHA-256, base64url.
 */
export function strongEtag(body: string | Uint8Array): string {
  return etagOfHash(createHash('sha256').update(body));
}

/**
 * The tag of a SHA-256 hash fed by the caller (a body that is sent in pieces, hashed piece by
 * piece): the same tag strongEtag gives the whole body.
 */
export function etagOfHash(sha256: Hash): string {
  return `"${sha256.digest('base64url').slice(0, 24)}"`;
}

/** An ISO date (YYYY-MM-DD) as an HTTP date at midnight UTC, for Last-Modified. */
export function httpDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}
