import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long and how much of a refused body is read and thrown away before the connection closes. */
export const LINGER = { ms: 2_000, bytes: 16 * 1024 * 1024 };

/**
 * Makes this response the last on its connection, closed the way nginx's `lingering_close`
 * does. Node ends a `Connection: close` exchange with `socket.destroySoon()`: once the answer
 * is written the socket is destroyed, so body bytes still arriving make the kernel reset the
 * connection, and a client still writing its body gets EPIPE or ECONNRESET instead of reading
 * the answer (an oversized POST's 413). Here the close only half-closes (our FIN after the
 * answer), then reads and discards what the client still sends until it closes its side, or
 * for `LINGER.ms` / `LINGER.bytes` at most, and only then destroys the socket.
 */
export function closeAfterLingering(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    let drained = 0;
    const stop = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(stop, LINGER.ms);
    socket.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > LINGER.bytes) stop();
    });
    socket.once('end', stop);
    socket.once('close', () => clearTimeout(timer));
    socket.resume();
  };
}
