import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Worker } from 'node:worker_threads';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { manifestId, MANIFEST_FILE } from '../../core/build/manifest.ts';
import { createOriginSource } from '../../sidecar/build-source/origin-source.ts';
import { build, copyContent, FIXTURES, tempDir } from '../helpers/build.ts';

// A build taken from an origin has its manifest.json checked where a build on disk has it
// checked: in the build loader's worker thread, never on the event loop, and before any file
// it names is fetched. A real HTTP origin on loopback serves a valid, an altered and a
// malformed manifest.

/** A static origin on loopback serving `www`, manifest.json from `manifest()` (what is uploaded now). */
async function startOrigin(www: string, manifest: () => Buffer) {
  const fetched: string[] = [];
  const server = http.createServer((req, res) => {
    const file = decodeURIComponent(new URL(req.url!, 'http://origin').pathname.slice(1));
    fetched.push(file);
    const body = file === MANIFEST_FILE ? manifest() : fs.existsSync(path.join(www, file)) ? fs.readFileSync(path.join(www, file)) : undefined;
    res.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, fetched, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Worker threads started while `work` runs (the loader's thread is one). */
async function workersDuring<T>(work: () => Promise<T>): Promise<{ workers: number; outcome: PromiseSettledResult<T> }> {
  let workers = 0;
  const count = (_worker: Worker) => void workers++;
  process.on('worker', count);
  try {
    const [outcome] = await Promise.allSettled([work()]);
    return { workers, outcome: outcome! };
  } finally {
    process.off('worker', count);
  }
}

describe("an origin build's manifest.json", { timeout: 300_000 }, () => {
  let www: string;
  let good: Buffer;
  let upload: Buffer;
  let origin: Awaited<ReturnType<typeof startOrigin>>;
  const source = (log: string[] = []) => createOriginSource({ originUrl: origin.url, cacheDir: tempDir('origin-cache'), pollSeconds: 3600, log: (line) => void log.push(line) });

  before(async () => {
    const { buildDir } = await build({ contentDir: copyContent(path.join(FIXTURES, 'small')) });
    www = buildPaths(buildDir).build(currentBuildId(buildDir)!);
    good = fs.readFileSync(path.join(www, MANIFEST_FILE));
    upload = good;
    origin = await startOrigin(www, () => upload);
  });
  after(() => origin?.close());

  it("should be checked in the loader's worker, then the build it lists taken up", async () => {
    upload = good;
    const { workers, outcome } = await workersDuring(() => source().latest(undefined));
    assert.equal(outcome.status, 'fulfilled');
    const local = (outcome as PromiseFulfilledResult<Awaited<ReturnType<ReturnType<typeof source>['latest']>>>).value!;
    assert.equal(local.id, JSON.parse(good.toString()).id);
    assert.deepEqual(fs.readFileSync(path.join(local.dir, 'reviews.json')), fs.readFileSync(path.join(www, 'reviews.json')));
    assert.equal(workers, 1, 'one loader thread checked the manifest');
  });

  it('should refuse an altered manifest in the worker, fetching none of its files', async () => {
    const manifest = JSON.parse(good.toString());
    const [first] = Object.keys(manifest.files);
    manifest.files[first!].etag = '"altered"'; // a file list the id no longer matches
    upload = Buffer.from(JSON.stringify(manifest));
    const before = origin.fetched.length;
    const { workers, outcome } = await workersDuring(() => source().latest(undefined));
    assert.equal(outcome.status, 'rejected');
    assert.match(String((outcome as PromiseRejectedResult).reason), /cannot load a build from ORIGIN_URL: .*id [0-9a-f]{16} does not match its file list/);
    assert.equal(workers, 1, 'the loader thread found what is wrong');
    assert.deepEqual(origin.fetched.slice(before), [MANIFEST_FILE]);
  });

  it('should refuse a malformed manifest, and keep serving the build it has', async () => {
    const log: string[] = [];
    const follower = source(log);
    upload = good;
    const current = (await follower.latest(undefined))!;
    const broken = good.subarray(0, good.length >> 1); // half an upload: not JSON
    const wrongShape = Buffer.from(JSON.stringify({ version: 2, id: manifestId({}), files: {} }));
    for (const bytes of [broken, wrongShape]) {
      upload = bytes;
      const { workers, outcome } = await workersDuring(() => follower.latest(current));
      assert.equal(outcome.status, 'fulfilled');
      assert.deepEqual((outcome as PromiseFulfilledResult<unknown>).value, current);
      assert.equal(workers, 1);
    }
    assert.equal(log.length, 2);
    assert.match(log[0]!, /not taking up the build .*JSON.*still serving build/);
    assert.match(log[1]!, /not a build manifest: version.*still serving build/);
  });
});
