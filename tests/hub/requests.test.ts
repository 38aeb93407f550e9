import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startHubHarness, type HubHarness } from './helpers/hub-harness.ts';

type Issues = { issues: Array<{ path: Array<string | number>; code: string; message: string }> };

describe('hub request validation', { timeout: 60_000 }, () => {
  let harness: HubHarness;
  let feed: string;
  const callback = 'https://127.0.0.1:9/cb';

  before(async () => {
    harness = await startHubHarness({ limits: { rateLimitBurst: 1000 } });
    feed = harness.urls.atomFeed;
  });
  after(() => harness.stop());

  async function expectIssue(form: Record<string, string> | Array<[string, string]>, path: Array<string | number>, code: string, message?: RegExp) {
    const response = await harness.post(form);
    assert.equal(response.status, 400, JSON.stringify(form));
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    const body = (await response.json()) as Issues;
    const issue = body.issues.find((i) => JSON.stringify(i.path) === JSON.stringify(path));
    assert.ok(issue, `no issue at ${JSON.stringify(path)} in ${JSON.stringify(body)}`);
    assert.equal(issue.code, code);
    if (message) assert.match(issue.message, message);
  }

  it('should reject a plain http callback with 400 and a reason', async () => {
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': 'http://example.com/cb', 'hub.topic': feed }, ['hub.callback'], 'callback_not_https', /https/);
    await expectIssue({ 'hub.mode': 'unsubscribe', 'hub.callback': 'http://example.com/cb', 'hub.topic': feed }, ['hub.callback'], 'callback_not_https');
  });

  it('should reject a missing or unknown hub.mode', async () => {
    await expectIssue({ 'hub.callback': callback, 'hub.topic': feed }, ['hub.mode'], 'missing_field');
    await expectIssue({ 'hub.mode': 'subscribed', 'hub.callback': callback, 'hub.topic': feed }, ['hub.mode'], 'unknown_mode', /subscribe, unsubscribe or publish/);
    await expectIssue([['hub.mode', 'subscribe'], ['hub.mode', 'publish']], ['hub.mode'], 'duplicate_field');
  });

  it('should reject missing, relative and oversized callbacks', async () => {
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.topic': feed }, ['hub.callback'], 'invalid_type', /required/);
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': '/cb', 'hub.topic': feed }, ['hub.callback'], 'invalid_url');
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': `https://example.com/${'a'.repeat(2100)}`, 'hub.topic': feed }, ['hub.callback'], 'too_big');
  });

  it('should reject a topic the hub does not serve', async () => {
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': `${harness.urls.base}/insights.json` }, ['hub.topic'], 'unknown_topic');
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': callback }, ['hub.topic'], 'invalid_type');
  });

  it('should take a secret under 200 bytes and refuse one of 200', async () => {
    const ok = await harness.post({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': feed, 'hub.secret': 'é'.repeat(99) + 'a' });
    assert.equal(ok.status, 202);
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': feed, 'hub.secret': 'é'.repeat(100) }, ['hub.secret'], 'secret_too_long');
  });

  it('should reject a lease that is not a whole number of seconds', async () => {
    for (const lease of ['abc', '-5', '1.5', '1e3']) {
      await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': feed, 'hub.lease_seconds': lease }, ['hub.lease_seconds'], 'invalid_format');
    }
  });

  it('should reject a repeated field in a subscription', async () => {
    await expectIssue(
      [['hub.mode', 'subscribe'], ['hub.callback', callback], ['hub.callback', `${callback}2`], ['hub.topic', feed]],
      ['hub.callback'],
      'duplicate_field',
    );
  });

  it('should ignore unknown parameters', async () => {
    const response = await harness.post({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': feed, 'hub.extra': 'x', other: 'y' });
    assert.equal(response.status, 202);
  });

  it('should reject a publish naming no topic or a topic it does not serve', async () => {
    await expectIssue({ 'hub.mode': 'publish' }, ['hub.url'], 'missing_topic');
    await expectIssue([['hub.mode', 'publish'], ['hub.url', feed], ['hub.url', 'https://elsewhere.example/feed']], ['hub.url', 1], 'unknown_topic');
  });

  it('should refuse a callback with credentials in it (userinfo) with 400', async () => {
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': 'https://user:pw@example.com/cb', 'hub.topic': feed }, ['hub.callback'], 'callback_has_userinfo', /user name or password/);
    await expectIssue({ 'hub.mode': 'subscribe', 'hub.callback': 'https://user@example.com/cb', 'hub.topic': feed }, ['hub.callback'], 'callback_has_userinfo');
  });

  it('should answer 405 with Allow: POST and METHOD_NOT_ALLOWED to other methods', async () => {
    const response = await fetch(harness.urls.hub, { method: 'PUT' });
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
    assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'METHOD_NOT_ALLOWED');
  });

  it('should answer 415 to a body that is not form-encoded', async () => {
    const response = await harness.post({}, { contentType: 'application/json', body: JSON.stringify({ 'hub.mode': 'publish' }) });
    assert.equal(response.status, 415);
    assert.deepEqual(((await response.json()) as { error: { code: string } }).error.code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('should answer 413 to a body over the cap', async () => {
    const response = await harness.post({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': feed, padding: 'x'.repeat(10_000) });
    assert.equal(response.status, 413);
    assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'BODY_TOO_LARGE');
  });

  it('should answer 405 with Allow: POST to other methods', async () => {
    const response = await fetch(harness.urls.hub);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });

  it('should rate-limit hub POSTs per client with 429 and Retry-After', async () => {
    const limited = await startHubHarness({ limits: { rateLimitBurst: 3, rateLimitPerSecond: 0.01 } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.post({ 'hub.mode': 'publish', 'hub.url': limited.urls.atomFeed })).status);
      assert.deepEqual(statuses, [204, 204, 204, 429, 429]);
      const response = await limited.post({ 'hub.mode': 'publish', 'hub.url': limited.urls.atomFeed });
      assert.equal(response.status, 429);
      assert.equal(Number(response.headers.get('retry-after')) > 0, true);
      assert.equal(((await response.json()) as { error: { code: string } }).error.code, 'RATE_LIMITED');
    } finally {
      await limited.stop();
    }
  });
});
