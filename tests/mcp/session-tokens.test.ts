import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { loadConfig } from '../../sidecar/config.ts';
import { createSessionTokens } from '../../sidecar/mcp/session-token.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const HOUR = 3_600_000;

/** The token with one character of part `index` (0 format, 1 payload, 2 mac) changed. */
function alter(token: string, index: number, at = 5): string {
  const parts = token.split('.');
  const part = parts[index]!;
  parts[index] = part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1);
  return parts.join('.');
}

describe('signed session tokens', () => {
  const tokens = createSessionTokens(SECRET, HOUR);

  it('should issue v1.<payload>.<mac> in base64url, carrying a random id, the protocol version, issue time and expiry', () => {
    const { token, claims } = tokens.issue('2025-06-18', 1_000);
    assert.match(token, /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    assert.ok(token.length < 200, `${token.length} characters`);
    assert.deepEqual(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()), claims);
    assert.match(claims.sid, /^[A-Za-z0-9_-]{22}$/);
    assert.deepEqual({ ...claims, sid: '' }, { sid: '', pv: '2025-06-18', iat: 1_000, exp: 1_000 + HOUR });
    assert.notEqual(tokens.issue('2025-06-18', 1_000).claims.sid, claims.sid);
  });

  it('should verify its own tokens until they expire, with any instance holding the same secret', () => {
    const { token, claims } = tokens.issue('2025-03-26', 1_000);
    assert.deepEqual(tokens.verify(token, 2_000), claims);
    assert.deepEqual(createSessionTokens(SECRET, 1).verify(token, 1_000 + HOUR - 1), claims, 'another replica, whatever its lifetime setting');
    assert.equal(tokens.verify(token, 1_000 + HOUR), undefined, 'expired at exp');
  });

  it('should refuse tokens signed with another secret, tampered with, or not tokens at all', () => {
    const { token } = tokens.issue('2025-06-18');
    const other = createSessionTokens('another-secret-of-at-least-32-characters', HOUR).issue('2025-06-18').token;
    const [, payload, mac] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sid: 'A'.repeat(22), pv: '2025-06-18', iat: 0, exp: 9e15 })).toString('base64url');
    const refused = {
      'other secret': other,
      'payload changed': alter(token, 1),
      'mac changed': alter(token, 2),
      'mac of another token': `v1.${payload}.${other.split('.')[2]}`,
      'forged payload, old mac': `v1.${forgedPayload}.${mac}`,
      'a character appended to the mac': `${token}A`,
      'padding appended': `${token}=`,
      'format v2': `v2.${payload}.${mac}`,
      'no mac': `v1.${payload}`,
      'extra part': `${token}.x`,
      uuid: '00000000-0000-4000-8000-000000000000',
      empty: '',
      huge: `v1.${'A'.repeat(5000)}.${mac}`,
    };
    for (const [what, candidate] of Object.entries(refused)) assert.equal(tokens.verify(candidate), undefined, what);
  });

  it('should refuse a correctly signed payload whose claims have the wrong shape', () => {
    // Only a holder of the secret could make one; it must still not pass as a session.
    const verifier = createSessionTokens(SECRET, HOUR);
    const issued = verifier.issue('2025-06-18');
    assert.ok(verifier.verify(issued.token));
    const key = createHmac('sha256', SECRET).update('reviews-service MCP session id v1').digest();
    const sign = (claims: unknown) => {
      const signed = `v1.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
    };
    assert.deepEqual(verifier.verify(sign(issued.claims)), issued.claims, 'the test signs as the server does');
    for (const claims of [{ ...issued.claims, sid: 'short' }, { ...issued.claims, admin: true }, { sid: issued.claims.sid, pv: '2025-06-18', iat: 0 }, [1, 2]]) {
      assert.equal(verifier.verify(sign(claims)), undefined, JSON.stringify(claims));
    }
  });
});

describe('signed session settings from the environment', () => {
  it('should turn signed sessions on with MCP_SESSION_SECRET, a day long unless MCP_SESSION_LIFETIME_MINUTES says otherwise', () => {
    assert.equal('signed' in loadConfig({}).mcp!, false);
    assert.deepEqual(loadConfig({ MCP_SESSION_SECRET: SECRET }).mcp?.signed, { secret: SECRET, lifetimeMs: 24 * HOUR });
    assert.deepEqual(loadConfig({ MCP_SESSION_SECRET: SECRET, MCP_SESSION_LIFETIME_MINUTES: '0.5' }).mcp?.signed, { secret: SECRET, lifetimeMs: 30_000 });
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://root@db/test' }).databaseUrl, 'postgres://root@db/test');
  });

  it('should name a short secret and a bad lifetime', () => {
    assert.throws(() => loadConfig({ MCP_SESSION_SECRET: 'too short', MCP_SESSION_LIFETIME_MINUTES: '0' }), /MCP_SESSION_SECRET: must be at least 32 characters[\s\S]*MCP_SESSION_LIFETIME_MINUTES/);
  });
});
