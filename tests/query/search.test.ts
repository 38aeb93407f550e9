import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PublishedDataset } from '../../core/dataset/published.ts';
import { build, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';
import { searchEtag } from '../../sidecar/routes/search.ts';
import { allPages, generatedBuild, oracle, publishedDataset, queryString, type ErrorBody, type OracleParams, type SearchBody } from './fixture.ts';

// GET /api/reviews/search over real HTTP on loopback, against a generated build of 400
// reviews (many equal dates, every technician and service) and the 5-review hostile fixture.

let server: RunningSidecar;
let dataset: PublishedDataset;
let small: RunningSidecar;
let generatedDir: string;

before(async () => {
  const { buildDir } = await generatedBuild(400);
  generatedDir = buildDir;
  dataset = publishedDataset(buildDir);
  server = await startSidecar({ buildDir });
  const fixture = await build({ contentDir: path.join(FIXTURES, 'small') });
  small = await startSidecar({ buildDir: fixture.buildDir });
});
after(async () => {
  await server?.close();
  await small?.close();
});

async function search(params: Record<string, string | number | undefined>, on = server) {
  const response = await fetch(`${on.url}/api/reviews/search${queryString(params)}`);
  return { response, body: (await response.json()) as SearchBody & ErrorBody };
}

const ids = (reviews: Array<{ id: string }>) => reviews.map((r) => r.id);

/** Asserts a first page equals the oracle's answer: the page, the total, the limit and whether more follow. */
async function assertMatchesOracle(params: OracleParams & { limit?: number }) {
  const { response, body } = await search(params);
  assert.equal(response.status, 200, JSON.stringify(body));
  const expected = oracle(dataset, params);
  const limit = params.limit ?? 20;
  assert.equal(body.total, expected.length, `total for ${JSON.stringify(params)}`);
  assert.equal(body.limit, limit);
  assert.deepEqual(ids(body.reviews), ids(expected.slice(0, limit)), `page for ${JSON.stringify(params)}`);
  assert.equal(body.next_cursor === null, expected.length <= limit);
  return expected;
}

describe('GET /api/reviews/search', () => {
  it('should answer no filter with the 20 newest reviews, the total and a cursor', async () => {
    const { response, body } = await search({});
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /^application\/json/);
    assert.equal(body.total, dataset.reviews.length);
    assert.equal(body.limit, 20);
    assert.deepEqual(body.reviews, dataset.reviews.slice(0, 20), 'full review records, as published');
    assert.equal(typeof body.next_cursor, 'string');
  });

  it('should filter by each parameter alone as the spec says', async () => {
    const { technicians, services } = dataset.business;
    const dates = dataset.reviews.map((r) => r.date);
    const middle = dates[Math.floor(dates.length / 2)]!;
    const cases: OracleParams[] = [
      ...[1, 2, 3, 4, 5].map((rating) => ({ rating })),
      ...[1, 2.5, 4, 4.5, 5].map((min_rating) => ({ min_rating })),
      { since: middle },
      { until: middle },
      { since: dates.at(-1)! }, // the oldest date: everything
      { since: '2999-01-01' }, // nothing yet
      { query: 'leak' },
      { query: 'LEAK' },
      { query: 'the' },
      { query: 'zzzz-not-in-any-review' },
      ...technicians.map((t) => ({ mentions_technician: t.name })),
      ...services.map((s) => ({ mentions_service: s.id })),
    ];
    for (const params of cases) await assertMatchesOracle(params);
    // Every filter above selects something in this data, except the two chosen not to.
    assert.ok((await assertMatchesOracle({ rating: 1 })).length > 0, 'the generated data has one-star reviews');
  });

  it('should combine filters with AND', async () => {
    const { technicians, services } = dataset.business;
    const dates = dataset.reviews.map((r) => r.date);
    const since = dates[Math.floor(dates.length * 0.8)]!;
    const until = dates[Math.floor(dates.length * 0.2)]!;
    const combos: OracleParams[] = [
      { rating: 5, query: 'roof' },
      { rating: 1, since, mentions_technician: technicians[0]!.name },
      { min_rating: 4, mentions_service: services[0]!.id, since, until },
      { since, until, query: 'the' },
      { rating: 3, min_rating: 4 }, // contradictory: nothing
      { mentions_technician: technicians[0]!.name, mentions_service: services[1]!.id, min_rating: 3 },
      { query: 'crew', until, rating: 5, mentions_service: services[0]!.id },
    ];
    let nonEmpty = 0;
    for (const params of combos) {
      const expected = await assertMatchesOracle(params);
      // And every review returned satisfies every filter on its own.
      for (const key of Object.keys(params) as Array<keyof OracleParams>) {
        const alone = new Set(ids(oracle(dataset, { [key]: params[key] })));
        for (const review of expected) assert.ok(alone.has(review.id), `${review.id} passes ${key}`);
      }
      if (expected.length > 0) nonEmpty++;
    }
    assert.ok(nonEmpty >= 4, 'most combinations select something');
  });

  it('should order newest first with equal dates by id, every time alike', async () => {
    const { reviews } = await allPages(server.url, {}, 100);
    assert.equal(reviews.length, dataset.reviews.length);
    let ties = 0;
    for (let i = 1; i < reviews.length; i++) {
      const [a, b] = [reviews[i - 1]!, reviews[i]!];
      assert.ok(a.date > b.date || (a.date === b.date && a.id < b.id), `${a.id} (${a.date}) before ${b.id} (${b.date})`);
      if (a.date === b.date) ties++;
    }
    assert.ok(ties > 0, 'the data has equal dates, so the tie-break is exercised');
    const again = await allPages(server.url, {}, 100);
    assert.deepEqual(ids(again.reviews), ids(reviews));
  });

  it('should page through every result with next_cursor, equal to the full list', async () => {
    const { technicians } = dataset.business;
    const cases: Array<[OracleParams, number]> = [
      [{}, 1 + 0 * 0], // one per page over the whole dataset is 400 requests: still quick
      [{}, 7],
      [{}, 100],
      [{ min_rating: 4 }, 13],
      [{ query: 'roof' }, 9],
      [{ mentions_technician: technicians[0]!.name, since: dataset.reviews.at(-1)!.date }, 3],
    ];
    for (const [params, limit] of cases) {
      const expected = oracle(dataset, params);
      const { reviews, totals, pages } = await allPages(server.url, params, limit);
      assert.deepEqual(ids(reviews), ids(expected), `pages of ${JSON.stringify(params)} by ${limit}`);
      assert.deepEqual(totals, [expected.length], 'the total is the same on every page');
      assert.equal(pages, Math.max(1, Math.ceil(expected.length / limit)));
    }
  });

  it('should let the limit change between pages but not the filters', async () => {
    const first = await search({ rating: 5, limit: 3 });
    const cursor = first.body.next_cursor!;
    const wider = await search({ rating: 5, limit: 10, cursor });
    assert.equal(wider.response.status, 200);
    const expected = oracle(dataset, { rating: 5 });
    assert.deepEqual(ids(wider.body.reviews), ids(expected.slice(3, 13)));

    for (const other of [{ rating: 4 }, {}, { rating: 5, query: 'roof' }]) {
      const { response, body } = await search({ ...other, cursor });
      assert.equal(response.status, 400);
      assert.deepEqual(body.issues?.map((i) => [i.path, i.code]), [[['cursor'], 'cursor_mismatch']]);
    }
    // Filters that normalise alike are the same search: case and spacing do not matter.
    const tech = dataset.business.technicians[0]!.name;
    const page = await search({ mentions_technician: tech, limit: 1 });
    const same = await search({ mentions_technician: `  ${tech.toUpperCase()} `, limit: 1, cursor: page.body.next_cursor! });
    assert.equal(same.response.status, 200);
  });

  it('should search the text and title literally and case-insensitively, never the owner response', async () => {
    const cases: Array<[string, string[]]> = [
      ['DAVE', ['r-5', 'r-1']],
      ['slow', ['r-2']], // the title of r-2
      ['sorry', []], // only in r-2's owner response
      [']]>', ['r-3']],
      ['<script>', ['r-3']],
      ['🏠', ['r-3']],
      ['.*', []], // not a pattern
      ['(1)', ['r-3']], // parentheses are plain text
      ['(2)', []],
      ['[a-z]+', []],
      ['"quotes"', ['r-3']],
      ['\u0001', ['r-3']],
      ['mess.', ['r-1']],
    ];
    for (const [query, expected] of cases) {
      const { response, body } = await search({ query }, small);
      assert.equal(response.status, 200, query);
      assert.deepEqual(ids(body.reviews), expected, `query=${JSON.stringify(query)}`);
    }
  });

  it('should match a technician by full name, first name or alias, case- and space-insensitively', async () => {
    const cases: Array<[string, string[]]> = [
      ['Dave Kowalski', ['r-5', 'r-1']],
      ['big dave', ['r-5', 'r-1']],
      ['DAVE', ['r-5', 'r-1']],
      ['  maria   ALVAREZ ', ['r-5', 'r-2']],
      ['maria', ['r-5', 'r-2']],
      ['Kowalski', []], // a last name alone is not a known name
      ['Nobody', []],
    ];
    for (const [name, expected] of cases) {
      const { response, body } = await search({ mentions_technician: name }, small);
      assert.equal(response.status, 200, name);
      assert.deepEqual(ids(body.reviews), expected, `mentions_technician=${name}`);
    }
  });

  it('should match a service by id, case-insensitively', async () => {
    for (const [id, expected] of [['roof-repair', ['r-4', 'r-2']], ['ROOF-REPAIR', ['r-4', 'r-2']], ['Roof repair', []], ['gutters', []]] as const) {
      const { body } = await search({ mentions_service: id }, small);
      assert.deepEqual(ids(body.reviews), expected, `mentions_service=${id}`);
    }
  });

  it('should keep equal dates in id order on the fixture', async () => {
    const { body } = await search({ since: '2024-06-01', until: '2024-06-01' }, small);
    assert.deepEqual(ids(body.reviews), ['r-3', 'r-4']);
  });
});

describe('GET /api/reviews/search: conditional requests', () => {
  it('should send a strong ETag and answer a matching If-None-Match with an empty 304', async () => {
    const url = `${server.url}/api/reviews/search?rating=5&limit=3`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^"[A-Za-z0-9_-]+"$/);
    const body = await first.text();
    const again = await fetch(url);
    assert.equal(again.headers.get('etag'), etag, 'same answer, same tag');
    assert.equal(await again.text(), body);

    for (const header of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const cached = await fetch(url, { headers: { 'If-None-Match': header } });
      assert.equal(cached.status, 304, header);
      assert.equal(cached.headers.get('etag'), etag);
      assert.equal(await cached.text(), '');
    }
    const stale = await fetch(url, { headers: { 'If-None-Match': '"something-else"' } });
    assert.equal(stale.status, 200);

    const other = await fetch(`${server.url}/api/reviews/search?rating=5&limit=4`);
    assert.notEqual(other.headers.get('etag'), etag, 'another answer, another tag');
  });

  it('should derive the ETag from the build and the canonical query: equivalent spellings share it, other answers do not', async () => {
    const tag = async (query: string, on = server) => {
      const response = await fetch(`${on.url}/api/reviews/search?${query}`);
      assert.equal(response.status, 200, query);
      return { etag: response.headers.get('etag')!, body: await response.text() };
    };
    const base = await tag('rating=5&limit=20');
    for (const spelling of ['limit=20&rating=5', 'rating=5', 'rating=05&limit=020', 'rating=%35']) {
      const same = await tag(spelling);
      assert.equal(same.etag, base.etag, spelling);
      assert.equal(same.body, base.body, spelling);
    }
    for (const other of ['rating=4', 'rating=5&limit=19', 'rating=5&query=roof', 'min_rating=5']) {
      const different = await tag(other);
      assert.notEqual(different.etag, base.etag, other);
    }
    // Another build (the 5-review fixture) answers the same query differently, with another tag.
    const elsewhere = await tag('rating=5&limit=20', small);
    assert.notEqual(elsewhere.body, base.body);
    assert.notEqual(elsewhere.etag, base.etag);
    // A second process serving the same build (another replica) gives the very same tag.
    const replica = await startSidecar({ buildDir: generatedDir });
    try {
      assert.equal((await tag('limit=20&rating=5', replica)).etag, base.etag);
    } finally {
      await replica.close();
    }
  });

  it('should answer 304 to a tag it has never answered with in this process (a page from another replica)', async () => {
    const query = 'query=roof&limit=7';
    const fromSmall = await fetch(`${small.url}/api/reviews/search?${query}`);
    const replica = await startSidecar({ buildDir: generatedDir });
    try {
      const fromReplica = await fetch(`${replica.url}/api/reviews/search?${query}`);
      const etag = fromReplica.headers.get('etag')!;
      await fromReplica.text();
      const revalidated = await fetch(`${server.url}/api/reviews/search?limit=7&query=roof`, { headers: { 'If-None-Match': etag } });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers.get('etag'), etag);
      assert.equal(revalidated.headers.get('cache-control'), fromReplica.headers.get('cache-control'));
      assert.equal(await revalidated.text(), '');
      // The other build's tag is not ours: a full answer, with our tag.
      const stale = await fetch(`${server.url}/api/reviews/search?${query}`, { headers: { 'If-None-Match': fromSmall.headers.get('etag')! } });
      assert.equal(stale.status, 200);
      assert.equal(stale.headers.get('etag'), etag);
      await fromSmall.text();
      await stale.text();
    } finally {
      await replica.close();
    }
  });

  it('should change the search ETag with the build id and the query, and only with them', () => {
    const a = searchEtag('0123456789abcdef', '{"rating":5,"limit":20}');
    assert.match(a, /^"[A-Za-z0-9_-]{24}"$/);
    assert.equal(searchEtag('0123456789abcdef', '{"rating":5,"limit":20}'), a);
    assert.notEqual(searchEtag('0123456789abcdee', '{"rating":5,"limit":20}'), a);
    assert.notEqual(searchEtag('0123456789abcdef', '{"rating":5,"limit":21}'), a);
  });

  it('should answer a trailing slash exactly as the path without it', async () => {
    for (const query of ['?rating=5&limit=3', '?rating=3.5&minRating=1']) {
      const direct = await fetch(`${server.url}/api/reviews/search${query}`);
      const routed = await fetch(`${server.url}/api/reviews/search/${query}`);
      assert.equal(routed.status, direct.status, query);
      assert.equal(routed.headers.get('etag'), direct.headers.get('etag'));
      assert.equal(routed.headers.get('content-type'), direct.headers.get('content-type'));
      assert.equal(routed.headers.get('access-control-allow-origin'), '*');
      assert.equal(direct.headers.get('access-control-allow-origin'), '*');
      assert.equal(direct.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(await routed.text(), await direct.text());
    }
  });

  it('should answer HEAD with the headers and no body', async () => {
    const get = await fetch(`${server.url}/api/reviews/search?query=roof`);
    const head = await fetch(`${server.url}/api/reviews/search?query=roof`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('etag'), get.headers.get('etag'));
    assert.equal(head.headers.get('content-length'), String(Buffer.byteLength(await get.text())));
    assert.equal(await head.text(), '');
  });
});

describe('GET /api/reviews/search: invalid input', () => {
  /** Sends a raw query string; expects 400 and returns [path, code] of each issue. */
  async function problems(rawQuery: string) {
    const response = await fetch(`${server.url}/api/reviews/search?${rawQuery}`);
    const body = (await response.json()) as ErrorBody;
    assert.equal(response.status, 400, `${rawQuery}: ${JSON.stringify(body)}`);
    assert.match(response.headers.get('content-type')!, /^application\/json/);
    assert.equal(body.error.code, 'INVALID_REQUEST');
    assert.ok(Array.isArray(body.issues) && body.issues.length > 0);
    for (const issue of body.issues!) assert.ok(issue.message.length > 0 && issue.code.length > 0);
    return body.issues!.map((issue) => [issue.path.join('.'), issue.code]);
  }

  it('should reject out-of-range and non-numeric numbers', async () => {
    const cases: Array<[string, string, string]> = [
      ['rating=0', 'rating', 'too_small'],
      ['rating=6', 'rating', 'too_big'],
      ['rating=3.5', 'rating', 'invalid_format'],
      ['rating=abc', 'rating', 'invalid_format'],
      ['rating=1e0', 'rating', 'invalid_format'],
      ['rating=%203', 'rating', 'invalid_format'],
      ['rating=0x3', 'rating', 'invalid_format'],
      ['min_rating=0.5', 'min_rating', 'too_small'],
      ['min_rating=5.01', 'min_rating', 'too_big'],
      ['min_rating=four', 'min_rating', 'invalid_format'],
      ['min_rating=Infinity', 'min_rating', 'invalid_format'],
      ['min_rating=NaN', 'min_rating', 'invalid_format'],
      ['limit=0', 'limit', 'too_small'],
      ['limit=101', 'limit', 'too_big'],
      ['limit=2.5', 'limit', 'invalid_format'],
      ['limit=-1', 'limit', 'too_small'],
      ['limit=99999999999999999999', 'limit', 'invalid_format'],
    ];
    for (const [query, path, code] of cases) assert.deepEqual(await problems(query), [[path, code]], query);
  });

  it('should reject impossible and malformed dates, and since after until', async () => {
    assert.deepEqual(await problems('since=2025-02-30'), [['since', 'custom']]);
    assert.deepEqual(await problems('until=2023-13-01'), [['until', 'custom']]);
    assert.deepEqual(await problems('since=2025-2-3'), [['since', 'invalid_format']]);
    assert.deepEqual(await problems('until=yesterday'), [['until', 'invalid_format']]);
    assert.deepEqual(await problems('since=2024-07-01&until=2024-06-30'), [['since', 'since_after_until']]);
    // The same day on both sides is a valid one-day window.
    assert.equal((await fetch(`${server.url}/api/reviews/search?since=2024-07-01&until=2024-07-01`)).status, 200);
  });

  it('should reject repeated, unknown and empty parameters', async () => {
    assert.deepEqual(await problems('rating=1&rating=2'), [['rating', 'invalid_type']]);
    assert.deepEqual(await problems('query=a&query=b'), [['query', 'invalid_type']]);
    assert.deepEqual(await problems('minRating=4'), [['minRating', 'unrecognized_keys']]);
    assert.deepEqual(await problems('q=leak'), [['q', 'unrecognized_keys']]);
    assert.deepEqual(await problems('rating[gte]=4'), [['rating[gte]', 'unrecognized_keys']]);
    assert.deepEqual(await problems('query='), [['query', 'too_small']]);
    assert.deepEqual(await problems('rating='), [['rating', 'too_small']]);
    assert.deepEqual(await problems('since'), [['since', 'too_small']]);
    assert.deepEqual(await problems('cursor='), [['cursor', 'too_small']]);
    const response = await fetch(`${server.url}/api/reviews/search?minRating=4`);
    const body = (await response.json()) as ErrorBody;
    assert.match(body.issues![0]!.message, /did you mean "min_rating"/);
  });

  it('should list every problem of one request, one issue each', async () => {
    const found = await problems('rating=3.5&min_rating=9&since=2025-02-30&limit=1&limit=2&minRating=2&query=&extra=1');
    assert.deepEqual(found.sort(), [
      ['extra', 'unrecognized_keys'],
      ['limit', 'invalid_type'],
      ['minRating', 'unrecognized_keys'],
      ['min_rating', 'too_big'],
      ['query', 'too_small'],
      ['rating', 'invalid_format'],
      ['since', 'custom'],
    ]);
  });

  it('should reject cursors it did not issue', async () => {
    const real = (await search({ limit: 1 })).body.next_cursor!;
    const tampered = real.slice(0, -2) + (real.endsWith('A') ? 'BB' : 'AA');
    for (const cursor of ['abc', 'not a cursor', tampered, Buffer.from('2024-01-01|r-1|short').toString('base64url'), 'x'.repeat(513)]) {
      const found = await problems(`cursor=${encodeURIComponent(cursor)}`);
      assert.equal(found.length, 1, cursor);
      assert.equal(found[0]![0], 'cursor');
    }
  });
});
