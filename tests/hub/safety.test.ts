import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { isPublicAddress } from '../../sidecar/hub/address-policy.ts';
import { withHubParams } from '../../sidecar/hub/callback-url.ts';
import { startCallbackServer, type CallbackServer } from './helpers/callback-server.ts';
import { startHubHarness, type HubHarness } from './helpers/hub-harness.ts';
import { testCertificate } from './helpers/tls.ts';

describe('hub callback address policy', { timeout: 60_000 }, () => {
  let harness: HubHarness;
  let callbacks: CallbackServer;

  before(async () => {
    callbacks = await startCallbackServer(await testCertificate());
    harness = await startHubHarness({ allowPrivateCallbacks: false });
  });
  after(async () => {
    await harness.stop();
    await callbacks.close();
  });

  it('should refuse a callback on a literal non-public address with 400', async () => {
    for (const host of ['127.0.0.1', '[::1]', '10.1.2.3', '169.254.169.254', '192.168.1.1', '[::ffff:127.0.0.1]', '0.0.0.0']) {
      const response = await harness.post({ 'hub.mode': 'subscribe', 'hub.callback': `https://${host}:${callbacks.port}/cb`, 'hub.topic': harness.urls.atomFeed });
      assert.equal(response.status, 400, host);
      const body = (await response.json()) as { issues: Array<{ path: string[]; code: string }> };
      assert.deepEqual(body.issues.map((i) => [i.path, i.code]), [[['hub.callback'], 'callback_not_public']], host);
    }
    assert.equal(callbacks.requests.length, 0);
  });

  it('should refuse a host name that resolves to loopback, without contacting it', async () => {
    const callback = callbacks.url('/by-name', 'localhost');
    const response = await harness.post({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': harness.urls.atomFeed });
    assert.equal(response.status, 202);
    const event = await harness.waitForEvent((e) => e.type === 'verification_failed' && e.callback === callback);
    assert.match((event as { reason: string }).reason, /not a public address/);
    assert.equal(callbacks.requests.length, 0);
    assert.equal((await harness.hub.inspect()).subscriptions.length, 0);
  });

  it('should reach the same callback when private callbacks are allowed', async () => {
    const open = await startHubHarness({ allowPrivateCallbacks: true });
    try {
      const event = await open.subscribe(callbacks.url('/by-name', 'localhost'), open.urls.atomFeed);
      assert.equal(event.type, 'verified');
      assert.equal(callbacks.requests.length, 1);
    } finally {
      await open.stop();
    }
  });
});

describe('isPublicAddress', () => {
  it('should accept global unicast addresses only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) {
      assert.equal(isPublicAddress(address), true, address);
    }
    for (const address of [
      '127.0.0.1', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
      '224.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1',
      'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::7f00:1', '2001:db8::1', '2002:7f00:1::1', 'not-an-ip',
    ]) {
      assert.equal(isPublicAddress(address), false, address);
    }
  });
});

describe('withHubParams', () => {
  const params = { 'hub.mode': 'subscribe', 'hub.challenge': 'a b' };
  it('should append to a callback with no query', () => {
    assert.equal(withHubParams('https://x.example/cb', params), 'https://x.example/cb?hub.mode=subscribe&hub.challenge=a+b');
  });
  it('should keep an existing query byte for byte', () => {
    assert.equal(withHubParams('https://x.example/cb?a=%7E&b&a=2', params), 'https://x.example/cb?a=%7E&b&a=2&hub.mode=subscribe&hub.challenge=a+b');
    assert.equal(withHubParams('https://x.example/cb?', params), 'https://x.example/cb?hub.mode=subscribe&hub.challenge=a+b');
    assert.equal(withHubParams('https://x.example/cb?a=1&', params), 'https://x.example/cb?a=1&hub.mode=subscribe&hub.challenge=a+b');
  });
  it('should drop a fragment', () => {
    assert.equal(withHubParams('https://x.example/cb?a=1#frag', params), 'https://x.example/cb?a=1&hub.mode=subscribe&hub.challenge=a+b');
  });
});
