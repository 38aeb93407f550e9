import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isNotModified } from './conditional.ts';
import { COMMON_HEADERS } from './cors.ts';
import { sendFile } from './send-file.ts';

// Cache policies live with the other published-file headers, shared with the static-host recipes.
export { CACHE_DATA, CACHE_IMMUTABLE } from '../../core/http/published-headers.ts';

export type Representation = {
  etag: string;
  lastModified?: string;
  contentType: string;
  cacheControl: string;
  size: number;
  /**
   * The bytes: in memory, as pieces in memory sent one after another (views of a build's
   * bytes, never joined into a copy), or as a file of an immutable build.
   */
  body: { bytes: Buffer | string } | { chunks: readonly Buffer[] } | { file: string };
  extraHeaders?: Record<string, string>;
};

/** A representation with its response headers worked out once, for reuse on every request. */
export type PreparedRepresentation = Representation & { notModifiedHeaders: OutgoingHttpHeaders; okHeaders: OutgoingHttpHeaders };

export function prepareRepresentation(rep: Representation): PreparedRepresentation {
  // RFC 9110 §15.4.5: a 304 repeats the validators and caching headers, no Content-* ones.
  const notModifiedHeaders: OutgoingHttpHeaders = { ...COMMON_HEADERS, ETag: rep.etag, 'Cache-Control': rep.cacheControl, ...rep.extraHeaders };
  if (rep.lastModified) notModifiedHeaders['Last-Modified'] = rep.lastModified;
  const okHeaders = { ...notModifiedHeaders, 'Content-Type': rep.contentType, 'Content-Length': rep.size };
  return { ...rep, notModifiedHeaders, okHeaders };
}

/**
 * Answers a GET or HEAD for one representation, in the order send(1) reads: 304 with the
 * validators when the client's copy is current, else the headers and (for GET) the bytes.
 */
export function sendRepresentation(req: IncomingMessage, res: ServerResponse, rep: Representation | PreparedRepresentation): void {
  const prepared = 'okHeaders' in rep ? rep : prepareRepresentation(rep);
  if (isNotModified(req.headers, prepared.etag, prepared.lastModified)) {
    res.writeHead(304, prepared.notModifiedHeaders).end();
    return;
  }
  res.writeHead(200, prepared.okHeaders);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if ('bytes' in prepared.body) {
    res.end(prepared.body.bytes);
    return;
  }
  if ('chunks' in prepared.body) {
    // The socket keeps a reference to each piece until it is written: no copy is made.
    const { chunks } = prepared.body;
    res.cork();
    for (let k = 0; k < chunks.length - 1; k++) res.write(chunks[k]);
    res.end(chunks.at(-1));
    return;
  }
  void sendFile(res, prepared.body.file);
}
