import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { SEARCH_FIELDS, SearchResult } from '../../core/schemas/query.ts';
import { ErrorBody } from '../../core/schemas/error-body.ts';
import { build, copyContent, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

// Property: whatever query string arrives, the search answers 200 with a SearchResult or 400
// with an Error listing issues, never anything else (in particular never a 5xx).

let server: RunningSidecar;
let buildDir: string;
let contentDir: string;

before(async () => {
  contentDir = copyContent(path.join(FIXTURES, 'small'));
  ({ buildDir } = await build({ contentDir }));
  server = await startSidecar({ buildDir });
});
after(() => server?.close());

/** Raw bytes as %XX escapes: invalid UTF-8, NUL, `&`, `=` and `#` included. */
const percentBytes = fc.uint8Array({ maxLength: 12 }).map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
const text = fc.oneof(
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent),
  percentBytes,
  fc.constantFrom('', '1', '5', '3.5', '-1', '1e3', '0x10', '2024-02-29', '2025-02-29', '9999-12-31', 'NaN', '%', '%zz', '+', '[]', '__proto__'),
  fc.integer({ min: -10, max: 200 }).map(String),
  fc.double({ noNaN: false }).map(String),
);
const name = fc.oneof(
  fc.constantFrom(...SEARCH_FIELDS),
  fc.constantFrom('minRating', 'q', '__proto__', 'constructor', 'toString', 'rating[]', 'rating[gte]', 'a.b', ''),
  fc.string({ maxLength: 10 }).map(encodeURIComponent),
  percentBytes,
);
const queryString = fc
  .array(fc.tuple(name, fc.option(text, { nil: undefined })), { maxLength: 6 })
  .map((pairs) => pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join('&'));

async function check(query: string) {
  const response = await fetch(`${server.url}/api/reviews/search?${query}`);
  const body = await response.text();
  assert.ok(response.status === 200 || response.status === 400, `?${query} answered ${response.status}: ${body.slice(0, 300)}`);
  const json = JSON.parse(body);
  if (response.status === 200) assert.ok(SearchResult.safeParse(json).success, `?${query}: not a SearchResult`);
  else assert.ok(ErrorBody.safeParse(json).success && json.issues.length > 0, `?${query}: not an Error with issues: ${body.slice(0, 300)}`);
  return response.status;
}

describe('GET /api/reviews/search under random input', () => {
  it('should answer only 200 or 400, with the documented bodies', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        statuses.add(await check(query));
      }),
      { numRuns: 400, seed: 20250614 },
    );
    assert.deepEqual([...statuses].sort(), [200, 400], 'both outcomes were reached');
  });

  it('should answer only 200 or 400 to random values of the known parameters', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...SEARCH_FIELDS), text, { maxKeys: 5 }), async (params) => {
        await check(Object.entries(params).map(([key, value]) => `${key}=${value}`).join('&'));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('the engine follows the build', () => {
  it('should answer from the new build once it is current, and keep paging', async () => {
    const before = await (await fetch(`${server.url}/api/reviews/search?limit=2`)).json();
    assert.equal(before.total, 5);
    const line = JSON.stringify({
      id: 'r-6',
      date: '2025-01-15',
      rating: 3,
      text: 'A brand new review about the gutters.',
      author: 'New R.',
      source: 'google',
      verification: { method: 'job_record', verified_at: '2025-01-16' },
      service_area: 'testville',
    });
    fs.appendFileSync(path.join(contentDir, 'reviews.jsonl'), `\n${line}\n`);
    await build({ contentDir, buildDir });
    await server.store.refresh();

    const afterBuild = await (await fetch(`${server.url}/api/reviews/search?query=brand%20new`)).json();
    assert.deepEqual(afterBuild.reviews.map((r: { id: string }) => r.id), ['r-6']);
    // A cursor from the old build still pages the new one, from the same (date, id) on.
    const next = await (await fetch(`${server.url}/api/reviews/search?limit=2&cursor=${before.next_cursor}`)).json();
    assert.deepEqual(next.reviews.map((r: { id: string }) => r.id), ['r-4', 'r-2']);
    assert.equal(next.total, 6);
  });
});
