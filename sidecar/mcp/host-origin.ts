import { isIP } from 'node:net';

/**
 * The Host and Origin checks the streamable HTTP transport's security section asks for
 * ("validate the Origin header ... to prevent DNS rebinding attacks"), shaped for an endpoint
 * that is public, read-only and never sees credentials.
 *
 * DNS rebinding makes a browser send our server a request whose Host is a name the attacker
 * controls (evil.example resolving to 127.0.0.1 or a private address). So we accept a Host
 * only when it names us: BASE_URL's host name, the loopback names, names listed in
 * MCP_ALLOWED_HOSTS, or an IP literal (a rebinding attack cannot produce one: the page's own
 * address would be that IP, so the request is an ordinary cross-origin one).
 *
 * Origin is not restricted to a list: any web page may use this endpoint, as CORS already
 * lets it read every dataset (`Access-Control-Allow-Origin: *`). Nothing is gained by
 * refusing an origin here: there is no cookie or token to steal, every tool is read-only and
 * returns published data. The rebinding case is caught by the Host check above, whatever
 * the Origin. A present Origin must still be a well-formed origin (or `null`).
 */
export function createHostCheck(baseUrl: string, extraHosts: readonly string[]): (host: string | undefined) => boolean {
  const names = new Set(['localhost', new URL(baseUrl).hostname.toLowerCase(), ...extraHosts.map((h) => h.toLowerCase())]);
  // Clients send the same few Host values on every request; parsing one with `new URL` costs
  // more than the rest of a cached tools/call's checks. Kept small: emptied when full.
  const decided = new Map<string, boolean>();
  return function isAllowedHost(host) {
    if (host === undefined) return false;
    let allowed = decided.get(host);
    if (allowed === undefined) {
      const name = hostName(host);
      allowed = name !== undefined && (names.has(name) || isIP(name) !== 0 || name.endsWith('.localhost'));
      if (decided.size >= 256) decided.clear();
      decided.set(host, allowed);
    }
    return allowed;
  };
}

/** The host name of a Host header without port or IPv6 brackets, lower case; undefined if malformed. */
export function hostName(host: string | undefined): string | undefined {
  // A Host header is host[:port] only; `new URL` would also swallow `user@host` or a path.
  if (!host || !/^[^@/?#\\\s]+$/.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  } catch {
    return undefined;
  }
}

/** True for a missing Origin, `null` (sandboxed or file pages), or an http(s) origin. */
export function isWellFormedOrigin(origin: string | undefined): boolean {
  if (origin === undefined || origin === 'null') return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin.toLowerCase();
  } catch {
    return false;
  }
}
