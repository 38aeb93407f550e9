// A static origin for benchmarks: serves the files of one build directory after another (the
// directories given as arguments; SIGUSR2 moves to the next), as a CDN serves an upload.
// manifest.json revalidates as it does on a CDN: an ETag, and a 304 when it has not changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dirs = process.argv.slice(2);
let served = 0;
process.on('SIGUSR2', () => void (served = (served + 1) % dirs.length));

const server = http.createServer((req, res) => {
  const file = path.join(dirs[served]!, decodeURIComponent(new URL(req.url!, 'http://origin').pathname));
  fs.readFile(file, (error, body) => {
    if (error) return void res.writeHead(404).end();
    if (!file.endsWith('manifest.json')) return void res.writeHead(200, { 'Content-Length': body.length }).end(body);
    const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { 'Content-Length': body.length, ETag: etag }).end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => console.log(`listening on ${(server.address() as { port: number }).port}`));
