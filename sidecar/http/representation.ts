import fs from 'node:fs';
import type { Request, Response } from 'express';
import { isNotModified } from './conditional.ts';

/** How long shared caches may reuse a response before revalidating with its ETag. */
export const CACHE_DATA = 'public, max-age=60, stale-while-revalidate=300';
/** Astro's fingerprinted assets (`_astro/*`): their name changes whenever their bytes do. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

export type Representation = {
  etag: string;
  lastModified?: string;
  contentType: string;
  cacheControl: string;
  size: number;
  /** The bytes, in memory or as a file of an immutable build. */
  body: { bytes: Buffer | string } | { file: string };
  extraHeaders?: Record<string, string>;
};

/**
 * Answers a GET or HEAD for one representation, in the order send(1) reads: validators first,
 * then 304 (no body, no Content-* headers) when the client's copy is current, else the bytes.
 */
export function sendRepresentation(req: Request, res: Response, rep: Representation): void {
  res.setHeader('ETag', rep.etag);
  if (rep.lastModified) res.setHeader('Last-Modified', rep.lastModified);
  res.setHeader('Cache-Control', rep.cacheControl);
  if (rep.extraHeaders) res.set(rep.extraHeaders);

  if (isNotModified(req.headers, rep.etag, rep.lastModified)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', rep.contentType);
  res.setHeader('Content-Length', rep.size);
  res.statusCode = 200;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if ('bytes' in rep.body) {
    res.end(rep.body.bytes);
    return;
  }
  const stream = fs.createReadStream(rep.body.file);
  stream.on('error', (error) => res.destroy(error));
  stream.pipe(res);
}
