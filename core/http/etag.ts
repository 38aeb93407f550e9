import { createHash } from 'node:crypto';

/**
 * A strong ETag from the bytes themselves (RFC 9110 §8.8.3): the same content gives the
 * same tag on every build and every origin. 144 bits of SHA-256, base64url.
 */
export function strongEtag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`;
}

/** An ISO date (YYYY-MM-DD) as an HTTP date at midnight UTC, for Last-Modified. */
export function httpDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}
