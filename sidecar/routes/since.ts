import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor } from '../../core/http/content-type.ts';
import { httpDate } from '../../core/http/etag.ts';
import { memoByObject } from '../../core/memo.ts';
import { IsoDate } from '../../core/schemas/date.ts';
import type { Snapshot } from '../build-store.ts';
import { etagOfChunks } from '../http/etag-of-chunks.ts';
import { invalidRequest, sendError, toHttpError, toIssues } from '../http/errors.ts';
import { CACHE_DATA, prepareRepresentation, sendRepresentation, type PreparedRepresentation } from '../http/representation.ts';
import { LruCache } from '../lru-cache.ts';

export const SINCE_PREFIX = '/api/reviews/since/';
const CONTENT_TYPE = contentTypeFor('api/reviews/since/2000-01-01');
/**
 * Answers kept per build, by what each costs of its own: its headers and its envelope, about
 * 600 bytes. The body is views of the snapshot's bytes, which the snapshot holds anyway, so
 * one entry per date of the data (about 1,300 at 100,000 reviews) fits many times over.
 */
const CACHE_BYTES = 2 * 1024 * 1024;
const ENTRY_BYTES = 600;

type Answers = { done: LruCache<PreparedRepresentation>; pending: Map<string, Promise<PreparedRepresentation>> };
const answers = memoByObject((_snapshot: Snapshot): Answers => ({ done: new LruCache(CACHE_BYTES, () => ENTRY_BYTES), pending: new Map() }));

/**
 * GET /api/reviews/since/{date} for a date the build did not prebuild (prebuilt ones are build
 * files). It is rendered by the function the build uses, so its bytes and ETag are the ones a
 * prebuilt file would have. An invalid date is thrown as 400 `INVALID_REQUEST` with issues.
 *
 * The body is sent as the envelope's head, a view of the stored reviews' bytes and the tail:
 * an old date spans most of the dataset, and copying it (60 MB at 100,000 reviews) per answer
 * was most of the sidecar's memory under load. The ETag is the hash of those same bytes (the
 * prebuilt file's tag), computed once per date and build without holding the event loop.
 */
export function serveSince(snapshot: Snapshot, req: IncomingMessage, res: ServerResponse, rawDate: string): void {
  const parsed = IsoDate.safeParse(rawDate);
  if (!parsed.success) throw invalidRequest(toIssues(parsed.error).map((issue) => ({ ...issue, path: ['date'] })), 'The date must be a real calendar date written YYYY-MM-DD.');
  const date = parsed.data;
  const { done, pending } = answers(snapshot);
  const known = done.get(date);
  if (known) {
    sendRepresentation(req, res, known);
    return;
  }
  let preparing = pending.get(date);
  if (!preparing) {
    preparing = prepareSince(snapshot, date).finally(() => pending.delete(date));
    pending.set(date, preparing);
    preparing.then((rep) => done.set(date, rep), () => {});
  }
  preparing.then(
    (rep) => sendRepresentation(req, res, rep),
    (error: unknown) => {
      if (res.headersSent) res.destroy(error as Error);
      else sendError(req, res, toHttpError(error, `${req.method} ${req.url}`));
    },
  );
}

async function prepareSince(snapshot: Snapshot, date: string): Promise<PreparedRepresentation> {
  const { chunks, size, lastModified } = snapshot.engine.sinceChunks(date);
  const etag = await etagOfChunks(chunks);
  return prepareRepresentation({ etag, lastModified: httpDate(lastModified), contentType: CONTENT_TYPE, cacheControl: CACHE_DATA, size, body: { chunks } });
}
