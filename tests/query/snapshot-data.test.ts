import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { buildPaths, currentBuildId } from '../../core/build/build-dir.ts';
import { countEntities } from '../../core/dataset/entity-counts.ts';
import { parsePublishedDataset } from '../../core/dataset/published.ts';
import { monthlyRatingTrend } from '../../core/dataset/rating-trend.ts';
import { createQueryEngine, type QueryEngine } from '../../core/query/engine.ts';
import { loadBuildInWorker } from '../../core/query/load-in-worker.ts';
import { loadBuild } from '../../core/query/snapshot-data.ts';
import { wordsOf } from '../../core/query/word-index.ts';
import { renderSince } from '../../core/render/reviews-json.ts';
import { SearchParams, type SearchParamsInput } from '../../core/schemas/query.ts';
import { generatedBuild, oracle, type OracleParams } from './fixture.ts';

// The engine over a loaded build's compact data (each review kept as the bytes the build
// wrote, columns, position lists, UTF-8 corpus) must answer exactly as the engine over the
// same reviews as objects, byte for byte, and as the oracle; a worker must load exactly what
// this thread loads. On a real generated build of 2,000 reviews.

let dir: string;
let bytes: Buffer;
let dataset: ReturnType<typeof parsePublishedDataset>;
let compact: QueryEngine;
let objects: QueryEngine;

before(async () => {
  const { buildDir } = await generatedBuild(2000, 5);
  dir = buildPaths(buildDir).build(currentBuildId(buildDir)!);
  bytes = fs.readFileSync(path.join(dir, 'reviews.json'));
  dataset = parsePublishedDataset(bytes.toString('utf8'));
  compact = createQueryEngine(loadBuild(bytes).engine);
  objects = createQueryEngine(dataset);
});

/** Search parameters drawn from the build's own words, people, services and dates. */
function paramsArbitrary() {
  const words = [...new Set(dataset.reviews.slice(0, 300).flatMap((review) => wordsOf(review.text)))];
  const technicians = dataset.business.technicians.flatMap((t) => [t.name, t.name.split(' ')[0]!, ...(t.aliases ?? [])]);
  const services = dataset.business.services.map((s) => s.id);
  const dates = dataset.reviews.map((review) => review.date);
  const query = fc.oneof(
    fc.constantFrom(...words),
    fc.constantFrom(...words).map((word) => word.slice(1, 4).toUpperCase()),
    fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`),
    fc.constantFrom('—', ', the', '$', 'zzqx', '.'),
  );
  return fc
    .record(
      {
        rating: fc.integer({ min: 1, max: 5 }),
        min_rating: fc.constantFrom(1, 2.5, 4, 5),
        since: fc.constantFrom(...dates),
        until: fc.constantFrom(...dates),
        query,
        mentions_technician: fc.constantFrom(...technicians, 'Nobody'),
        mentions_service: fc.constantFrom(...services, 'none'),
      },
      { requiredKeys: [] },
    )
    .filter((p) => !(p.since && p.until && p.since > p.until));
}

const parse = (params: SearchParamsInput) => SearchParams.parse(params);

describe('the engine over a loaded build', () => {
  it('should answer every search byte for byte as the engine over objects, and as the oracle', () => {
    fc.assert(
      fc.property(paramsArbitrary(), fc.integer({ min: 1, max: 100 }), (params, limit) => {
        const first = parse({ ...params, limit });
        const answer = compact.searchBytes(first);
        assert.deepEqual(answer, objects.searchBytes(first));
        assert.equal(answer.toString('utf8'), JSON.stringify(compact.search(first)));
        const expected = oracle(dataset, params as OracleParams);
        const page = compact.search(first);
        assert.equal(page.total, expected.length);
        assert.deepEqual(
          page.reviews.map((r) => r.id),
          expected.slice(0, limit).map((r) => r.id),
        );
        if (page.next_cursor) {
          const next = parse({ ...params, limit, cursor: page.next_cursor });
          assert.deepEqual(compact.searchBytes(next), objects.searchBytes(next));
        }
      }),
      { numRuns: 250, seed: 14 },
    );
  });

  it('should answer since/{date} with the bytes of the prebuilt files and of the since renderer', () => {
    const sinceDir = path.join(dir, 'api/reviews/since');
    const prebuilt = fs.readdirSync(sinceDir);
    assert.ok(prebuilt.length > 0);
    for (const date of prebuilt) assert.deepEqual(compact.sinceBytes(date).bytes, fs.readFileSync(path.join(sinceDir, date)), date);
    const dates = ['1999-01-01', dataset.reviews.at(-1)!.date, dataset.reviews[1000]!.date, dataset.reviews[0]!.date, '2099-12-31'];
    for (const date of dates) {
      const expected = renderSince(dataset, date);
      assert.deepEqual(compact.sinceJson(date), expected, date);
      const { bytes: body, lastModified } = compact.sinceBytes(date);
      assert.equal(body.toString('utf8'), expected.body);
      assert.equal(lastModified, expected.lastModified);
    }
  });

  it('should give since/{date} as pieces that join to its bytes, the reviews a view of the loaded bytes', () => {
    const loaded = loadBuild(bytes);
    const engine = createQueryEngine(loaded.engine);
    for (const date of ['1999-01-01', dataset.reviews[1000]!.date, '2099-12-31']) {
      const { chunks, size, lastModified } = engine.sinceChunks(date);
      const joined = Buffer.concat(chunks);
      assert.deepEqual(joined, engine.sinceBytes(date).bytes, date);
      assert.equal(size, joined.length);
      assert.equal(lastModified, renderSince(dataset, date).lastModified);
    }
    const { chunks } = engine.sinceChunks('1999-01-01');
    assert.equal(chunks.length, 3, 'head, one view of every review, tail');
    assert.equal(chunks[1]!.buffer, loaded.engine.bytes.buffer, 'the reviews are not copied');
    // Reviews separated by whitespace are sent one view each, commas between.
    const pretty = createQueryEngine(loadBuild(Buffer.from(JSON.stringify(JSON.parse(bytes.toString('utf8')), null, 2))).engine);
    assert.deepEqual(JSON.parse(Buffer.concat(pretty.sinceChunks('1999-01-01').chunks).toString('utf8')), JSON.parse(renderSince(dataset, '1999-01-01').body));
  });

  it('should find reviews by id, and none for an unknown id', () => {
    for (const review of dataset.reviews.filter((_, i) => i % 97 === 0)) assert.deepEqual(compact.review(review.id), review);
    assert.equal(compact.review('r-nope'), undefined);
    assert.equal(compact.review(''), undefined);
  });

  it('should derive the rating report and entity counts as the object views did', () => {
    const { views, head } = loadBuild(bytes);
    assert.deepEqual(views.ratingReport, { ...dataset.rating, trend: monthlyRatingTrend(dataset.reviews) });
    assert.deepEqual(views.entityCounts, countEntities(dataset));
    assert.deepEqual(head.business, dataset.business);
    assert.equal(head.lastModified, dataset.last_modified);
  });

  it('should load in a worker exactly what it loads in this thread, moving the bytes in', async () => {
    const input = new Uint8Array(bytes);
    const fromWorker = await loadBuildInWorker(input);
    assert.equal(input.byteLength, 0, 'the bytes were transferred, not copied');
    assert.deepStrictEqual(fromWorker, loadBuild(new Uint8Array(bytes)));
  });

  it('should answer the same reviews from a reviews.json written with whitespace', () => {
    const pretty = Buffer.from(JSON.stringify(JSON.parse(bytes.toString('utf8')), null, 2));
    const loaded = loadBuild(pretty);
    assert.equal(loaded.engine.contiguous, false);
    const engine = createQueryEngine(loaded.engine);
    for (const params of [{ limit: 30 }, { rating: 2 }, { query: 'roof', limit: 7 }] as SearchParamsInput[]) {
      assert.deepEqual(JSON.parse(engine.searchBytes(parse(params)).toString('utf8')), objects.search(parse(params)));
    }
    const date = dataset.reviews[500]!.date;
    assert.deepEqual(JSON.parse(engine.sinceJson(date).body), JSON.parse(renderSince(dataset, date).body));
  });

  it("should check the build's manifest in the worker: a valid one loads, an altered one is refused with what is wrong", async () => {
    const manifest = fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8');
    const loaded = await loadBuildInWorker(new Uint8Array(bytes), manifest);
    assert.equal(loaded.head.lastModified, dataset.last_modified);
    const altered = manifest.replace(/"size": ?\d+/, '"size": 1');
    assert.notEqual(altered, manifest);
    await assert.rejects(loadBuildInWorker(new Uint8Array(bytes), altered), /manifest\.json's id \w+ does not match its file list/);
    await assert.rejects(loadBuildInWorker(new Uint8Array(bytes), '{"version":1}'), /manifest\.json is not a build manifest/);
  });

  it('should refuse what is not a published dataset, in this thread and from a worker', async () => {
    const broken = [
      '',
      '[]',
      '{"business":{},"rating":{},"last_modified":"2024-01-01"}',
      '{"business":{},"rating":{},"last_modified":"2024-01-01","reviews":[{"id":"x"',
      '{"business":{},"rating":{},"last_modified":"2024-01-01","reviews":[{"id":}]}',
      '{"business":{},"rating":{},"last_modified":"2024-01-01","reviews":[]} trailing',
      bytes.subarray(0, bytes.length - 100).toString('utf8'),
    ];
    for (const text of broken) {
      assert.throws(() => loadBuild(Buffer.from(text)), SyntaxError, JSON.stringify(text.slice(0, 80)));
      await assert.rejects(loadBuildInWorker(Buffer.from(text)), (error: Error) => error.name === 'SyntaxError' && /reviews\.json|JSON/.test(error.message));
    }
  });
});
