import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { etagOfHash } from '../../core/http/etag.ts';

/** Bytes hashed between two turns of the event loop: about a millisecond of SHA-256. */
const SLICE_BYTES = 1024 * 1024;

/**
 * The strong ETag of a body held as pieces (views of a build's bytes): the tag strongEtag
 * gives the pieces joined, without joining them. A since/ answer for an old date is most of
 * the dataset (60 MB at 100,000 reviews); hashing it in one go would hold the event loop for
 * a hundred milliseconds or more, so it is hashed a slice at a time, yielding between slices.
 */
export async function etagOfChunks(chunks: readonly Uint8Array[]): Promise<string> {
  const hash = createHash('sha256');
  let sinceYield = 0;
  for (const chunk of chunks) {
    for (let at = 0; at < chunk.length; ) {
      const end = Math.min(chunk.length, at + SLICE_BYTES - sinceYield);
      hash.update(chunk.subarray(at, end));
      sinceYield += end - at;
      at = end;
      if (sinceYield >= SLICE_BYTES) {
        sinceYield = 0;
        await nextTurn();
      }
    }
  }
  return etagOfHash(hash);
}
