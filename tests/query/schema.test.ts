import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { suggestField } from '../../core/query/issues.ts';
import { SEARCH_FIELDS, SearchParams, SearchQuery, searchParamsShape } from '../../core/schemas/query.ts';

// The one definition of the search parameters, seen from MCP (typed values) and HTTP (strings).

describe('SearchParams (typed values, as MCP arguments)', () => {
  it('should take JSON numbers and apply the default limit', () => {
    assert.deepEqual(SearchParams.parse({ rating: 3, min_rating: 4.5, since: '2024-01-01' }), { rating: 3, min_rating: 4.5, since: '2024-01-01', limit: 20 });
  });

  it('should refuse strings for numbers, fractions for integers, unknown keys and since after until', () => {
    const codes = (input: unknown) => {
      const result = SearchParams.safeParse(input);
      assert.equal(result.success, false, JSON.stringify(input));
      return result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.code}`);
    };
    assert.deepEqual(codes({ rating: '3' }), ['rating:invalid_type']);
    assert.deepEqual(codes({ rating: 3.5 }), ['rating:invalid_type']);
    assert.deepEqual(codes({ limit: 101 }), ['limit:too_big']);
    assert.deepEqual(codes({ min_rating: 0 }), ['min_rating:too_small']);
    assert.deepEqual(codes({ minRating: 4 }), [':unrecognized_keys']);
    assert.deepEqual(codes({ since: '2024-02-01', until: '2024-01-01' }), ['since:custom']);
    assert.deepEqual(codes({ until: '2024-02-30' }), ['until:custom']);
  });

  it('should describe every field, for MCP clients and the OpenAPI document', () => {
    assert.deepEqual(SEARCH_FIELDS, ['rating', 'min_rating', 'since', 'until', 'query', 'mentions_technician', 'mentions_service', 'limit', 'cursor']);
    const schema = z.toJSONSchema(SearchParams, { io: 'input' }) as { properties: Record<string, { description?: string }>; required?: string[] };
    for (const field of SEARCH_FIELDS) assert.ok(schema.properties[field]?.description, `${field} is described`);
    assert.equal(schema.required, undefined, 'every parameter is optional');
    assert.deepEqual(z.toJSONSchema(searchParamsShape.limit, { io: 'input' }), {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 20,
      description: searchParamsShape.limit.description,
    });
  });
});

describe('SearchQuery (query-string values)', () => {
  it('should convert plain decimal text to the same values as the typed view', () => {
    const text = { rating: '3', min_rating: '4.5', since: '2024-01-01', until: '2024-12-31', query: 'leak', mentions_technician: 'Dave', mentions_service: 'roof-repair', limit: '7', cursor: 'abc' };
    const typed = { ...text, rating: 3, min_rating: 4.5, limit: 7 };
    assert.deepEqual(SearchQuery.parse(text), SearchParams.parse(typed));
    assert.deepEqual(SearchQuery.parse({}), SearchParams.parse({}));
  });

  it('should refuse anything but one plain decimal value per parameter', () => {
    for (const [key, value] of [
      ['rating', '3.0'],
      ['rating', '+3'],
      ['rating', '03x'],
      ['rating', ''],
      ['rating', ['3', '4']],
      ['min_rating', '.5'],
      ['min_rating', '4.'],
      ['min_rating', '1e1'],
      ['limit', '0x10'],
      ['limit', ' 5'],
      ['query', ['a']],
      ['query', ''],
    ] as Array<[string, unknown]>) {
      const result = SearchQuery.safeParse({ [key]: value });
      assert.equal(result.success, false, `${key}=${JSON.stringify(value)}`);
      assert.equal(result.error!.issues.length, 1, `one issue for ${key}=${JSON.stringify(value)}`);
      assert.deepEqual(result.error!.issues[0]!.path, [key]);
    }
    assert.equal(SearchQuery.parse({ rating: '05' }).rating, 5, 'a leading zero is still a whole number');
  });

  it('should suggest the parameter a typo meant', () => {
    assert.equal(suggestField('minRating'), 'min_rating');
    assert.equal(suggestField('MIN-RATING'), 'min_rating');
    assert.equal(suggestField('ratings'), 'rating');
    assert.equal(suggestField('mentionsTechnician'), 'mentions_technician');
    assert.equal(suggestField('lmit'), 'limit');
    assert.equal(suggestField('q'), undefined);
    assert.equal(suggestField('%%%'), undefined);
  });
});
