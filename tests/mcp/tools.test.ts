import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { build, copyContent, FIXTURES } from '../helpers/build.ts';
import type { RunningSidecar } from '../helpers/server.ts';
import { connectClient, startMcpSidecar } from './mcp-fixture.ts';

type Review = { id: string; date: string; rating: number; mentions: { technicians: string[]; services: string[] } };
type Page = { reviews: Review[]; total: number; limit: number; next_cursor: string | null };

/** Calls a tool and checks the result's two renderings agree: structuredContent and its JSON text. */
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!result.isError) {
    assert.ok(result.structuredContent, `${name}: structuredContent`);
    assert.equal(result.content[0]?.type, 'text');
    assert.deepEqual(JSON.parse((result.content[0] as { text: string }).text), result.structuredContent, `${name}: the text rendering is the same object`);
  }
  return result;
}

/** A tool error: isError with its reason as text; returns the text. */
async function callError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  assert.equal(result.isError, true, `${name} ${JSON.stringify(args)} should be a tool error`);
  assert.equal(result.structuredContent, undefined);
  return (result.content[0] as { text: string }).text;
}

const ids = (reviews: Review[]) => reviews.map((r) => r.id);

describe('MCP tools on the 5-review fixture', () => {
  let server: RunningSidecar;
  let client: Client;
  before(async () => {
    server = await startMcpSidecar();
    ({ client } = await connectClient(server));
  });
  after(async () => {
    await client.close();
    await server.close();
  });

  describe('get_business', () => {
    it('should return the profile, the aggregate rating and the dataset links', async () => {
      const { structuredContent } = await call(client, 'get_business', {});
      const content = structuredContent as { business: { name: string; technicians: unknown[] }; rating: { average: number; count: number }; last_modified: string; links: Record<string, string> };
      assert.equal(content.business.name, 'Test Roofing & Sons');
      assert.equal(content.business.technicians.length, 2);
      assert.deepEqual(content.rating, { average: 3.4, count: 5, distribution: { 1: 1, 2: 1, 3: 0, 4: 1, 5: 2 }, best_rating: 5, worst_rating: 1 });
      assert.equal(content.last_modified, '2025-01-01'); // reviews.json's date: the profile's, newer than any review; editorial.md (2025-01-02) is not in it
      assert.deepEqual(content.links, {
        reviews_json: 'http://localhost:4321/reviews.json',
        insights_json: 'http://localhost:4321/insights.json',
        json_feed: 'http://localhost:4321/api/feed.json',
        atom_feed: 'http://localhost:4321/feed.xml',
      });
    });

    it('should refuse any argument: it takes an empty object', async () => {
      assert.match(await callError(client, 'get_business', { name: 'x' }), /name/);
    });
  });

  describe('search_reviews', () => {
    it('should filter as the engine does and answer exactly what GET /api/reviews/search answers', async () => {
      for (const args of [{ rating: 5 }, { min_rating: 4, mentions_technician: 'dave' }, { query: 'LEAK' }, { mentions_service: 'roof-repair', until: '2024-06-01' }, { since: '2024-06-01', limit: 1 }, {}]) {
        const { structuredContent } = await call(client, 'search_reviews', args);
        const rest = await fetch(`${server.url}/api/reviews/search?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`);
        assert.equal(rest.status, 200);
        assert.deepEqual(structuredContent, await rest.json(), JSON.stringify(args));
      }
      const fives = (await call(client, 'search_reviews', { rating: 5 })).structuredContent as Page;
      assert.deepEqual(ids(fives.reviews), ['r-5', 'r-1']);
      assert.equal(fives.total, 2);
      assert.equal(fives.limit, 20, 'limit defaults to 20');
      assert.equal(fives.next_cursor, null);
    });

    it('should page through every match with next_cursor, newest first, ties by id', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = (await call(client, 'search_reviews', { limit: 2, ...(cursor ? { cursor } : {}) })).structuredContent as Page;
        assert.equal(page.total, 5);
        seen.push(...ids(page.reviews));
        cursor = page.next_cursor ?? undefined;
        pages++;
      } while (cursor);
      assert.deepEqual(seen, ['r-5', 'r-3', 'r-4', 'r-2', 'r-1']);
      assert.equal(pages, 3);
    });

    it('should answer bad arguments with a tool error naming each problem', async () => {
      const text = await callError(client, 'search_reviews', { rating: 7, limit: 0, since: '2024-02-30', min_rating: 'high', minRating: 4 });
      for (const name of ['rating', 'limit', 'since', 'min_rating', 'minRating']) assert.match(text, new RegExp(`\\b${name}\\b`), `names ${name}: ${text}`);
      assert.match(await callError(client, 'search_reviews', { limit: 101 }), /limit/);
      assert.match(await callError(client, 'search_reviews', { rating: 4.5 }), /rating/);
      assert.match(await callError(client, 'search_reviews', { since: '2024-06-02', until: '2024-06-01' }), /since/);
    });

    it('should refuse a cursor it did not issue, and one reused with other filters', async () => {
      assert.match(await callError(client, 'search_reviews', { cursor: 'not-a-cursor' }), /cursor/);
      const first = (await call(client, 'search_reviews', { limit: 1 })).structuredContent as Page;
      assert.ok(first.next_cursor);
      assert.match(await callError(client, 'search_reviews', { rating: 5, cursor: first.next_cursor }), /cursor/);
    });
  });

  describe('get_review', () => {
    it('should return one review with every field and its permalink', async () => {
      const { structuredContent } = await call(client, 'get_review', { id: 'r-2' });
      const { review, url } = structuredContent as { review: Review & { owner_response?: { text: string } }; url: string };
      assert.equal(review.id, 'r-2');
      assert.equal(review.rating, 2);
      assert.match(review.owner_response?.text ?? '', /call-back/);
      assert.equal(url, 'http://localhost:4321/reviews/2024-05-10/#review-r-2');
    });

    it('should answer an unknown id with a tool error, and a missing or malformed id with validation errors', async () => {
      assert.match(await callError(client, 'get_review', { id: 'r-404' }), /r-404/);
      assert.match(await callError(client, 'get_review', {}), /\bid\b/);
      assert.match(await callError(client, 'get_review', { id: 42 }), /\bid\b/);
    });
  });

  describe('reviews_since', () => {
    it('should return the reviews on or after a date, newest first, with the same reviews as GET since/{date}', async () => {
      const { structuredContent } = await call(client, 'reviews_since', { date: '2024-06-01' });
      const page = structuredContent as Page & { since: string };
      assert.equal(page.since, '2024-06-01');
      assert.deepEqual(ids(page.reviews), ['r-5', 'r-3', 'r-4']);
      assert.equal(page.total, 3);
      const rest = (await (await fetch(`${server.url}/api/reviews/since/2024-06-01`)).json()) as { reviews: Review[] };
      assert.deepEqual(page.reviews, rest.reviews);
      const none = (await call(client, 'reviews_since', { date: '2030-01-01' })).structuredContent as Page;
      assert.deepEqual(none.reviews, []);
    });

    it('should page with limit and next_cursor', async () => {
      const first = (await call(client, 'reviews_since', { date: '2024-01-01', limit: 3 })).structuredContent as Page;
      assert.deepEqual(ids(first.reviews), ['r-5', 'r-3', 'r-4']);
      const second = (await call(client, 'reviews_since', { date: '2024-01-01', limit: 3, cursor: first.next_cursor })).structuredContent as Page;
      assert.deepEqual(ids(second.reviews), ['r-2', 'r-1']);
      assert.equal(second.next_cursor, null);
    });

    it('should refuse a date that is not a real YYYY-MM-DD day, and a missing one', async () => {
      for (const date of ['2024-02-30', '01/06/2024', '2024-6-1', '']) assert.match(await callError(client, 'reviews_since', { date }), /date/, date);
      assert.match(await callError(client, 'reviews_since', {}), /date/);
      assert.match(await callError(client, 'reviews_since', { date: '2024-01-01', limit: 1000 }), /limit/);
    });
  });

  describe('get_rating_summary', () => {
    it('should give the average, count, distribution and a month-by-month trend with gaps', async () => {
      const { structuredContent } = await call(client, 'get_rating_summary', {});
      const report = structuredContent as { average: number; count: number; trend: Array<{ month: string; count: number; average: number | null; cumulative_average: number }> };
      assert.equal(report.average, 3.4);
      assert.equal(report.count, 5);
      assert.equal(report.trend.length, 10, '2024-03 to 2024-12');
      assert.deepEqual(report.trend[0], { month: '2024-03', count: 1, average: 5, cumulative_count: 1, cumulative_average: 5 });
      assert.deepEqual(report.trend[1], { month: '2024-04', count: 0, average: null, cumulative_count: 1, cumulative_average: 5 });
      assert.deepEqual(report.trend.at(-1), { month: '2024-12', count: 1, average: 5, cumulative_count: 5, cumulative_average: 3.4 });
      const recent = (await call(client, 'get_rating_summary', { months: 2 })).structuredContent as typeof report;
      assert.deepEqual(recent.trend.map((m) => m.month), ['2024-11', '2024-12']);
      assert.equal(recent.count, 5, 'totals still cover every review');
    });

    it('should refuse a months value out of range', async () => {
      assert.match(await callError(client, 'get_rating_summary', { months: 0 }), /months/);
      assert.match(await callError(client, 'get_rating_summary', { months: 'all' }), /months/);
    });
  });

  describe('get_insights', () => {
    it('should return the whole insights.json, or one section of it', async () => {
      const published = await (await fetch(`${server.url}/insights.json`)).json();
      const whole = await call(client, 'get_insights', {});
      assert.deepEqual(whole.structuredContent, published);
      for (const section of ['aspects', 'entities', 'topics', 'faq', 'summary'] as const) {
        const one = await call(client, 'get_insights', { section });
        assert.deepEqual(one.structuredContent, { [section]: (published as Record<string, unknown>)[section] }, section);
      }
    });

    it('should refuse an unknown section', async () => {
      assert.match(await callError(client, 'get_insights', { section: 'gossip' }), /section/);
    });
  });

  describe('list_entities', () => {
    it('should count reviews per technician, service and service area', async () => {
      const { structuredContent } = await call(client, 'list_entities', {});
      assert.deepEqual(structuredContent, {
        technicians: [
          { name: 'Dave Kowalski', role: 'Crew lead', review_count: 2, average_rating: 5, latest_review: '2024-12-20' },
          { name: 'Maria Alvarez', role: 'Project manager', review_count: 2, average_rating: 3.5, latest_review: '2024-12-20' },
        ],
        services: [
          { id: 'roof-replacement', name: 'Roof replacement', description: 'Full tear-off and new roof.', review_count: 2, average_rating: 5, latest_review: '2024-12-20' },
          { id: 'roof-repair', name: 'Roof repair', description: 'Leak and shingle repairs.', review_count: 2, average_rating: 1.5, latest_review: '2024-06-01' },
        ],
        service_areas: [
          { id: 'testville', name: 'Testville', region: 'OH', review_count: 3, average_rating: 4.67, latest_review: '2024-12-20' },
          { id: 'northside', name: 'Northside', region: 'OH', review_count: 2, average_rating: 1.5, latest_review: '2024-06-01' },
        ],
      });
      const one = await call(client, 'list_entities', { kind: 'service_areas' });
      assert.deepEqual(Object.keys(one.structuredContent!), ['service_areas']);
    });

    it('should refuse an unknown kind', async () => {
      assert.match(await callError(client, 'list_entities', { kind: 'customers' }), /kind/);
    });
  });

});

describe('search_reviews limits on 35 reviews', () => {
  let server: RunningSidecar;
  let client: Client;
  before(async () => {
    const content = copyContent(path.join(FIXTURES, 'small'));
    const lines = Array.from({ length: 30 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      return JSON.stringify({ id: `g-${i}`, date: `2023-${String((i % 12) + 1).padStart(2, '0')}-${day}`, rating: (i % 5) + 1, text: `Generated review number ${i}.`, author: 'Gen', source: 'google', verification: { method: 'job_record', verified_at: '2024-01-01' }, service_area: 'testville' });
    });
    fs.appendFileSync(path.join(content, 'reviews.jsonl'), `\n${lines.join('\n')}\n`);
    server = await startMcpSidecar({}, (await build({ contentDir: content })).buildDir);
    ({ client } = await connectClient(server));
  });
  after(async () => {
    await client.close();
    await server.close();
  });

  it('should return 20 reviews by default and up to 100 when asked', async () => {
    const first = (await call(client, 'search_reviews', {})).structuredContent as Page;
    assert.equal(first.reviews.length, 20);
    assert.equal(first.total, 35);
    assert.ok(first.next_cursor);
    const all = (await call(client, 'search_reviews', { limit: 100 })).structuredContent as Page;
    assert.equal(all.reviews.length, 35);
    assert.equal(all.next_cursor, null);
    const rest = (await call(client, 'search_reviews', { cursor: first.next_cursor })).structuredContent as Page;
    assert.deepEqual([...ids(first.reviews), ...ids(rest.reviews)], ids(all.reviews));
  });
});
