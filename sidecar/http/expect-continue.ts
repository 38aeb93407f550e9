import type { IncomingMessage, ServerResponse } from 'node:http';
import { closeAfterLingering } from './lingering-close.ts';

/** A path that reads a request body: its cap, and how it answers a body over it. */
export type BodyLimit = { maxBytes: number; refuse(req: IncomingMessage, res: ServerResponse): void };

/**
 * The server's `checkContinue` listener (RFC 9110 §10.1.1 `Expect: 100-continue`). A body
 * declared over its path's cap is refused with the path's own 413 at once, before any
 * `100 Continue`, so the client never starts sending it; the connection then closes after a
 * short lingering read. Anything else gets `100 Continue` and goes on to `dispatch`.
 */
export function createCheckContinue(limits: ReadonlyMap<string, BodyLimit>, dispatch: (req: IncomingMessage, res: ServerResponse) => void) {
  return function checkContinue(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    const limit = limits.get(mark === -1 ? url : url.slice(0, mark));
    if (limit && Number(req.headers['content-length']) > limit.maxBytes) {
      closeAfterLingering(req, res);
      limit.refuse(req, res);
      return;
    }
    res.writeContinue();
    dispatch(req, res);
  };
}
