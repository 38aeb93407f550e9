import assert from 'node:assert/strict';
import querystring from 'node:querystring';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { searchIssues } from '../../core/query/issues.ts';
import { SEARCH_FIELDS, SearchQuery } from '../../core/schemas/query.ts';
import { fastSearchQuery, parseSearchQuery } from '../../core/schemas/search-query-fast.ts';

// The validation fast path against the one schema: on any query string, the same outcome, the
// same values in the same key order (the answer cache and the ETag key on them), the same issues.

/** Values that sit on every edge the schema draws: ranges, formats, dates, empties, lengths. */
const edgyValue = fc.oneof(
  fc.constantFrom('', '0', '1', '5', '6', '-1', '-0', '01', '05', '1.5', '4.5', '5.0', '5.', '.5', '1e0', '0x3', '+3', ' 3', '3 ', 'NaN', 'Infinity'),
  fc.constantFrom('20', '100', '101', '0020', '9999999999999999', '99999999999999999', '1.0000000000000001', '4.99999999999999999'),
  fc.constantFrom('2024-01-01', '2024-02-29', '2023-02-29', '2024-13-01', '2024-1-01', '24-01-01', '2024-01-01 ', '9999-12-31', '0000-01-01'),
  fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.integer({ min: -3, max: 120 }).map(String),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ minLength: 500, maxLength: 530 }),
);
const key = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...SEARCH_FIELDS) }, fc.constantFrom('minRating', 'Rating', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''), fc.string({ maxLength: 6 }));

/** A raw query string: pairs of keys and values, percent-encoded or left as they are (so `&`, `=`, `%` and `+` land raw too). */
const rawQuery = fc
  .array(fc.tuple(key, edgyValue, fc.boolean()), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v, encode]) => (encode ? `${encodeURIComponent(k)}=${encodeURIComponent(v)}` : `${k}=${v}`)).join('&'));

function assertSameAsSchema(raw: string) {
  const input = querystring.parse(raw);
  const schema = SearchQuery.safeParse(input);
  const fast = fastSearchQuery(input);
  if (fast) {
    assert.equal(schema.success, true, `fast path accepted what the schema refuses: ${raw}`);
    assert.equal(JSON.stringify(fast), JSON.stringify(schema.data), raw);
  }
  const parsed = parseSearchQuery(input);
  assert.equal(parsed.success, schema.success, raw);
  if (parsed.success) assert.equal(JSON.stringify(parsed.data), JSON.stringify(schema.data), raw);
  else assert.deepEqual(searchIssues(parsed.error), searchIssues(schema.error!), raw);
}

describe('parseSearchQuery: the fast path gives what SearchQuery gives', () => {
  it('should agree with the schema on random and hostile query strings', () => {
    fc.assert(fc.property(rawQuery, assertSameAsSchema), { numRuns: 5000 });
  });

  it('should agree on well-formed searches, and take the fast path for them', () => {
    const wellFormed = fc.record(
      {
        rating: fc.integer({ min: 1, max: 5 }).map(String),
        min_rating: fc.constantFrom('1', '2.5', '4.5', '5'),
        since: fc.constantFrom('2023-01-01', '2024-02-29', '2025-06-14'),
        until: fc.constantFrom('2024-12-31', '2026-01-01'),
        query: fc.string({ minLength: 1, maxLength: 10 }),
        mentions_technician: fc.constantFrom('Dave', 'dave kowalski'),
        mentions_service: fc.constantFrom('roof-repair', 'gutters'),
        limit: fc.integer({ min: 1, max: 100 }).map(String),
        cursor: fc.string({ minLength: 1, maxLength: 40 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(wellFormed, (params) => {
        const raw = new URLSearchParams(params as Record<string, string>).toString();
        assertSameAsSchema(raw);
        if (SearchQuery.safeParse(querystring.parse(raw)).success) assert.ok(fastSearchQuery(querystring.parse(raw)), `slow path for a well-formed search: ${raw}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('should fall back to the schema, issues and all, for each kind of bad value', () => {
    for (const raw of ['rating=6', 'rating=3.5', 'rating=', 'rating=1&rating=2', 'minRating=4', 'limit=0', 'limit=101', 'since=2024-02-30', 'since=2025-01-01&until=2024-01-01', `cursor=${'x'.repeat(513)}`, 'query=']) {
      assert.equal(fastSearchQuery(querystring.parse(raw)), undefined, raw);
      assertSameAsSchema(raw);
      assert.equal(parseSearchQuery(querystring.parse(raw)).success, false, raw);
    }
  });
});
