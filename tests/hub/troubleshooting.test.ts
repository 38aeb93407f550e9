import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build, FIXTURES, tempDir } from '../helpers/build.ts';
import { isVerification, startCallbackServer } from './helpers/callback-server.ts';
import { testCertificate } from './helpers/tls.ts';
import { startSidecarProcess } from '../helpers/sidecar-process.ts';

// README "A subscription that never starts": what the operator of `npm run serve` sees.

describe('a subscription that never starts, seen from the sidecar', { timeout: 120_000 }, () => {
  it('should log why a verification failed on stderr, and trust a private CA given by NODE_EXTRA_CA_CERTS', async () => {
    const certificate = await testCertificate();
    const caFile = path.join(tempDir('ca'), 'ca.pem');
    writeFileSync(caFile, certificate.cert);
    const callbacks = await startCallbackServer(certificate);
    callbacks.on('/refuses', { verify: 404 });
    const { buildDir } = await build({ contentDir: path.join(FIXTURES, 'small') });
    const sidecar = await startSidecarProcess({ BUILD_DIR: buildDir, DATA_DIR: tempDir('data'), BASE_URL: 'http://localhost:4321', HUB_ALLOW_PRIVATE_CALLBACKS: 'true', NODE_EXTRA_CA_CERTS: caFile });
    try {
      const hub = `${sidecar.url}/api/websub/hub`;
      const subscribe = (callback: string) =>
        fetch(hub, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ 'hub.mode': 'subscribe', 'hub.topic': 'http://localhost:4321/feed.xml', 'hub.callback': callback }) });

      // The test CA is not among the system roots: only NODE_EXTRA_CA_CERTS lets the hub connect.
      assert.equal((await subscribe(callbacks.url('/echoes'))).status, 202);
      await callbacks.waitFor(isVerification('/echoes'));
      assert.equal((await subscribe(callbacks.url('/refuses'))).status, 202);
      await callbacks.waitFor(isVerification('/refuses'));
      await sidecar.waitForLog(/\/refuses/);
      const stderr = sidecar.log();
      assert.match(stderr, new RegExp(`hub: verification of ${callbacks.url('/refuses').replace(/[.]/g, '\\.')} for http://localhost:4321/feed\\.xml failed: answered 404`));
      assert.doesNotMatch(stderr, /\/echoes/, 'a verification that succeeded is not logged as failed');
    } finally {
      await sidecar.stop();
      await callbacks.close();
    }
  });
});
