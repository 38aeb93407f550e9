import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../sidecar/config.ts';
import { createHostCheck, hostName, isWellFormedOrigin } from '../../sidecar/mcp/host-origin.ts';
import { parseMessages } from '../../sidecar/mcp/json-rpc.ts';
import { acceptsMcpResponses } from '../../sidecar/mcp/negotiation.ts';
import { MCP_DEFAULTS } from '../../sidecar/mcp/settings.ts';

describe('the Host check (DNS rebinding)', () => {
  const allowed = createHostCheck('https://reviews.example.com', ['proxy.internal']);
  it('should accept BASE_URL\'s host, listed names, loopback names and IP literals, with or without a port', () => {
    for (const host of ['reviews.example.com', 'REVIEWS.example.com:443', 'proxy.internal:8080', 'localhost:4321', 'app.localhost', '127.0.0.1:4321', '10.0.0.7', '[::1]:4321']) assert.ok(allowed(host), host);
  });
  it('should refuse other names, a missing Host and malformed values', () => {
    for (const host of [undefined, '', 'evil.example', 'reviews.example.com.evil.example', 'user@reviews.example.com', 'reviews.example.com/x', 'a b']) assert.equal(allowed(host), false, String(host));
  });
  it('should read host names without port or brackets', () => {
    assert.equal(hostName('[::1]:80'), '::1');
    assert.equal(hostName('Example.COM:8080'), 'example.com');
  });
});

describe('the Origin check', () => {
  it('should accept no Origin, null and any http(s) origin, and refuse anything else', () => {
    for (const origin of [undefined, 'null', 'https://a.example', 'http://localhost:3000']) assert.ok(isWellFormedOrigin(origin), String(origin));
    for (const origin of ['https://a.example/path', 'file:///etc', 'javascript:alert(1)', 'garbage', '']) assert.equal(isWellFormedOrigin(origin), false, origin);
  });
});

describe('the Accept rule', () => {
  it('should need both application/json and text/event-stream, not refused with q=0', () => {
    assert.ok(acceptsMcpResponses('application/json, text/event-stream'));
    assert.ok(acceptsMcpResponses('Text/Event-Stream;q=0.5 , application/json;q=1'));
    for (const accept of [undefined, '', '*/*', 'application/json', 'application/json, text/event-stream;q=0', 'application/json-seq, text/event-stream']) assert.equal(acceptsMcpResponses(accept), false, String(accept));
  });
});

describe('parseMessages', () => {
  it('should accept requests, notifications, responses and batches', () => {
    const ok = parseMessages('[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":"x","result":{}}]');
    assert.ok('messages' in ok && ok.messages.length === 3);
  });
  it('should give -32700 for text that is not JSON and -32600, naming the problem, for the rest', () => {
    const parse = parseMessages('{');
    assert.ok('failure' in parse && parse.failure.code === -32700 && parse.failure.status === 400);
    for (const [text, words] of [
      ['{"jsonrpc":"2.1","id":1,"method":"ping"}', /jsonrpc/],
      ['{"id":1,"method":"ping"}', /jsonrpc/],
      ['{"jsonrpc":"2.0","id":1.5,"method":"ping"}', /id/],
      ['{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}', /params/],
      ['{"jsonrpc":"2.0","id":1}', /method/],
      ['[]', /batch/],
      ['null', /object/],
    ] as const) {
      const result = parseMessages(text);
      assert.ok('failure' in result, text);
      assert.equal(result.failure.code, -32600, text);
      assert.match(result.failure.message, words, text);
    }
  });
});

describe('MCP settings from the environment', () => {
  it('should default to 30 minutes idle, 1000 sessions and no extra hosts', () => {
    const { mcp } = loadConfig({});
    assert.deepEqual(mcp, MCP_DEFAULTS);
    assert.deepEqual(MCP_DEFAULTS, { sessionIdleMs: 1_800_000, maxSessions: 1000, allowedHosts: [] });
  });
  it('should read MCP_SESSION_IDLE_MINUTES (fractions too), MCP_MAX_SESSIONS and MCP_ALLOWED_HOSTS, and name bad ones', () => {
    const { mcp } = loadConfig({ MCP_SESSION_IDLE_MINUTES: '0.5', MCP_MAX_SESSIONS: '5', MCP_ALLOWED_HOSTS: ' A.example , b.example' });
    assert.deepEqual(mcp, { sessionIdleMs: 30_000, maxSessions: 5, allowedHosts: ['a.example', 'b.example'] });
    assert.throws(() => loadConfig({ MCP_SESSION_IDLE_MINUTES: '0', MCP_MAX_SESSIONS: 'lots' }), /MCP_SESSION_IDLE_MINUTES[\s\S]*MCP_MAX_SESSIONS/);
  });
});
