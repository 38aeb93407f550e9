// A baseline server: bare node:http answering every request with one fixed response.
// Usage: node scripts/bench/servers/bare-fixed.ts <status> [bodyFile]
import fs from 'node:fs';
import http from 'node:http';

const status = Number(process.argv[2] ?? 200);
const body = process.argv[3] ? fs.readFileSync(process.argv[3]) : Buffer.alloc(0);
const headers: Record<string, string> = { ETag: '"fixed-etag-of-the-same-length!"', 'Cache-Control': 'public, max-age=60' };
if (status === 200) Object.assign(headers, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) });

const server = http.createServer((_req, res) => {
  res.writeHead(status, headers);
  res.end(status === 200 ? body : undefined);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
