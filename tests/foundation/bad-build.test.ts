import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildPaths, currentBuildId, switchCurrent } from '../../core/build/build-dir.ts';
import { build, copyContent, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

// A reload loads reviews.json in a worker thread; a build it cannot load must leave the
// sidecar serving the previous build, whole, and the next good build must still be taken.

const EXTRA = '{"id":"r-9","date":"2025-01-06","rating":3,"text":"Okay job, slow start.","author":"Gus H.","source":"google","verification":{"method":"job_record","verified_at":"2025-01-06"},"service_area":"northside"}\n';

describe('a build whose reviews.json cannot be loaded', () => {
  let server: RunningSidecar;
  let buildDir: string;
  let contentDir: string;

  before(async () => {
    contentDir = copyContent(path.join(FIXTURES, 'small'));
    ({ buildDir } = await build({ contentDir }));
    server = await startSidecar({ buildDir });
  });
  after(() => server.close());

  const total = async () => {
    const response = await fetch(`${server.url}/api/reviews/search?limit=1`);
    assert.equal(response.status, 200);
    return ((await response.json()) as { total: number }).total;
  };

  it('should keep serving the previous build, then take the next good one', async () => {
    const good = currentBuildId(buildDir)!;
    assert.equal(await total(), 5);
    // A copy of the build under another id, with its reviews.json cut short.
    const paths = buildPaths(buildDir);
    fs.cpSync(paths.build(good), paths.build('broken'), { recursive: true });
    const reviewsJson = path.join(paths.build('broken'), 'reviews.json');
    fs.writeFileSync(reviewsJson, fs.readFileSync(reviewsJson).subarray(0, 300));
    switchCurrent(buildDir, 'broken');
    await server.store.refresh();

    assert.equal(server.store.current().id, good, 'the broken build is not served');
    assert.equal(await total(), 5);
    const since = await fetch(`${server.url}/api/reviews/since/2000-01-01`);
    assert.equal(since.status, 200);
    assert.equal(((await since.json()) as { count: number }).count, 5);

    fs.appendFileSync(path.join(contentDir, 'reviews.jsonl'), EXTRA);
    await build({ contentDir, buildDir });
    await server.store.refresh();
    assert.notEqual(server.store.current().id, good);
    assert.equal(await total(), 6, 'the next good build is live');
  });
});
