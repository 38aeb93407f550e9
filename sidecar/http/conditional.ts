import type { IncomingHttpHeaders } from 'node:http';

/**
 * RFC 9110 §13.1.2 If-None-Match with the weak comparison function: `*` matches any current
 * representation; otherwise any listed tag matches when it equals ours ignoring a `W/` prefix.
 */
export function noneMatchHits(header: string, etag: string): boolean {
  if (header === etag) return true; // the usual revalidation, one tag sent back as it came: no parsing
  if (header.trim() === '*') return true;
  const ours = opaque(etag);
  // Tags are quoted strings that cannot contain `"`, so commas between quotes separate them.
  for (const tag of header.match(/(?:W\/)?"[^"]*"/g) ?? []) if (opaque(tag) === ours) return true;
  return false;
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/** RFC 9110 §13.1.3: true when the resource has not changed since the client's date. */
export function notModifiedSince(header: string, lastModified: string): boolean {
  const since = Date.parse(header);
  const modified = Date.parse(lastModified);
  return !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
}

/**
 * Whether a GET or HEAD may be answered 304 (RFC 9110 §13.2.2): If-None-Match decides when
 * present, and If-Modified-Since is then ignored; otherwise If-Modified-Since decides.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, lastModified: string | undefined): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) return noneMatchHits(noneMatch, etag);
  const modifiedSince = headers['if-modified-since'];
  if (modifiedSince !== undefined && lastModified !== undefined) return notModifiedSince(modifiedSince, lastModified);
  return false;
}
