import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import fc from 'fast-check';
import { escapedJson, joinedResult, toolResultBytes, toolResultParts } from '../../sidecar/mcp/tools/result-bytes.ts';
import type { RunningSidecar } from '../helpers/server.ts';
import { connectClient, post, rawSession, startMcpSidecar } from './mcp-fixture.ts';

// tools/call is answered from bytes (sidecar/mcp/call-tool.ts): the structured content is the
// engine's answer or one JSON.stringify, spliced into the result once and, escaped, into the
// text. Nothing checks a result against its output schema at run time, so this file does, with
// a real JSON Schema validator, and holds the direct path to what the SDK's path answers.

type CallResult = { content: Array<{ type: string; text: string }>; structuredContent?: Record<string, unknown>; isError?: boolean };
type Answer = { status: number; sessionHeader: string | null; body: { jsonrpc: string; id: unknown; result?: CallResult; error?: { code: number; message: string } } };

/** Arguments for every tool that should give a result, including empty pages and sections. */
const CALLS: Array<[string, Record<string, unknown>]> = [
  ['get_business', {}],
  ['search_reviews', {}],
  ['search_reviews', { rating: 5 }],
  ['search_reviews', { query: 'LEAK', min_rating: 1, limit: 1 }],
  ['search_reviews', { mentions_technician: 'dave', since: '2024-01-01', until: '2024-12-31' }],
  ['search_reviews', { rating: 3 }], // no match: an empty page
  ['get_review', { id: 'r-2' }],
  ['reviews_since', { date: '2024-06-01' }],
  ['reviews_since', { date: '2024-01-01', limit: 2 }],
  ['reviews_since', { date: '2030-01-01' }],
  ['get_rating_summary', {}],
  ['get_rating_summary', { months: 3 }],
  ['get_insights', {}],
  ['get_insights', { section: 'summary' }],
  ['get_insights', { section: 'faq' }],
  ['list_entities', {}],
  ['list_entities', { kind: 'technicians' }],
];

/** POSTs one message (or a batch) on a session and reads the answer as sent. */
async function send(server: RunningSidecar, session: string, message: unknown, version = '2025-06-18'): Promise<Answer> {
  const response = await post(server, message, { 'mcp-session-id': session, 'mcp-protocol-version': version });
  const text = await response.text();
  const parsed = JSON.parse(text) as Answer['body'] | Array<Answer['body']>;
  return { status: response.status, sessionHeader: response.headers.get('mcp-session-id'), body: Array.isArray(parsed) ? parsed[0]! : parsed };
}

const call = (id: number | string, name: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args, ...extra },
});

for (const [mode, config] of [
  ['in-memory sessions', {}],
  ['signed sessions', { mcp: { signed: { secret: 'tool-results-test-secret-0123456789abcdef', lifetimeMs: 60_000 } } }],
] as const) {
  describe(`tools/call results (${mode})`, () => {
    let server: RunningSidecar;
    let session: string;
    let outputSchemas: Map<string, Record<string, unknown>>;
    before(async () => {
      server = await startMcpSidecar(config);
      session = await rawSession(server);
      const { client } = await connectClient(server);
      outputSchemas = new Map((await client.listTools()).tools.map((tool) => [tool.name, tool.outputSchema as Record<string, unknown>]));
      await client.close();
    });
    after(() => server.close());

    it('should give every tool a result its advertised outputSchema accepts (Ajv), whose text is exactly the JSON of its structured content', async () => {
      const ajv = new AjvJsonSchemaValidator();
      let id = 0;
      for (const [name, args] of CALLS) {
        const answer = await send(server, session, call(++id, name, args));
        assert.equal(answer.status, 200, name);
        assert.equal(answer.body.id, id);
        assert.equal(answer.sessionHeader, session, 'the session id comes back, as the SDK transport sends it');
        const result = answer.body.result!;
        assert.equal(result.isError, undefined, `${name} ${JSON.stringify(args)}: ${result.content[0]?.text}`);
        const verdict = ajv.getValidator(outputSchemas.get(name)!)(result.structuredContent);
        assert.ok(verdict.valid, `${name} ${JSON.stringify(args)}: ${verdict.errorMessage}`);
        assert.deepEqual(result.content.map((c) => c.type), ['text']);
        assert.equal(result.content[0]!.text, JSON.stringify(result.structuredContent), `${name}: the text is the structured content's JSON, byte for byte`);
      }
    });

    it('should give search_reviews and reviews_since the very bytes GET /api/reviews/search and since/ give', async () => {
      for (const args of [{ rating: 5 }, { query: 'roof', limit: 2 }, {}]) {
        const rest = await (await fetch(`${server.url}/api/reviews/search?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`)).text();
        const answer = await send(server, session, call(1, 'search_reviews', args));
        assert.equal(answer.body.result!.content[0]!.text, rest, JSON.stringify(args));
      }
      const since = (await (await fetch(`${server.url}/api/reviews/since/2024-06-01`)).json()) as { reviews: unknown[] };
      const answer = await send(server, session, call(2, 'reviews_since', { date: '2024-06-01' }));
      assert.deepEqual(answer.body.result!.structuredContent!.reviews, since.reviews);
    });

    it('should answer the same through the SDK (a call with _meta, or in a batch) as directly, results and tool errors alike', async () => {
      const withBatches = await rawSession(server);
      const cases: Array<[string, Record<string, unknown>]> = [
        ...CALLS,
        ['search_reviews', { rating: 7, limit: 0, since: '2024-02-30', minRating: 4 }], // bad arguments: a tool error naming each
        ['search_reviews', { cursor: 'not-a-cursor' }],
        ['get_review', { id: 'r-404' }],
        ['get_business', { name: 'x' }],
      ];
      for (const [name, args] of cases) {
        const direct = await send(server, session, call(1, name, args));
        const viaMeta = await send(server, session, call(2, name, args, { _meta: { progressToken: 'p-1' } }));
        assert.deepEqual(viaMeta.body.result, direct.body.result, `${name} ${JSON.stringify(args)} with _meta`);
        if (mode === 'in-memory sessions') {
          // A batch exists only in 2025-03-26 sessions; the SDK's transport answers it.
          const batch = await send(server, withBatches, [call(3, name, args)], '2025-03-26');
          assert.deepEqual(batch.body.result, direct.body.result, `${name} ${JSON.stringify(args)} in a batch`);
        }
      }
      const bad = await send(server, session, call(4, 'search_reviews', { rating: 7, minRating: 4 }));
      assert.equal(bad.body.result!.isError, true);
      assert.match(bad.body.result!.content[0]!.text, /^MCP error -32602: Input validation error: Invalid arguments for tool search_reviews: /);
      assert.match(bad.body.result!.content[0]!.text, /\brating\b[\s\S]*\bminRating\b|\bminRating\b[\s\S]*\brating\b/);
    });

    it('should answer an unknown tool with JSON-RPC -32602 on both paths, echoing the id', async () => {
      for (const message of [call('x-1', 'delete_reviews', {}), call('x-1', 'delete_reviews', {}, { _meta: {} }), call('x-1', 'constructor', {})]) {
        const answer = await send(server, session, message);
        assert.equal(answer.status, 200);
        assert.equal(answer.body.id, 'x-1');
        assert.equal(answer.body.result, undefined);
        assert.equal(answer.body.error?.code, -32602);
        assert.match(answer.body.error?.message ?? '', /Unknown tool/);
      }
    });

    it('should leave malformed calls to the SDK, which answers them as before', async () => {
      for (const params of [{ arguments: {} }, { name: 'get_business', arguments: [1] }, { name: 7 }]) {
        const answer = await send(server, session, { jsonrpc: '2.0', id: 5, method: 'tools/call', params });
        assert.equal(answer.status, 200);
        assert.equal(answer.body.id, 5);
        assert.ok(answer.body.error && answer.body.result === undefined, JSON.stringify(params));
      }
      const hugeId = await post(server, { jsonrpc: '2.0', id: 2 ** 60, method: 'tools/call', params: { name: 'get_business', arguments: {} } }, { 'mcp-session-id': session });
      assert.equal(hugeId.status, 400, 'an id beyond a safe integer is not a JSON-RPC id the SDK takes');
      await hugeId.body?.cancel();
    });
  });
}

describe('toolResultBytes', () => {
  const expected = (value: unknown) => Buffer.from(JSON.stringify({ content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value }));

  it('should write exactly what JSON.stringify writes for hostile text: quotes, backslashes, control characters, emoji, lone surrogates, U+2028', () => {
    const hostile = { text: 'He said "fine" \\ then left\n\t\u0000\u001f \u2028\u2029 🏠 é \ud800 \udfff </script>', nested: [{ '"key"': '\\"' }], n: -1.5e-7, ok: true, none: null };
    assert.deepEqual(toolResultBytes(Buffer.from(JSON.stringify(hostile))), expected(hostile));
    assert.deepEqual(toolResultBytes(Buffer.from('{}')), expected({}));
  });

  it('should agree with JSON.stringify on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string({ unit: 'binary' }), (value, text) => {
        const structured = { value, text };
        assert.deepEqual(toolResultBytes(Buffer.from(JSON.stringify(structured))), expected(structured));
      }),
      { numRuns: 2000 },
    );
  });

  it('should give the same bytes from a structured content in pieces, each escaped on its own (get_insights: pieces kept per build)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.string({ unit: 'binary' }), fc.array(fc.nat(), { maxLength: 6 }), (value, text, cuts) => {
        const structured = { value, text };
        const json = Buffer.from(JSON.stringify(structured));
        // Cut anywhere, inside a string or a multi-byte character too: escaping is byte by byte.
        const at = [...new Set(cuts.map((cut) => cut % (json.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...at].map((start, i) => json.subarray(start, [...at, json.length][i]));
        const result = toolResultParts(pieces, pieces.map(escapedJson));
        assert.equal(result.size, joinedResult(result).length);
        assert.deepEqual(joinedResult(result), expected(structured));
      }),
      { numRuns: 2000 },
    );
  });
});
