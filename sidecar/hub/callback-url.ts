/**
 * The callback URL with the hub's parameters appended. The callback's own query string is
 * kept byte for byte (W3C WebSub §5.3: "the hub MUST preserve the query string"): the new
 * parameters are concatenated after it, never parsed and re-serialised. A fragment is never
 * sent on the wire, so it is dropped.
 */
export function withHubParams(callback: string, params: Record<string, string>): string {
  const hash = callback.indexOf('#');
  const base = hash === -1 ? callback : callback.slice(0, hash);
  const query = new URLSearchParams(params).toString();
  if (!base.includes('?')) return `${base}?${query}`;
  return base.endsWith('?') || base.endsWith('&') ? `${base}${query}` : `${base}&${query}`;
}
