import { LruCache } from '../lru-cache.ts';
import type { PreparedRepresentation } from '../http/representation.ts';

/**
 * Answers kept per build, by what each holds of its own (see costOf). 8 MiB: since an answer
 * holds half as many views (each review's comma rides in its view), 16 MiB of estimated cost
 * kept more answers than before, and V8's heap after the reload bench's load was 51 MiB
 * against 45; at 8 MiB, 43.
 */
const CACHE_BYTES = 8 * 1024 * 1024;

/**
 * What a kept answer costs in memory: an answer sent as views of the build's bytes holds only
 * its headers, the views and its tail (the build's bytes are held by the snapshot anyway);
 * one with a body of its own holds that body.
 */
function costOf(rep: PreparedRepresentation): number {
  return 'chunks' in rep.body ? 512 + 96 * rep.body.chunks.length : rep.size + 512;
}
/** The frequency sketch: rows of one-byte counters, each row indexed by 12 bits of a tag. */
const ROWS = 4;
const WIDTH = 4096;
/** Counts are halved after this many, so a search popular an hour ago yields to one popular now. */
const AGE_EVERY = 10 * WIDTH;

/** base64url character -> its 6 bits. */
const SIXTETS = new Uint8Array(128);
for (const [value, char] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'].entries()) SIXTETS[char.charCodeAt(0)] = value;

/**
 * How often each search was asked, approximately, in 16 KB: a count-min sketch whose indexes
 * are bits of the search's ETag (already a SHA-256 of the build and the canonical query, so
 * nothing more is hashed per request). An estimate is never below the true count.
 */
export function frequencySketch() {
  const counters = new Uint8Array(ROWS * WIDTH);
  let counted = 0;
  /** Slot of row r for a tag `"xxxx…"`: 12 bits from two base64url characters after the quote. */
  const slot = (etag: string, row: number) => row * WIDTH + ((SIXTETS[etag.charCodeAt(1 + 2 * row)]! << 6) | SIXTETS[etag.charCodeAt(2 + 2 * row)]!);
  return {
    add(etag: string): void {
      for (let row = 0; row < ROWS; row++) {
        const at = slot(etag, row);
        if (counters[at]! < 255) counters[at]!++;
      }
      if (++counted >= AGE_EVERY) {
        counted = 0;
        for (let at = 0; at < counters.length; at++) counters[at]! >>= 1;
      }
    },
    estimate(etag: string): number {
      let least = 255;
      for (let row = 0; row < ROWS; row++) least = Math.min(least, counters[slot(etag, row)]!);
      return least;
    },
  };
}

/**
 * The search answers of one build, kept by cost, least recently used first out, with an
 * admission rule (after TinyLFU): once the cache is full, a new answer goes in only if its
 * search has been asked more often than the one it would push out.
 *
 * Why not keep every answer: at 100,000 reviews most searches are asked once. Keeping each
 * answer until it was evicted made every body live long enough to be promoted and freed by
 * full collections, and never-asked searches ran at half the rate they reach with nothing
 * kept (0.48x against 1.03x of a bare server in one run), while a cycle of more distinct
 * searches than fit (a crawler's walk) never hit at all. With the rule, one-off searches pass
 * through and repeated ones stay.
 */
export function searchAnswers(capacity = CACHE_BYTES) {
  const kept = new LruCache<PreparedRepresentation>(capacity, costOf);
  const asked = frequencySketch();
  return {
    /** The kept answer for this canonical query, counting the ask. */
    get(key: string): PreparedRepresentation | undefined {
      const rep = kept.get(key);
      if (rep) asked.add(rep.etag);
      return rep;
    },
    /** Counts an ask whose answer was not kept (its ETag is known before the answer). */
    missed(etag: string): void {
      asked.add(etag);
    },
    /** Offers a fresh answer: kept when there is room, or when it is asked more than the oldest. */
    offer(key: string, rep: PreparedRepresentation): void {
      if (kept.fits(costOf(rep))) return kept.set(key, rep);
      const victim = kept.oldest();
      if (!victim || asked.estimate(rep.etag) > asked.estimate(victim.etag)) kept.set(key, rep);
    },
  };
}
