/**
 * The streamable HTTP transport's Accept rule for POST: the client MUST list both
 * `application/json` and `text/event-stream`. Media ranges are compared parsed (not as
 * substrings), and one sent with `q=0` counts as refused (RFC 9110 §12.4.2).
 */
export function acceptsMcpResponses(accept: string | undefined): boolean {
  if (!accept) return false;
  const accepted = new Set<string>();
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (params.some((param) => /^q=0(\.0{0,3})?$/.test(param))) continue;
    accepted.add(type);
  }
  return accepted.has('application/json') && accepted.has('text/event-stream');
}

export { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
