import { createHash } from 'node:crypto';

/** Text as compared for identity: the same words in another encoding or spacing are the same review. */
function normalise(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Identity of a review that has an id at its source: the source and that id. */
export function sourceIdentity(source: string, sourceId: string): string {
  return `${source}\u0000id\u0000${sourceId.trim()}`;
}

/** Identity of a review without an id at its source: a hash of who wrote what, when. */
export function contentIdentity(source: string, author: string, date: string, text: string): string {
  return `${source}\u0000content\u0000${normalise(author)}\u0000${date}\u0000${normalise(text)}`;
}

/**
 * Our own id for an imported review: its source and a hash of its identity
 * (`google-5d41402abc4b2a76`). The same review gets the same id whatever else was imported,
 * and in whatever order; 64 bits of hash keep collisions out of reach for one business.
 */
export function reviewId(source: string, identity: string): string {
  return `${source}-${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}
