import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, copyContent, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 24)}"`;

const EXTRA = '{"id":"r-9","date":"2025-01-06","rating":3,"text":"Okay job, slow start.","author":"Gus H.","source":"google","verification":{"method":"job_record","verified_at":"2025-01-06"},"service_area":"northside"}\n';

describe('a rebuild while serving', () => {
  let server: RunningSidecar;
  let buildDir: string;
  let contentA: string;
  let contentB: string;

  before(async () => {
    contentA = copyContent(path.join(FIXTURES, 'small'));
    contentB = copyContent(path.join(FIXTURES, 'small'));
    fs.appendFileSync(path.join(contentB, 'reviews.jsonl'), EXTRA);
    ({ buildDir } = await build({ contentDir: contentA }));
    server = await startSidecar({ buildDir });
  });
  after(() => server.close());

  it('should never fail a request nor mix two builds in one response', async () => {
    const seen = new Map<string, number>(); // reviews.json ETag → review count it stands for
    let stop = false;
    let requests = 0;
    const client = async () => {
      while (!stop) {
        const res = await fetch(`${server.url}/reviews.json`);
        assert.equal(res.status, 200);
        const bytes = Buffer.from(await res.arrayBuffer());
        // The ETag always names exactly the bytes sent with it: no header from one build with a body from another.
        assert.equal(res.headers.get('etag'), etagOf(bytes));
        const count = JSON.parse(bytes.toString()).reviews.length;
        assert.ok(count === 5 || count === 6, `unexpected review count ${count}`);
        seen.set(res.headers.get('etag')!, count);
        const since = await fetch(`${server.url}/api/reviews/since/2024-01-01`);
        assert.equal(since.status, 200);
        const sinceBody = await since.json();
        assert.equal(sinceBody.count, sinceBody.reviews.length);
        requests += 2;
      }
    };
    const clients = Array.from({ length: 4 }, client);
    for (const content of [contentB, contentA, contentB]) {
      await build({ contentDir: content, buildDir });
      await server.store.refresh();
    }
    stop = true;
    await Promise.all(clients);
    assert.ok(requests > 0);
    assert.deepEqual([...new Set(seen.values())].sort(), [5, 6], 'both builds were served');
    assert.equal((await (await fetch(`${server.url}/reviews.json`)).json()).reviews.length, 6, 'the last build is live');
  });
});
