import { hash, type Hash } from 'node:crypto';

/**
 * A strong ETag from the bytes themselves (RFC 9110 §8.8.3): the same content gives the
 * same tag on every build and every origin. 144 bits of SHA-256, base64url.
 */
export function strongEtag(body: string | Uint8Array): string {
  // One-shot crypto.hash: no Hash object per tag (a search makes one per never-asked answer).
  return tagOf(hash('sha256', body, 'base64url'));
}

/**
 * The tag of a SHA-256 hash fed by the caller (a body that is sent in pieces, hashed piece by
 * piece): the same tag strongEtag gives the whole body.
 */
export function etagOfHash(sha256: Hash): string {
  return tagOf(sha256.digest('base64url'));
}

/** 144 bits of a base64url SHA-256, quoted: the one layout of our strong tags. */
const tagOf = (base64url: string): string => `"${base64url.slice(0, 24)}"`;

/** An ISO date (YYYY-MM-DD) as an HTTP date at midnight UTC, for Last-Modified. */
export function httpDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}
