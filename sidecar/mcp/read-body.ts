import type { IncomingMessage } from 'node:http';

export type BodyRead = { text: string } | { tooLarge: true };

/**
 * Reads a request body as UTF-8 text, at most `maxBytes`. A declared Content-Length over the
 * cap is refused before anything is read; a body that grows past it (chunked) is refused as
 * soon as it does, and the rest is discarded unread. The caller answers 413 with
 * `Connection: close`, so the connection is not reused after a body we did not finish.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  if (Number(req.headers['content-length']) > maxBytes) return Promise.resolve({ tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return void chunks.push(chunk);
      // Stop collecting but keep the stream flowing into nothing, so the response can still go out.
      req.off('data', onData).off('end', onEnd).off('error', onError);
      req.on('error', () => {}); // a reset while discarding is no longer our concern
      req.resume();
      resolve({ tooLarge: true });
    };
    const onEnd = () => resolve({ text: Buffer.concat(chunks, received).toString('utf8') });
    const onError = (error: Error) => reject(error);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
