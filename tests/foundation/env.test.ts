import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { buildOptionsFromEnv } from '../../core/build/context.ts';
import { EnvError, readEnv } from '../../core/env.ts';
import { loadConfig } from '../../sidecar/config.ts';

describe('environment (core/env.ts)', () => {
  it('should give the documented defaults for an empty environment', () => {
    const env = readEnv({});
    assert.equal(env.PORT, 4321);
    assert.equal(env.HOST, '127.0.0.1');
    assert.equal(env.baseUrl, 'http://localhost:4321');
    assert.equal(env.CONTENT_DIR, './content');
    assert.equal(env.DATA_DIR, './data');
    assert.equal(env.BUILD_DIR, './dist');
    assert.equal(env.ORIGIN_POLL_SECONDS, 30);
    assert.equal(env.HUB_ALLOW_PRIVATE_CALLBACKS, false);
    for (const unset of ['BASE_URL', 'HUB_URL', 'ORIGIN_URL', 'DATABASE_URL', 'MCP_SESSION_SECRET', 'TRUST_PROXY', 'HUB_RETRY_DELAYS'] as const) {
      assert.equal(env[unset], undefined, unset);
    }
  });

  it('should derive BASE_URL from PORT, drop its trailing slash, and read an empty variable as unset', () => {
    assert.equal(readEnv({ PORT: '8080' }).baseUrl, 'http://localhost:8080');
    assert.equal(readEnv({ BASE_URL: 'https://reviews.example/' }).baseUrl, 'https://reviews.example');
    assert.equal(readEnv({ PORT: '', BASE_URL: '' }).baseUrl, 'http://localhost:4321');
  });

  it('should give the build and the sidecar the same base URL and directories', () => {
    const env = { PORT: '9000', CONTENT_DIR: '/c', BUILD_DIR: '/b' };
    const build = buildOptionsFromEnv(env);
    const sidecar = loadConfig(env);
    assert.deepEqual(build, { contentDir: '/c', baseUrl: 'http://localhost:9000', buildDir: '/b' });
    assert.equal(sidecar.baseUrl, build.baseUrl);
    assert.equal(sidecar.buildDir, build.buildDir);
  });

  it("should read TRUST_PROXY as Express's setting: a flag, a hop count or an address list", () => {
    assert.equal(readEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY, true);
    assert.equal(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY, false);
    assert.equal(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
    assert.equal(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY, 'loopback, 10.0.0.0/8');
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal('trustProxy' in loadConfig({}), false);
  });

  it('should parse retry delays and fall back to the hub default when unset', () => {
    assert.deepEqual(readEnv({ HUB_RETRY_DELAYS: '1, 1' }).HUB_RETRY_DELAYS, [1, 1]);
    assert.deepEqual(loadConfig({}).hubRetryDelays, [60, 300]);
  });

  it('should name every bad variable in one EnvError', () => {
    const bad = {
      PORT: '70000',
      BASE_URL: 'ftp://x.example',
      HUB_RETRY_DELAYS: '1,soon',
      HUB_ALLOW_PRIVATE_CALLBACKS: 'yes',
      DATABASE_URL: 'mysql://db',
      MCP_SESSION_SECRET: 'short',
      ORIGIN_URL: 'not a url',
      ORIGIN_POLL_SECONDS: '0',
    };
    assert.throws(
      () => readEnv(bad),
      (error: unknown) => {
        assert.ok(error instanceof EnvError);
        for (const name of Object.keys(bad)) assert.match(error.message, new RegExp(`^  ${name}: `, 'm'), name);
        return true;
      },
    );
  });

  it('should refuse a bad --hub or environment in `npm run publish` with exit 2 and a message', () => {
    const script = new URL('../../scripts/publish.ts', import.meta.url).pathname;
    const badFlag = spawnSync(process.execPath, [script, '--hub', 'nonsense'], { encoding: 'utf8' });
    assert.equal(badFlag.status, 2);
    assert.match(badFlag.stderr, /--hub must be an http/);
    const badEnv = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, HUB_URL: 'gopher://x' } });
    assert.equal(badEnv.status, 2);
    assert.match(badEnv.stderr, /HUB_URL: must be an http/);
    const unknown = spawnSync(process.execPath, [script, '--hubb', 'http://127.0.0.1:9/'], { encoding: 'utf8' });
    assert.equal(unknown.status, 2);
  });

  it('should fail a ping to a named hub that cannot be reached, but only warn about the local default', () => {
    const script = new URL('../../scripts/publish.ts', import.meta.url).pathname;
    // Port 9 on loopback: nothing listens there, so the connection is refused at once.
    const named = spawnSync(process.execPath, [script, '--hub', 'http://127.0.0.1:9/api/websub/hub'], { encoding: 'utf8' });
    assert.equal(named.status, 1);
    assert.match(named.stderr, /no hub is running there/);
    const local = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, PORT: '9', BASE_URL: '' } });
    assert.equal(local.status, 0);
    assert.match(local.stderr, /warning: could not ping the hub/);
  });
});
