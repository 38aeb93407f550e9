import { searchParamsShape, SEARCH_FIELDS } from '../schemas/query.ts';
import { IsoDate } from '../schemas/date.ts';
import type { Urls } from '../urls.ts';
import { inlineSchema, ref } from './components.ts';
import { HUB_EXAMPLES, MCP_EXAMPLES, SEARCH_EXAMPLES, SINCE_EXAMPLES } from './examples.ts';
import { CONDITIONAL_PARAMETERS, errorResponse, jsonOk, LAST_MODIFIED, NOT_MODIFIED, VALIDATOR_HEADERS } from './responses.ts';

const DATASET_HEADERS = { ...VALIDATOR_HEADERS, ...LAST_MODIFIED };

/** One query parameter of the search, from its field schema: type, bounds, default, description. */
function searchParameter(name: (typeof SEARCH_FIELDS)[number]) {
  const schema = inlineSchema(searchParamsShape[name]);
  const examples = Object.fromEntries(
    Object.entries(SEARCH_EXAMPLES)
      .filter(([, example]) => name in example.query)
      .map(([id, example]) => [id, { summary: example.summary, value: typedExample(schema, example.query[name]!) }]),
  );
  return {
    name,
    in: 'query',
    required: false,
    description: schema.description,
    schema,
    ...(Object.keys(examples).length ? { examples } : {}),
  };
}

/** Example values as their schema types them (the query string carries them as text). */
function typedExample(schema: Record<string, unknown>, text: string): string | number {
  return schema.type === 'integer' || schema.type === 'number' ? Number(text) : text;
}

const SEARCH_400_EXAMPLE = {
  error: { code: 'INVALID_REQUEST', message: 'The search parameters are not valid; see issues.' },
  issues: [
    { path: ['rating'], code: 'invalid_format', message: 'must be a whole number' },
    { path: ['minRating'], code: 'unrecognized_keys', message: 'unknown parameter; did you mean "min_rating"?' },
  ],
};

export function paths(urls: Urls) {
  const conditionalGet = (summary: string, description: string, ok: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    get: {
      summary,
      description,
      parameters: CONDITIONAL_PARAMETERS,
      responses: { 200: ok, 304: NOT_MODIFIED },
      ...extra,
    },
  });

  return {
    '/reviews.json': conditionalGet(
      'The reviews dataset',
      'Business metadata, the aggregate rating and every verified review, newest first (equal dates by id). A static file of the current build.',
      jsonOk('The whole dataset.', 'ReviewsDocument', DATASET_HEADERS),
      { operationId: 'getReviewsDataset' },
    ),
    '/insights.json': conditionalGet(
      'The insights dataset',
      'Aspect-based sentiment analysis, entities (technicians, services, service areas), topics, FAQ and the editorial summary.',
      jsonOk('The insights dataset.', 'Insights', DATASET_HEADERS),
      { operationId: 'getInsightsDataset' },
    ),
    '/api/feed.json': conditionalGet(
      'JSON Feed of the newest reviews',
      'JSON Feed 1.1 with the 50 newest reviews; also a WebSub topic (the `hubs` member names the hub).',
      jsonOk('The feed.', 'JsonFeed', DATASET_HEADERS),
      { operationId: 'getJsonFeed' },
    ),
    '/feed.xml': conditionalGet(
      'Atom feed of the newest reviews',
      'Atom 1.0 feed of the 50 newest reviews; a WebSub topic (`<link rel="hub">`).',
      { description: 'The Atom feed.', headers: DATASET_HEADERS, content: { 'application/atom+xml': { schema: { type: 'string' } } } },
      { operationId: 'getAtomFeed' },
    ),
    '/api/reviews/search': {
      get: {
        operationId: 'searchReviews',
        summary: 'Search reviews',
        description: [
          'Reviews matching every given filter (AND), newest first, equal dates ordered by id. `query` is a literal,',
          'case-insensitive substring of the review title or text (not the owner response). Pages: repeat the request',
          'with `cursor` set to `next_cursor` and the same filters until `next_cursor` is null. Unknown, repeated or empty',
          'parameters are errors, so a typo (`minRating`) is reported instead of ignored. The HTTP twin of the MCP tool',
          '`search_reviews`. Examples with the same name across parameters form one request.',
        ].join(' '),
        parameters: [...SEARCH_FIELDS.map(searchParameter), CONDITIONAL_PARAMETERS[0]],
        responses: {
          200: jsonOk('One page of matching reviews, the total and the next cursor.', 'SearchResult'),
          304: NOT_MODIFIED,
          400: errorResponse('Invalid parameters: one issue per problem (bad or out-of-range value, impossible date, `since` after `until`, repeated, unknown or empty parameter, a cursor from another search).', 'Error', SEARCH_400_EXAMPLE),
        },
      },
    },
    '/api/reviews/since/{date}': {
      get: {
        operationId: 'reviewsSince',
        summary: 'Reviews on or after a date',
        description: 'Every review dated on or after `date`, newest first. Recent dates are prebuilt files; any other valid date is answered with the same bytes and ETag a prebuilt file would have.',
        parameters: [
          {
            name: 'date',
            in: 'path',
            required: true,
            description: 'A real calendar date, YYYY-MM-DD.',
            schema: inlineSchema(IsoDate),
            examples: SINCE_EXAMPLES,
          },
          ...CONDITIONAL_PARAMETERS,
        ],
        responses: {
          200: jsonOk('The reviews since the date.', 'SinceResult', DATASET_HEADERS),
          304: NOT_MODIFIED,
          400: errorResponse('The date is not a real calendar date written YYYY-MM-DD.'),
        },
      },
    },
    '/mcp': {
      post: {
        operationId: 'mcp',
        summary: 'MCP endpoint (streamable HTTP)',
        description:
          'Model Context Protocol over streamable HTTP: JSON-RPC 2.0 messages. Send `initialize` first; its response carries the `Mcp-Session-Id` header, which every later request sends back. Methods used: `initialize`, `tools/list`, `tools/call` (tools such as `get_business` and `search_reviews`, read-only). No authentication.',
        parameters: [
          { name: 'Accept', in: 'header', required: true, description: 'Must accept both `application/json` and `text/event-stream`.', schema: { type: 'string', example: 'application/json, text/event-stream' } },
          { name: 'Mcp-Session-Id', in: 'header', required: false, description: 'The session id from the `initialize` response; required on every request after it.', schema: { type: 'string' } },
          { name: 'Mcp-Protocol-Version', in: 'header', required: false, description: 'The negotiated protocol version, e.g. `2025-06-18`, on requests after initialize.', schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('JsonRpcMessage'), examples: MCP_EXAMPLES } },
        },
        responses: {
          200: {
            description: 'A JSON-RPC 2.0 response, as JSON or as a server-sent event stream of JSON-RPC messages. `initialize` answers with the Mcp-Session-Id header.',
            headers: { 'Mcp-Session-Id': { description: 'Session id (on the initialize response).', schema: { type: 'string' } } },
            content: { 'application/json': { schema: ref('JsonRpcResponse') }, 'text/event-stream': { schema: { type: 'string' } } },
          },
          202: { description: 'Accepted: the body held only notifications or responses.' },
          400: errorResponse('Not JSON, not a JSON-RPC 2.0 message, or no Mcp-Session-Id after initialize.', 'JsonRpcError'),
          403: errorResponse('The Host or Origin header is not allowed.', 'JsonRpcError'),
          404: errorResponse('The session ended or expired: send initialize again.', 'JsonRpcError'),
          406: errorResponse('The Accept header does not list both application/json and text/event-stream.', 'JsonRpcError'),
          413: errorResponse('The body is too large.', 'JsonRpcError'),
          415: errorResponse('The Content-Type is not application/json.', 'JsonRpcError'),
        },
      },
      delete: {
        operationId: 'mcpEndSession',
        summary: 'End an MCP session',
        description: 'Ends the session named by Mcp-Session-Id (sessions also expire when idle). The server opens no GET event stream: GET is answered 405.',
        parameters: [{ name: 'Mcp-Session-Id', in: 'header', required: true, description: 'The session to end.', schema: { type: 'string' } }],
        responses: {
          200: { description: 'The session ended.' },
          400: errorResponse('No Mcp-Session-Id header.', 'JsonRpcError'),
          403: errorResponse('The Host or Origin header is not allowed.', 'JsonRpcError'),
          404: errorResponse('No such session (ended or expired).', 'JsonRpcError'),
        },
      },
    },
    '/api/websub/hub': {
      post: {
        operationId: 'websubHub',
        summary: 'WebSub hub',
        description: `Subscribe or unsubscribe a callback to a topic (${urls.topics.join(', ')}). The hub answers 202 at once, then verifies the intent with a GET to the callback (hub.mode, hub.topic, hub.challenge, hub.lease_seconds); the callback must answer 2xx with the exact challenge. Notifications POST the full topic content with a Link header (rel="hub", rel="self"); 3 consecutive failed deliveries remove the subscription.`,
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: ref('HubRequest'),
              examples: Object.fromEntries(
                Object.entries(HUB_EXAMPLES).map(([id, e]) => [id, { summary: e.summary, value: withBase(e.value, urls.base) }]),
              ),
            },
          },
        },
        responses: {
          202: { description: 'Accepted: verification of the callback follows asynchronously; the answer never depends on it.' },
          204: { description: 'A publish notification was taken.' },
          400: errorResponse('Invalid form: one issue per problem (missing or repeated field, plain-HTTP or non-public callback, a callback with a user name or password, unknown topic).', 'Error'),
          413: errorResponse('The body is too large.', 'Error'),
          415: errorResponse('The body is not application/x-www-form-urlencoded.', 'Error'),
          429: errorResponse('Too many hub requests from this client; retry later.', 'Error'),
          503: errorResponse('The hub is shutting down.', 'Error'),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openApiDocument',
        summary: 'This document',
        parameters: [CONDITIONAL_PARAMETERS[0]],
        responses: { 200: jsonOk('OpenAPI 3.1 description of the service.', { type: 'object' }), 304: NOT_MODIFIED },
      },
    },
  };
}

function withBase(value: Record<string, string | number>, base: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v.replace('{base_url}', base) : v]));
}
