import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';
import { sendFile } from '../../sidecar/http/send-file.ts';
import { tempDir } from '../helpers/build.ts';

// Build files go out through one reused buffer: every byte must arrive as it is on disk, a client
// that leaves mid-body must end the send, and a file that cannot be read must not take the server down.
describe('sendFile', () => {
  const dir = tempDir('send-file');
  const big = path.join(dir, 'big.json');
  // Larger than two chunks and not a whole number of them: the last read is short.
  const bytes = randomBytes(2 * 256 * 1024 + 12_345);
  fs.writeFileSync(big, bytes);

  async function serve(t: { after: (fn: () => void) => void }) {
    const finished: Array<Promise<void>> = [];
    const server = http.createServer((req, res) => {
      const file = path.join(dir, req.url!.slice(1));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': fs.existsSync(file) ? fs.statSync(file).size : 10 });
      finished.push(sendFile(res, file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.after(() => server.close());
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, finished };
  }

  it('should send every byte of the file, across reads of the reused buffer', async (t) => {
    const { url } = await serve(t);
    for (let round = 0; round < 3; round++) {
      const res = await fetch(`${url}/big.json`);
      assert.equal(res.status, 200);
      assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes);
    }
    const empty = path.join(dir, 'empty.json');
    fs.writeFileSync(empty, '');
    const res = await fetch(`${url}/empty.json`);
    assert.equal((await res.arrayBuffer()).byteLength, 0);
  });

  it('should end the send when the client leaves mid-body, and go on serving', async (t) => {
    const { url, finished } = await serve(t);
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${url}/big.json`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (error.message.includes('aborted') || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    });
    await Promise.all(finished); // settles: the loop did not wait on a socket that is gone
    const res = await fetch(`${url}/big.json`);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes);
  });

  it('should destroy the response of a file that cannot be read, and go on serving', async (t) => {
    const { url, finished } = await serve(t);
    await assert.rejects(fetch(`${url}/missing.json`).then((res) => res.arrayBuffer()));
    await Promise.all(finished);
    const res = await fetch(`${url}/big.json`);
    assert.equal(res.status, 200);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes);
  });
});
