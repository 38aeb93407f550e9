import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 24)}"`;

describe('the sidecar serving a build', () => {
  let server: RunningSidecar;
  const get = (p: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${server.url}${p}`, { method, headers });

  before(async () => {
    const { buildDir } = await build({ contentDir: path.join(FIXTURES, 'small') });
    server = await startSidecar({ buildDir });
  });
  after(() => server.close());

  for (const [p, type] of [
    ['/reviews.json', 'application/json; charset=utf-8'],
    ['/insights.json', 'application/json; charset=utf-8'],
    ['/api/feed.json', 'application/json; charset=utf-8'],
    ['/feed.xml', 'application/atom+xml; charset=utf-8'],
    ['/api/reviews/since/2024-12-20', 'application/json; charset=utf-8'],
  ] as const) {
    it(`should serve ${p} with its type, a strong ETag of its bytes, Last-Modified and caching`, async () => {
      const res = await get(p);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      const body = Buffer.from(await res.arrayBuffer());
      assert.equal(res.headers.get('etag'), etagOf(body));
      assert.equal(res.headers.get('content-length'), String(body.length));
      assert.match(res.headers.get('last-modified') ?? '', /GMT$/);
      assert.match(res.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.match(res.headers.get('access-control-expose-headers') ?? '', /ETag/);
    });
  }

  it('should answer the reviews dataset with business, rating and reviews newest first', async () => {
    const body = await (await get('/reviews.json')).json();
    assert.equal(body.business.name, 'Test Roofing & Sons');
    assert.deepEqual(body.rating, { average: 3.4, count: 5, distribution: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 2 }, best_rating: 5, worst_rating: 1 });
    // Newest first; r-3 and r-4 share a date and are ordered by id.
    assert.deepEqual(body.reviews.map((r: { id: string }) => r.id), ['r-5', 'r-3', 'r-4', 'r-2', 'r-1']);
    const r1 = body.reviews.at(-1);
    assert.deepEqual(r1.mentions, { technicians: ['Dave Kowalski'], services: ['roof-replacement'] });
  });

  describe('conditional GET', () => {
    let etag: string;
    let lastModified: string;
    before(async () => {
      const res = await get('/reviews.json');
      etag = res.headers.get('etag')!;
      lastModified = res.headers.get('last-modified')!;
    });

    const expect304 = async (headers: Record<string, string>, method = 'GET') => {
      const res = await get('/reviews.json', headers, method);
      assert.equal(res.status, 304, JSON.stringify(headers));
      assert.equal((await res.arrayBuffer()).byteLength, 0);
      assert.equal(res.headers.get('etag'), etag);
      assert.equal(res.headers.get('content-type'), null, '304 carries no Content-Type');
      assert.equal(res.headers.get('content-length'), null);
    };
    const expect200 = async (headers: Record<string, string>) => assert.equal((await get('/reviews.json', headers)).status, 200, JSON.stringify(headers));

    it('should give 304 for the exact ETag', () => expect304({ 'If-None-Match': etag }));
    it('should compare weakly: W/ prefixed tag matches', () => expect304({ 'If-None-Match': `W/${etag}` }));
    it('should match any tag in a list', () => expect304({ 'If-None-Match': `"nope", ${etag}, "other"` }));
    it('should match *', () => expect304({ 'If-None-Match': '*' }));
    it('should give 304 to HEAD too', () => expect304({ 'If-None-Match': etag }, 'HEAD'));
    it('should give 200 for a different tag', () => expect200({ 'If-None-Match': '"something-else"' }));
    it('should give 304 for If-Modified-Since equal to or after Last-Modified', async () => {
      await expect304({ 'If-Modified-Since': lastModified });
      await expect304({ 'If-Modified-Since': new Date(Date.parse(lastModified) + 86_400_000).toUTCString() });
    });
    it('should give 200 for If-Modified-Since before Last-Modified, or unparseable', async () => {
      await expect200({ 'If-Modified-Since': new Date(Date.parse(lastModified) - 1000).toUTCString() });
      await expect200({ 'If-Modified-Since': 'yesterday' });
    });
    it('should let If-None-Match win over If-Modified-Since', async () => {
      await expect200({ 'If-None-Match': '"stale"', 'If-Modified-Since': lastModified });
      await expect304({ 'If-None-Match': etag, 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    });
  });

  it('should name the hub and the topic in a Link header on each WebSub topic, and only there', async () => {
    for (const topic of ['/feed.xml', '/api/feed.json', '/reviews.json']) {
      const res = await get(topic);
      assert.equal(res.headers.get('link'), `<http://localhost:4321/api/websub/hub>; rel="hub", <http://localhost:4321${topic}>; rel="self"`, topic);
      const etag = res.headers.get('etag')!;
      const revalidated = await get(topic, { 'If-None-Match': etag });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers.get('link'), res.headers.get('link'), `${topic} keeps its Link on 304`);
    }
    assert.equal((await get('/insights.json')).headers.get('link'), null);
  });

  it('should answer HEAD with the headers of GET and no body', async () => {
    const [head, full] = [await get('/feed.xml', {}, 'HEAD'), await get('/feed.xml')];
    assert.equal(head.status, 200);
    assert.equal((await head.arrayBuffer()).byteLength, 0);
    for (const h of ['etag', 'content-type', 'content-length', 'last-modified']) assert.equal(head.headers.get(h), full.headers.get(h), h);
  });

  it('should ignore Authorization', async () => {
    const [plain, authorized] = [await get('/reviews.json'), await get('/reviews.json', { Authorization: 'Bearer whatever' })];
    assert.equal(authorized.status, 200);
    assert.equal(authorized.headers.get('etag'), plain.headers.get('etag'));
  });

  it('should answer CORS preflights for GET with validators', async () => {
    const res = await get('/reviews.json', { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' }, 'OPTIONS');
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /GET/);
    assert.equal(res.headers.get('access-control-allow-headers'), 'if-none-match');
  });

  describe('since/{date}', () => {
    it('should answer a date outside the prebuilt window with exactly what the build would write', async () => {
      const res = await get('/api/reviews/since/2024-06-01');
      assert.equal(res.status, 200);
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.equal(res.headers.get('etag'), etagOf(bytes));
      assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
      const body = JSON.parse(bytes.toString());
      assert.deepEqual(body.reviews.map((r: { id: string }) => r.id), ['r-5', 'r-3', 'r-4']);
      assert.equal(body.since, '2024-06-01');
      assert.equal(body.count, 3);
      assert.equal(res.headers.get('last-modified'), 'Sat, 21 Dec 2024 00:00:00 GMT');
      const again = await get('/api/reviews/since/2024-06-01', { 'If-None-Match': res.headers.get('etag')! });
      assert.equal(again.status, 304);
    });

    it('should give a prebuilt date the same bytes and ETag from the file and from the renderer', async () => {
      const prebuilt = await get('/api/reviews/since/2024-12-20');
      const prebuiltBytes = Buffer.from(await prebuilt.arrayBuffer());
      // Take the date out of the live manifest so the same request goes through the renderer.
      const files = server.store.current().manifest.files;
      const entry = files['api/reviews/since/2024-12-20']!;
      delete files['api/reviews/since/2024-12-20'];
      try {
        const rendered = await get('/api/reviews/since/2024-12-20');
        assert.ok(Buffer.from(await rendered.arrayBuffer()).equals(prebuiltBytes));
        assert.equal(rendered.headers.get('etag'), prebuilt.headers.get('etag'));
        assert.equal(rendered.headers.get('last-modified'), prebuilt.headers.get('last-modified'));
      } finally {
        files['api/reviews/since/2024-12-20'] = entry;
      }
    });

    it('should answer a future date with an empty list', async () => {
      const body = await (await get('/api/reviews/since/2099-01-01')).json();
      assert.deepEqual(body, { since: '2099-01-01', count: 0, reviews: [] });
    });

    for (const bad of ['2025-02-30', '2025-13-01', 'abc', '2025-1-01', '20250101', '2024-02-30']) {
      it(`should reject ${bad} with 400 and issues`, async () => {
        const res = await get(`/api/reviews/since/${bad}`);
        assert.equal(res.status, 400);
        const body = await res.json();
        assert.equal(body.error.code, 'INVALID_REQUEST');
        assert.ok(Array.isArray(body.issues) && body.issues.length > 0);
        assert.deepEqual(body.issues[0].path, ['date']);
        assert.equal(typeof body.issues[0].message, 'string');
      });
    }
    it('should accept a leap day', async () => assert.equal((await get('/api/reviews/since/2024-02-29')).status, 200));
  });

  describe('paths that are not published', () => {
    for (const p of ['/nope', '/manifest.json', '/%2e%2e/%2e%2e/etc/passwd', '/api/reviews/since/', '/..%2fbuilds', '/api/', '/reviews.json/x', '/%00']) {
      it(`should answer ${p} with a JSON 404`, async () => {
        const res = await get(p);
        assert.equal(res.status, 404);
        assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
        assert.equal((await res.json()).error.code, 'NOT_FOUND');
      });
    }
    it('should reject broken percent-encoding with 400', async () => assert.equal((await get('/%E0%A4%A')).status, 400));
    it('should refuse traversal sent raw on the socket', async () => {
      const net = await import('node:net');
      const raw = await new Promise<string>((resolve) => {
        const socket = net.connect(server.port, '127.0.0.1', () => socket.end('GET /../../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('end', () => resolve(data));
      });
      assert.match(raw, /^HTTP\/1\.1 404/);
      assert.doesNotMatch(raw, /root:/);
    });
    it('should answer other methods on a published path with 405 and Allow', async () => {
      const res = await get('/reviews.json', {}, 'PUT');
      assert.equal(res.status, 405);
      assert.equal(res.headers.get('allow'), 'GET, HEAD');
    });
    // Repeats of a file's path are answered from a per-build map; it must not change any answer.
    it('should answer a file the same way on a first and a repeated request, however its path is spelled', async () => {
      const first = await get('/reviews.json');
      const body = await first.text();
      for (const spelling of ['/reviews.json', '/reviews%2Ejson', '/reviews.json?x=1', '//reviews.json']) {
        for (let i = 0; i < 2; i++) {
          const res = await get(spelling);
          assert.equal(res.status, 200, spelling);
          assert.equal(res.headers.get('etag'), first.headers.get('etag'), spelling);
          assert.equal(await res.text(), body, spelling);
        }
      }
      for (const method of ['PUT', 'POST', 'DELETE']) assert.equal((await get('/reviews.json', {}, method)).status, 405, method);
      const head = await get('/reviews.json', {}, 'HEAD');
      assert.equal(head.status, 200);
      assert.equal(await head.text(), '');
      for (const p of ['/reviews.json/x', '/reviews.json/', '/manifest.json']) assert.equal((await get(p)).status, 404, p);
    });
  });
});
