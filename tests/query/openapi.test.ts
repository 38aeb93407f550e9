import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { z } from 'zod';
import { SEARCH_FIELDS, SearchResult } from '../../core/schemas/query.ts';
import { Review } from '../../core/schemas/review.ts';
import { createOpenApiDocument } from '../../core/openapi/document.ts';
import { build, FIXTURES } from '../helpers/build.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

// ajv and ajv-formats come with @modelcontextprotocol/sdk and the OpenAPI validator (ajv 8).
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Schema; examples?: Record<string, { value: unknown }> }>;
  requestBody?: { content: Record<string, { schema: Schema; examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { openapi: string; info: { version: string }; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let server: RunningSidecar;
let doc: Document;

before(async () => {
  const { buildDir } = await build({ contentDir: path.join(FIXTURES, 'small') });
  server = await startSidecar({ buildDir });
  doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Document;
});
after(() => server?.close());

/** Validators for the document's response schemas: components become `$defs` of each. */
function schemaValidator(document: Document) {
  const ajv = new Ajv2020({ allErrors: true, strict: false }); // `example` is an OpenAPI keyword ajv does not know
  addFormats(ajv);
  const defs = JSON.parse(JSON.stringify(document.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
  const cache = new Map<Schema, ValidateFunction>();
  return (schema: Schema, value: unknown, where: string) => {
    let validate = cache.get(schema);
    if (!validate) {
      const local = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/'));
      cache.set(schema, (validate = ajv.compile({ ...local, $defs: defs })));
    }
    assert.ok(validate(value), `${where}: ${ajv.errorsText(validate.errors)}`);
  };
}

/** Checks an answer against the operation's documented response for its status. */
async function checkAnswer(operation: Operation, response: Response, where: string, validate: ReturnType<typeof schemaValidator>) {
  const documented = operation.responses[String(response.status)];
  const text = await response.text();
  assert.ok(documented, `${where}: status ${response.status} is not documented (${text.slice(0, 200)})`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!documented.content) return assert.equal(text, '', `${where}: ${response.status} has no body`);
  const media = documented.content[type];
  assert.ok(media, `${where}: content type ${type} of ${response.status} is not documented`);
  if (type === 'application/json') validate(media.schema, JSON.parse(text), where);
  else if (type === 'text/event-stream') {
    const messages = text.split('\n').filter((line) => line.startsWith('data:')).map((line) => JSON.parse(line.slice(5)));
    assert.ok(messages.length > 0, `${where}: an event stream with a message`);
    const json = operation.responses[String(response.status)]!.content!['application/json']!.schema;
    for (const message of messages) validate(json, message, where);
  } else assert.ok(text.length > 0, `${where}: a body`);
}

describe('/openapi.json', () => {
  it('should be a valid OpenAPI 3.1 document, version 1.0.0', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as never);
    assert.deepEqual(result, { valid: true });
    assert.equal(validator.version, '3.1');
    assert.match(doc.openapi, /^3\.1\.\d+$/);
    assert.equal(doc.info.version, '1.0.0');
  });

  it('should describe every endpoint of the service', () => {
    const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${p}`));
    for (const expected of [
      'GET /reviews.json',
      'GET /insights.json',
      'GET /api/feed.json',
      'GET /feed.xml',
      'GET /api/reviews/search',
      'GET /api/reviews/since/{date}',
      'POST /mcp',
      'POST /api/websub/hub',
    ]) {
      assert.ok(operations.includes(expected), `${expected} is described`);
    }
    for (const [name, item] of Object.entries(doc.paths)) for (const operation of Object.values(item)) assert.ok(Object.keys(operation.responses).length > 0, name);
  });

  it('should give each search parameter its constraints, from the same schema the server checks with', () => {
    const search = doc.paths['/api/reviews/search']!.get!;
    const parameters = Object.fromEntries(search.parameters!.filter((p) => p.in === 'query').map((p) => [p.name, p]));
    assert.deepEqual(Object.keys(parameters), SEARCH_FIELDS);
    const pick = (name: string, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, parameters[name]!.schema[k]]));
    assert.deepEqual(pick('rating', 'type', 'minimum', 'maximum'), { type: 'integer', minimum: 1, maximum: 5 });
    assert.deepEqual(pick('min_rating', 'type', 'minimum', 'maximum'), { type: 'number', minimum: 1, maximum: 5 });
    assert.deepEqual(pick('limit', 'type', 'minimum', 'maximum', 'default'), { type: 'integer', minimum: 1, maximum: 100, default: 20 });
    for (const date of ['since', 'until']) assert.deepEqual(pick(date, 'type', 'format'), { type: 'string', format: 'date' });
    for (const p of Object.values(parameters)) assert.equal(p.required, false);
    assert.deepEqual(Object.keys(search.responses).sort(), ['200', '304', '400']);
    assert.deepEqual(search.responses['400']!.content!['application/json']!.schema, { $ref: '#/components/schemas/Error' });
  });

  it('should generate its components from the zod schemas', () => {
    // Review carries `.meta({ id: 'Review' })`, so zod puts its body under $defs.
    const { $defs } = z.toJSONSchema(Review, { io: 'output' }) as { $defs: Record<string, Schema> };
    assert.deepEqual(doc.components.schemas.Review, $defs.Review);
    const result = doc.components.schemas.SearchResult as { properties: Record<string, unknown>; required: string[] };
    assert.deepEqual(Object.keys(result.properties), Object.keys(SearchResult.shape));
    assert.deepEqual(result.properties.reviews, { type: 'array', items: { $ref: '#/components/schemas/Review' }, description: SearchResult.shape.reviews.description });
  });

  it('should hold only examples that its own schemas accept', () => {
    const validate = schemaValidator(doc);
    let checked = 0;
    for (const [name, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${name}`;
        for (const p of operation.parameters ?? []) {
          for (const [id, example] of Object.entries(p.examples ?? {})) (validate(p.schema, example.value, `${where} ${p.name} example ${id}`), checked++);
        }
        for (const media of Object.values(operation.requestBody?.content ?? {})) {
          for (const [id, example] of Object.entries(media.examples ?? {})) (validate(media.schema, example.value, `${where} body example ${id}`), checked++);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const media of Object.values(response.content ?? {}) as Array<{ schema: Schema; example?: unknown }>) {
            if (media.example !== undefined) (validate(media.schema, media.example, `${where} ${status} example`), checked++);
          }
        }
      }
    }
    assert.ok(checked >= 15, `${checked} examples checked`);
  });

  it('should be served with one ETag and answer If-None-Match with 304', async () => {
    const first = await fetch(`${server.url}/openapi.json`);
    const etag = first.headers.get('etag');
    assert.match(etag ?? '', /^"[A-Za-z0-9_-]+"$/);
    assert.match(first.headers.get('content-type')!, /^application\/json/);
    assert.deepEqual(await first.json(), JSON.parse(JSON.stringify(createOpenApiDocument(server.urls))));
    const second = await fetch(`${server.url}/openapi.json`);
    assert.equal(second.headers.get('etag'), etag);
    const cached = await fetch(`${server.url}/openapi.json`, { headers: { 'If-None-Match': etag! } });
    assert.equal(cached.status, 304);
    assert.equal(await cached.text(), '');
  });
});

describe('the documented example requests', () => {
  it('should get answers that match the document, for every GET', async () => {
    const validate = schemaValidator(doc);
    let sent = 0;
    for (const [template, item] of Object.entries(doc.paths)) {
      const operation = item.get;
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      // Example names shared across parameters form one request; no example, no parameters.
      const names = new Set(parameters.flatMap((p) => Object.keys(p.examples ?? {})));
      const requests = names.size === 0 ? [new Map<string, unknown>()] : [...names].map((name) => new Map(parameters.filter((p) => p.examples?.[name]).map((p) => [p.name, p.examples![name]!.value])));
      for (const values of requests) {
        let url = template;
        const query = new URLSearchParams();
        for (const p of parameters) {
          if (!values.has(p.name)) continue;
          if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(values.get(p.name))));
          else query.append(p.name, String(values.get(p.name)));
        }
        assert.ok(!url.includes('{'), `${template}: every path parameter has an example`);
        const target = `${url}${query.size ? `?${query}` : ''}`;
        const response = await fetch(`${server.url}${target}`);
        assert.equal(response.status, 200, `GET ${target}`);
        await checkAnswer(operation, response, `GET ${target}`, validate);
        sent++;
      }
    }
    assert.ok(sent >= 10, `${sent} example requests`);
  });

  it('should get answers that match the document for the MCP examples, in order on one session', async () => {
    const validate = schemaValidator(doc);
    const operation = doc.paths['/mcp']!.post!;
    const examples = operation.requestBody!.content['application/json']!.examples!;
    let session: string | undefined;
    for (const [name, example] of Object.entries(examples)) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
      if (session) Object.assign(headers, { 'Mcp-Session-Id': session, 'Mcp-Protocol-Version': '2025-06-18' });
      const response = await fetch(`${server.url}/mcp`, { method: 'POST', headers, body: JSON.stringify(example.value) });
      assert.equal(response.status, 200, `MCP example ${name}`);
      session ??= response.headers.get('mcp-session-id') ?? undefined;
      assert.ok(session, 'initialize gives a session id');
      await checkAnswer(operation, response, `MCP example ${name}`, validate);
    }
  });

  it('should get answers that match the document for the hub examples', async () => {
    const validate = schemaValidator(doc);
    const operation = doc.paths['/api/websub/hub']!.post!;
    const examples = operation.requestBody!.content['application/x-www-form-urlencoded']!.examples!;
    const statuses: number[] = [];
    for (const [name, example] of Object.entries(examples)) {
      const body = new URLSearchParams(Object.entries(example.value as Record<string, string | number>).map(([k, v]) => [k, String(v)]));
      const response = await fetch(`${server.url}/api/websub/hub`, { method: 'POST', body });
      statuses.push(response.status);
      await checkAnswer(operation, response, `hub example ${name}`, validate);
    }
    assert.deepEqual(statuses, [202, 400], 'subscribe is accepted, a plain-HTTP callback refused');
  });
});
