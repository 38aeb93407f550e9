import fs from 'node:fs/promises';
import type { ServerResponse } from 'node:http';

/** Bytes read and written at a time: a 64 MB reviews.json goes out in 256 writes. */
const CHUNK_BYTES = 256 * 1024;

/**
 * Sends a file of an immutable build as the body of `res` (headers already written), through one
 * buffer reused for every read. fs.createReadStream allocates a new 64 KiB buffer per chunk: at
 * 100,000 reviews, six GETs of reviews.json made ~6,000 of them and the sidecar spent 652 ms
 * collecting garbage against 280 ms writing (cpu-prof). A chunk's buffer is read into again only
 * once the socket has handed the last write to the kernel (its callback), so nothing sent is
 * overwritten. A client that goes away ends the loop; a read that fails destroys the response,
 * as a stream's error did.
 */
export async function sendFile(res: ServerResponse, file: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file);
    const buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
    for (let position = 0; !res.destroyed; ) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
      if (bytesRead === 0) break;
      position += bytesRead;
      const written = await writeChunk(res, bytesRead === CHUNK_BYTES ? buffer : buffer.subarray(0, bytesRead));
      if (!written) return;
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    res.destroy(error as Error);
  } finally {
    await handle?.close();
  }
}

/** Writes `chunk` and settles once the socket no longer needs it: true when written, false when the response closed first. */
function writeChunk(res: ServerResponse, chunk: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    const closed = () => resolve(false);
    res.once('close', closed);
    res.write(chunk, (error) => {
      res.off('close', closed);
      resolve(!error);
    });
  });
}
