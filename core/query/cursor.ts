import { hash } from 'node:crypto';
import { QueryError } from './errors.ts';

/** Where a page ended: the last review returned, by its sort key (date, id). */
export type CursorPosition = { date: string; id: string };

const TOKEN = /^[A-Za-z0-9_-]{1,512}$/;
const PAYLOAD = /^(\d{4}-\d{2}-\d{2})\|([A-Za-z0-9][A-Za-z0-9_-]{0,63})\|([A-Za-z0-9_-]{16})$/;

/**
 * A short digest of the normalised filters a cursor belongs to. The cursor carries it, so a
 * cursor sent with other filters is refused instead of silently paging another result.
 */
export function filterDigest(canonicalFilters: string): string {
  return hash('sha256', canonicalFilters, 'base64url').slice(0, 16);
}

/**
 * Keyset cursor: base64url of `date|id|digest`. It names a position in the sort order, not an
 * offset, so paging stays correct across a rebuild that adds or removes reviews. Opaque to
 * clients: the layout may change.
 */
export function encodeCursor(position: CursorPosition, digest: string): string {
  return Buffer.from(`${position.date}|${position.id}|${digest}`, 'utf8').toString('base64url');
}

export function decodeCursor(token: string, digest: string): CursorPosition {
  const match = TOKEN.test(token) ? PAYLOAD.exec(Buffer.from(token, 'base64url').toString('utf8')) : null;
  // Node's base64url decoder skips stray characters; only a token we could have written counts.
  if (!match || encodeCursor({ date: match[1]!, id: match[2]! }, match[3]!) !== token) {
    throw new QueryError([{ path: ['cursor'], code: 'invalid_cursor', message: 'not a cursor this service issued; use `next_cursor` from a previous page as is' }]);
  }
  if (match[3] !== digest) {
    throw new QueryError([
      { path: ['cursor'], code: 'cursor_mismatch', message: 'this cursor belongs to a search with other filters; send the same filters as the page it came from, or drop `cursor` to start over' },
    ]);
  }
  return { date: match[1]!, id: match[2]! };
}
