import type { Urls } from '../urls.ts';
import { websubLink } from '../urls.ts';

/** How long shared caches may reuse a response before revalidating with its ETag. */
export const CACHE_DATA = 'public, max-age=60, stale-while-revalidate=300';
/** Astro's fingerprinted assets (`_astro/*`): their name changes whenever their bytes do. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** manifest.json on an origin: sidecars and CDNs must always revalidate it (a 304 when unchanged). */
export const CACHE_REVALIDATE = 'no-cache';

/** Response headers a browser page may read: validators, feed discovery and MCP's session. */
const EXPOSED = 'ETag, Last-Modified, Link, Mcp-Session-Id, Mcp-Protocol-Version';

/**
 * Headers on every response, from the sidecar and from a static host alike. The service is
 * public and read-only, so any origin may read it (no credentials are ever involved).
 */
export const PUBLIC_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED,
} as const;

/** The Cache-Control a published file is served with, by its path in the build. */
export function cacheControlFor(file: string): string {
  if (file === 'manifest.json') return CACHE_REVALIDATE;
  return file.startsWith('_astro/') ? CACHE_IMMUTABLE : CACHE_DATA;
}

/** The WebSub Link header of each topic, by the topic's path in the build (`feed.xml`, ...). */
export function topicLinks(urls: Pick<Urls, 'base' | 'hub' | 'topics'>): Map<string, string> {
  return new Map(urls.topics.map((topic) => [topic.slice(urls.base.length + 1), websubLink(urls.hub, topic)]));
}
