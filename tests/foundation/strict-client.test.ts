import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, copyContent, FIXTURES, tempDir } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';
import { startSidecarProcess } from '../helpers/sidecar-process.ts';

// The edges a strict client finds (issue 12): every error in one style, 405 on every read path.

describe('the sidecar as a strict client sees it', () => {
  let server: RunningSidecar;
  const request = (p: string, method = 'GET', headers: Record<string, string> = {}) => fetch(`${server.url}${p}`, { method, headers });

  before(async () => {
    const { buildDir } = await build({ contentDir: path.join(FIXTURES, 'small') });
    server = await startSidecar({ buildDir });
  });
  after(() => server.close());

  describe('malformed percent-encoding', () => {
    for (const bad of ['%zz', '%', '%FF', '%C0%AE', 'abc%2', '2026-11-01%']) {
      it(`should answer since/${bad} with 400 BAD_PATH`, async () => {
        const res = await request(`/api/reviews/since/${bad}`);
        assert.equal(res.status, 400);
        assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
        assert.equal((await res.json()).error.code, 'BAD_PATH');
      });
    }
    for (const p of ['/api/reviews/search%zz', '/mcp%zz', '/%E0%A4%A']) {
      it(`should answer ${p} with 400 BAD_PATH`, async () => {
        const res = await request(p);
        assert.equal(res.status, 400);
        assert.equal((await res.json()).error.code, 'BAD_PATH');
      });
    }
  });

  describe('methods a read path does not take', () => {
    const readPaths = ['/api/reviews/search', '/api/reviews/search?rating=5', '/api/reviews/since/2024-01-01', '/api/reviews/since/2024-12-20', '/openapi.json', '/reviews.json', '/insights.json', '/api/feed.json', '/feed.xml', '/'];
    for (const p of readPaths) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        it(`should answer ${method} ${p} with 405, Allow: GET, HEAD and a JSON body`, async () => {
          const res = await request(p, method);
          assert.equal(res.status, 405);
          assert.equal(res.headers.get('allow'), 'GET, HEAD');
          assert.equal(res.headers.get('access-control-allow-origin'), '*');
          assert.equal((await res.json()).error.code, 'METHOD_NOT_ALLOWED');
        });
      }
    }
    it('should answer a plain OPTIONS on a read path with 405 too', async () => {
      const res = await request('/reviews.json', 'OPTIONS');
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), 'GET, HEAD');
    });
    it('should still answer a CORS preflight on a read path', async () => {
      const res = await request('/api/reviews/search', 'OPTIONS', { origin: 'https://a.example', 'access-control-request-method': 'GET' });
      assert.equal(res.status, 204);
      assert.match(res.headers.get('access-control-allow-methods') ?? '', /GET/);
    });
  });

  describe('one error style', () => {
    it('should write every error code in upper case, the hub included', async () => {
      const answers = [
        await request('/api/websub/hub'),
        await request('/api/websub/hub', 'POST', { 'content-type': 'application/json' }),
        await fetch(`${server.url}/api/websub/hub`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x='.padEnd(20_000, 'x') }),
        await request('/api/reviews/search?rating=9'),
        await request('/nope'),
      ];
      const codes = await Promise.all(answers.map(async (res) => (await res.json()).error.code as string));
      assert.deepEqual(codes, ['METHOD_NOT_ALLOWED', 'UNSUPPORTED_MEDIA_TYPE', 'BODY_TOO_LARGE', 'INVALID_REQUEST', 'NOT_FOUND']);
    });
  });

  describe('a declared oversized body', () => {
    it('should refuse Expect: 100-continue with 413 before 100 Continue, for /mcp and the hub', async () => {
      for (const [p, length, contentType] of [['/mcp', 8 * 1024 * 1024, 'application/json'], ['/api/websub/hub', 20_000, 'application/x-www-form-urlencoded']] as const) {
        const { status, informational, body } = await new Promise<{ status: number; informational: number[]; body: string }>((resolve, reject) => {
          const informational: number[] = [];
          const req = http.request(`${server.url}${p}`, {
            method: 'POST',
            headers: { 'content-type': contentType, accept: 'application/json, text/event-stream', 'content-length': String(length), expect: '100-continue' },
          });
          req.on('information', (info) => informational.push(info.statusCode));
          req.on('continue', () => informational.push(100));
          req.on('response', (res) => {
            let body = '';
            res.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, informational, body }));
          });
          req.on('error', reject);
          req.flushHeaders();
        });
        assert.equal(status, 413, p);
        assert.deepEqual(informational, [], `${p} sent 100 Continue first`);
        assert.match(body, p === '/mcp' ? /"code":-32000/ : /"code":"BODY_TOO_LARGE"/);
      }
    });

  });
});

describe('a client still sending an oversized body, to `npm run serve` in its own process', () => {
  // In one process the client reads the 413 before the server's close lands; across two, a
  // close that does not drain first resets the connection under a client still writing.
  it('should read the 413 every time, declared or chunked, and never EPIPE or ECONNRESET', async () => {
    const { buildDir } = await build({ contentDir: path.join(FIXTURES, 'small') });
    const sidecar = await startSidecarProcess({ BUILD_DIR: buildDir, DATA_DIR: tempDir('data') });
    try {
      const url = `${sidecar.url}/mcp`;
      const body = Buffer.alloc(8 * 1024 * 1024, 0x20);
      const outcomes: string[] = [];
      for (let i = 0; i < 10; i++) {
        for (const chunked of [false, true]) {
          outcomes.push(
            await new Promise<string>((resolve) => {
              const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(chunked ? {} : { 'content-length': String(body.length) }) };
              const req = http.request(url, { method: 'POST', headers });
              req.on('response', (res) => {
                let text = '';
                res.setEncoding('utf8').on('data', (chunk) => (text += chunk));
                res.on('end', () => resolve(`${res.statusCode} ${/Payload Too Large/.test(text)}`));
                res.on('error', (error: NodeJS.ErrnoException) => resolve(`response ${error.code}`));
              });
              req.on('error', (error: NodeJS.ErrnoException) => resolve(`request ${error.code}`));
              req.end(body);
            }),
          );
        }
      }
      assert.deepEqual(outcomes, outcomes.map(() => '413 true'));
    } finally {
      await sidecar.stop();
    }
  });
});

describe('the sidecar behind a proxy', () => {
  describe('TRUST_PROXY', () => {
    it('should rate-limit hub requests per forwarded client when the proxy is trusted', async () => {
      const { buildDir } = await build({ contentDir: path.join(FIXTURES, 'small') });
      const proxied = await startSidecar({ buildDir, config: { trustProxy: 'loopback' } });
      try {
        const ping = (client: string) =>
          fetch(`${proxied.url}/api/websub/hub`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client }, body: 'hub.mode=nope' });
        const first = [];
        for (let i = 0; i < 31; i++) first.push((await ping('203.0.113.7')).status);
        assert.equal(first.at(-1), 429, 'the 31st request of one client is limited');
        assert.equal((await ping('198.51.100.9')).status, 400, 'another client behind the same proxy is not');
      } finally {
        await proxied.close();
      }
    });
  });
});

describe('Last-Modified of each file', () => {
  it("should take reviews.json's from the reviews and the profile, never from editorial.md", async () => {
    const contentDir = copyContent(path.join(FIXTURES, 'small'));
    const fs = await import('node:fs');
    const editorial = path.join(contentDir, 'editorial.md');
    fs.writeFileSync(editorial, fs.readFileSync(editorial, 'utf8').replace(/^updated: .*$/m, 'updated: 2026-06-30'));
    const { buildDir } = await build({ contentDir });
    const server = await startSidecar({ buildDir });
    try {
      const reviews = await fetch(`${server.url}/reviews.json`);
      const body = await reviews.json();
      const newest = [body.business.updated, ...body.reviews.flatMap((r: { date: string; verification: { verified_at: string }; owner_response?: { date: string } }) => [r.date, r.verification.verified_at, r.owner_response?.date ?? ''])].sort().at(-1);
      assert.notEqual(newest, '2026-06-30');
      assert.equal(reviews.headers.get('last-modified'), new Date(`${newest}T00:00:00Z`).toUTCString());
      assert.equal(body.last_modified, newest);
      const insights = await fetch(`${server.url}/insights.json`);
      assert.equal(insights.headers.get('last-modified'), new Date('2026-06-30T00:00:00Z').toUTCString(), 'insights.json holds the editorial summary');
    } finally {
      await server.close();
    }
  });
});
