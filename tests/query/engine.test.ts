import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { compareReviews } from '../../core/dataset/dataset.ts';
import { createQueryEngine } from '../../core/query/engine.ts';
import { QueryError } from '../../core/query/errors.ts';
import { renderSince } from '../../core/render/reviews-json.ts';
import { SearchParams, type SearchParamsInput } from '../../core/schemas/query.ts';
import type { Review } from '../../core/schemas/review.ts';
import { oracle, type OracleParams } from './fixture.ts';

// The engine in-process, on synthetic datasets built to hit its edges: equal dates, two
// technicians with one first name, matches across field boundaries, and enough reviews that
// both ways of answering `query` (per-candidate test, full scan) are used.

const business = {
  technicians: [
    { name: 'Dave Kowalski', role: 'Foreman', aliases: ['Big Dave'] },
    { name: 'Mike Chen', role: 'Roofer', aliases: [] },
    { name: 'Mike Ross', role: 'Roofer', aliases: ['Mikey'] },
  ],
};

function review(fields: Partial<Review> & Pick<Review, 'id' | 'date'>): Review {
  return {
    rating: 5,
    text: 'Fine work.',
    author: 'A. Person',
    source: 'google',
    verification: { method: 'invoice_match', verified_at: fields.date },
    service_area: 'testville',
    mentions: { technicians: [], services: [] },
    ...fields,
  };
}

function datasetOf(reviews: Review[]) {
  const sorted = [...reviews].sort(compareReviews);
  return { business, reviews: sorted, lastModified: sorted[0]?.date ?? '2024-01-01' };
}

const search = (engine: ReturnType<typeof createQueryEngine>, params: SearchParamsInput) => engine.search(SearchParams.parse(params));
const ids = (reviews: Array<{ id: string }>) => reviews.map((r) => r.id);

/** A larger dataset of random reviews over a small vocabulary, so every filter selects many (each service about half: over the 4,096 candidates where `query` switches from per-review tests to a scan). */
const WORDS = ['leak', 'roof', 'gutter', 'crew', 'clean', 'late', 'Flashing', 'LEAKED', 'shingle', 'ÄRGER', 'nails', 'price'];
const TECHS = ['Dave Kowalski', 'Mike Chen', 'Mike Ross'];
const SERVICES = ['roof-repair', 'roof-replacement', 'gutters'];
function largeDataset(count: number, seed: number) {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state >>> 16) % n; // the high bits: an LCG's low bits cycle
  };
  const reviews: Review[] = [];
  for (let i = 0; i < count; i++) {
    const words = Array.from({ length: 3 + next(8) }, () => WORDS[next(WORDS.length)]!);
    const day = next(600);
    reviews.push(
      review({
        id: `r-${String(i).padStart(5, '0')}`,
        date: new Date(Date.UTC(2023, 0, 1 + day)).toISOString().slice(0, 10),
        rating: 1 + next(5),
        ...(next(3) === 0 ? {} : { title: WORDS[next(WORDS.length)]! }),
        text: words.join(' '),
        mentions: { technicians: TECHS.filter(() => next(4) === 0), services: SERVICES.filter(() => next(2) === 0) },
      }),
    );
  }
  return datasetOf(reviews);
}

const large = largeDataset(9000, 42);
const largeEngine = createQueryEngine(large);

/** Random valid search parameters over the large dataset's values. */
const paramsArbitrary = fc.record(
  {
    rating: fc.integer({ min: 1, max: 5 }),
    min_rating: fc.constantFrom(1, 1.5, 3, 4, 4.5, 5),
    since: fc.integer({ min: 0, max: 650 }).map((d) => new Date(Date.UTC(2023, 0, 1 + d)).toISOString().slice(0, 10)),
    until: fc.integer({ min: 300, max: 650 }).map((d) => new Date(Date.UTC(2023, 0, 1 + d)).toISOString().slice(0, 10)),
    query: fc.oneof(fc.constantFrom(...WORDS, 'LEAK', 'ea', 'roof crew', 'är', 'zzz', 'f c', 'leak\nroof'), fc.string({ minLength: 1, maxLength: 3 })),
    mentions_technician: fc.constantFrom('Dave Kowalski', 'dave', 'BIG DAVE', 'mike', 'Mikey', 'mike chen', 'Nobody'),
    mentions_service: fc.constantFrom(...SERVICES, 'ROOF-REPAIR', 'none'),
  },
  { requiredKeys: [] },
).filter((p) => !(p.since && p.until && p.since > p.until));

describe('query engine', () => {
  it('should answer every combination of filters like the oracle, on both text paths', () => {
    fc.assert(
      fc.property(paramsArbitrary, fc.integer({ min: 1, max: 100 }), (params, limit) => {
        const expected = oracle(large, params as OracleParams);
        const result = search(largeEngine, { ...params, limit });
        assert.equal(result.total, expected.length);
        assert.deepEqual(ids(result.reviews), ids(expected.slice(0, limit)));
        assert.equal(result.next_cursor === null, expected.length <= limit);
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it('should check scanned text matches by membership when a larger index drives', () => {
    // 'e' is in nearly every review, a service in about half (over 4,096): the service list
    // drives, and each candidate is looked up in the scan's match list.
    for (const params of [{ query: 'e', mentions_service: 'roof-repair' }, { query: 'r', mentions_service: 'gutters', min_rating: 2 }, { query: 'e', since: '2023-06-01' }] as OracleParams[]) {
      const expected = oracle(large, params);
      assert.ok(expected.length > 1000, `a wide search: ${JSON.stringify(params)} has ${expected.length}`);
      const result = search(largeEngine, { ...params, limit: 100 });
      assert.equal(result.total, expected.length);
      assert.deepEqual(ids(result.reviews), ids(expected.slice(0, 100)));
    }
  });

  it('should page through every result with cursors, for any filters and limit', () => {
    fc.assert(
      fc.property(paramsArbitrary, fc.integer({ min: 5, max: 100 }), (params, limit) => {
        const expected = oracle(large, params as OracleParams);
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = search(largeEngine, { ...params, limit, cursor });
          assert.equal(page.total, expected.length);
          seen.push(...ids(page.reviews));
          cursor = page.next_cursor ?? undefined;
        } while (cursor);
        assert.deepEqual(seen, ids(expected));
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it('should order equal dates by id, and render JSON identical to the objects', () => {
    const engine = createQueryEngine(
      datasetOf([review({ id: 'b', date: '2024-05-01' }), review({ id: 'a', date: '2024-05-01' }), review({ id: 'c', date: '2024-06-01' }), review({ id: 'a2', date: '2024-05-01' })]),
    );
    assert.deepEqual(ids(search(engine, {}).reviews), ['c', 'a', 'a2', 'b']);
    for (const params of [{}, { limit: 2 }, { since: '2024-05-02' }, { query: 'fine', limit: 1 }] as SearchParamsInput[]) {
      const parsed = SearchParams.parse(params);
      assert.equal(engine.searchBytes(parsed).toString(), JSON.stringify(engine.search(parsed)));
    }
  });

  it('should count a text match only inside one field of one review', () => {
    const engine = createQueryEngine(
      datasetOf([
        review({ id: 'one', date: '2024-01-02', title: 'Great roof', text: 'Dry since.' }),
        review({ id: 'two', date: '2024-01-01', title: 'Leak', text: 'Fixed fast.' }),
      ]),
    );
    const found = (query: string) => ids(search(engine, { query }).reviews);
    assert.deepEqual(found('roof'), ['one']);
    assert.deepEqual(found('leak'), ['two'], 'titles count');
    assert.deepEqual(found('roof\ndry'), [], 'not across title and text');
    assert.deepEqual(found('since.\ngreat'), [], 'not across two reviews');
    assert.deepEqual(found('since.\nleak'), []);
    assert.deepEqual(found('.'), ['one', 'two'], 'a dot is a dot');
    assert.deepEqual(found('f.x'), [], 'not a pattern');
  });

  it('should lower-case Unicode alike on both sides', () => {
    const engine = createQueryEngine(datasetOf([review({ id: 'u', date: '2024-01-01', text: 'ÄRGER mit dem Dach, ΣΟΦΙΑ half.' })]));
    for (const query of ['ärger', 'ÄrGeR', 'σοφια', 'ΣΟΦΙΑ']) assert.deepEqual(ids(search(engine, { query }).reviews), ['u'], query);
  });

  it('should resolve a first name shared by two technicians to both', () => {
    const engine = createQueryEngine(
      datasetOf([
        review({ id: 'c', date: '2024-01-03', mentions: { technicians: ['Mike Chen'], services: [] } }),
        review({ id: 'r', date: '2024-01-02', mentions: { technicians: ['Mike Ross'], services: [] } }),
        review({ id: 'd', date: '2024-01-01', mentions: { technicians: ['Dave Kowalski'], services: [] } }),
      ]),
    );
    const found = (name: string) => ids(search(engine, { mentions_technician: name }).reviews);
    assert.deepEqual(found('mike'), ['c', 'r']);
    assert.deepEqual(found('Mikey'), ['r']);
    assert.deepEqual(found('mike ross'), ['r']);
    assert.deepEqual(found('big dave'), ['d']);
    assert.deepEqual(found('Ross'), []);
  });

  it('should keep paging from the same place after a rebuild adds and removes reviews', () => {
    const base = [1, 2, 3, 4, 5, 6].map((n) => review({ id: `r${n}`, date: `2024-01-0${n}` }));
    const before = createQueryEngine(datasetOf(base));
    const first = search(before, { limit: 2 }); // r6, r5
    assert.deepEqual(ids(first.reviews), ['r6', 'r5']);
    // The next build: a newer review, and r4 deleted.
    const after = createQueryEngine(datasetOf([...base.filter((r) => r.id !== 'r4'), review({ id: 'r7', date: '2024-01-07' })]));
    const second = search(after, { limit: 2, cursor: first.next_cursor! });
    assert.deepEqual(ids(second.reviews), ['r3', 'r2'], 'continues after r5, not at an offset');
  });

  it('should refuse a cursor from other filters or not its own, with a QueryError naming the cursor', () => {
    const cursor = search(largeEngine, { rating: 5, limit: 1 }).next_cursor!;
    const attempt = (params: SearchParamsInput) => {
      try {
        search(largeEngine, params);
        return 'ok';
      } catch (error) {
        assert.ok(error instanceof QueryError);
        assert.deepEqual(error.issues[0]!.path, ['cursor']);
        return error.issues[0]!.code;
      }
    };
    assert.equal(attempt({ rating: 5, cursor }), 'ok');
    assert.equal(attempt({ rating: 5, limit: 50, cursor }), 'ok', 'the limit may change');
    assert.equal(attempt({ rating: 4, cursor }), 'cursor_mismatch');
    assert.equal(attempt({ cursor }), 'cursor_mismatch');
    assert.equal(attempt({ rating: 5, cursor: cursor + 'A' }), 'invalid_cursor');
    assert.equal(attempt({ rating: 5, cursor: `${cursor.slice(0, 4)}!${cursor.slice(5)}` }), 'invalid_cursor');
    assert.equal(attempt({ rating: 5, cursor: Buffer.from('2024-01-01|r-1|AAAAAAAAAAAAAAAA').toString('base64url') }), 'cursor_mismatch');
  });

  it('should answer since with the bytes of the since renderer', () => {
    for (const date of ['2023-01-01', '2023-09-15', '2024-08-01', '2030-01-01']) {
      const fromEngine = largeEngine.sinceJson(date);
      assert.deepEqual(fromEngine, renderSince(large, date));
      const parsed = JSON.parse(fromEngine.body);
      // Compared as JSON text: a failing deep comparison of 9,000 reviews would take minutes to print.
      assert.equal(JSON.stringify(largeEngine.since(date)), fromEngine.body);
      assert.deepEqual(ids(parsed.reviews), ids(oracle(large, { since: date })));
    }
  });

  it('should serve an empty dataset', () => {
    const engine = createQueryEngine(datasetOf([]));
    assert.deepEqual(search(engine, { query: 'x', rating: 3 }), { reviews: [], total: 0, limit: 20, next_cursor: null });
    assert.deepEqual(engine.since('2024-01-01'), { since: '2024-01-01', count: 0, reviews: [] });
  });
});
