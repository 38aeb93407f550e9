import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { currentBuildId, buildPaths } from '../../core/build/build-dir.ts';
import { deployDir } from '../../core/build/deploy-headers.ts';
import { listFiles, readManifest, type Manifest } from '../../core/build/manifest.ts';
import { strongEtag } from '../../core/http/etag.ts';
import { createUrls, websubLink } from '../../core/urls.ts';
import { build, FIXTURES } from '../helpers/build.ts';
import { startOrigin, type Origin } from '../helpers/origin.ts';
import { startSidecar, type RunningSidecar } from '../helpers/server.ts';

const BASE = 'https://reviews.example.com';
const urls = createUrls(BASE);
const TOPIC_FILES = ['feed.xml', 'api/feed.json', 'reviews.json'];
/** Headers both the sidecar and the static host must send, compared case-insensitively by name. */
const SHARED = ['etag', 'content-type', 'cache-control', 'access-control-allow-origin', 'access-control-expose-headers', 'x-content-type-options', 'link'];

/** `_headers` as path -> header name (lower case) -> value. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) rules.set(line, (current = new Map()));
    else {
      const colon = line.indexOf(':');
      current!.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

describe('the headers a static host needs, written by npm run build', () => {
  let buildDir: string;
  let id: string;
  let manifest: Manifest;
  let rules: Map<string, Map<string, string>>;
  let origin: Origin;
  let sidecar: RunningSidecar;

  before(async () => {
    buildDir = (await build({ contentDir: path.join(FIXTURES, 'small'), baseUrl: BASE })).buildDir;
    id = currentBuildId(buildDir)!;
    manifest = readManifest(buildPaths(buildDir).build(id));
    rules = parseHeadersFile(fs.readFileSync(path.join(deployDir(buildDir, id), '_headers'), 'utf8'));
    origin = await startOrigin(buildDir);
    sidecar = await startSidecar({ buildDir, baseUrl: BASE });
  });
  after(async () => {
    await sidecar?.close();
    await origin?.stop();
  });

  it('should write _headers and an nginx include beside the build, never among its public files', () => {
    const dir = deployDir(buildDir, id);
    assert.deepEqual(fs.readdirSync(dir).sort(), ['_headers', 'nginx.conf']);
    assert.equal(path.relative(buildPaths(buildDir).build(id), dir).startsWith('..'), true);
    const published = listFiles(buildPaths(buildDir).build(id));
    assert.equal(published.some((file) => /(^|\/)(_headers|nginx\.conf)$/.test(file)), false);
    assert.equal(Object.keys(manifest.files).some((file) => /_headers|nginx\.conf/.test(file)), false);
  });

  it('should give every file the headers the sidecar sends for it, from the same manifest', async () => {
    for (const [file, entry] of Object.entries(manifest.files)) {
      const rule = rules.get(`/${file}`);
      assert.ok(rule, `no _headers rule for /${file}`);
      assert.equal(rule.get('etag'), entry.etag, file);
      assert.equal(rule.get('content-type'), entry.contentType, file);
      const served = await fetch(`${sidecar.url}/${file}`, { method: 'HEAD' });
      assert.equal(served.status, 200, file);
      for (const name of SHARED) assert.equal(rule.get(name), served.headers.get(name) ?? undefined, `${name} of /${file}`);
    }
    for (const file of TOPIC_FILES) assert.equal(rules.get(`/${file}`)?.get('link'), websubLink(urls.hub, `${BASE}/${file}`));
    const since = [...rules.keys()].filter((key) => key.startsWith('/api/reviews/since/'));
    assert.ok(since.length >= 30);
    for (const key of since) assert.equal(rules.get(key)!.get('content-type'), 'application/json; charset=utf-8', key);
    assert.ok(rules.get('/')?.get('etag') === manifest.files['index.html']!.etag, 'the site root has index.html headers');
    assert.equal(rules.get('/manifest.json')?.get('etag'), undefined, "manifest.json keeps the host's own ETag");
    assert.equal(rules.get('/manifest.json')?.get('cache-control'), 'no-cache');
  });

  it('should make nginx send the manifest ETag and type of every file, the topics with Link, and 304 on If-None-Match', async () => {
    for (const [file, entry] of Object.entries(manifest.files)) {
      const response = await fetch(`${origin.url}/${file}`);
      const body = Buffer.from(await response.arrayBuffer());
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('etag'), entry.etag, file);
      assert.equal(strongEtag(body), entry.etag, file);
      assert.equal(response.headers.get('content-type'), entry.contentType, file);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
      const again = await fetch(`${origin.url}/${file}`, { headers: { 'if-none-match': entry.etag } });
      assert.equal(again.status, 304, `If-None-Match on /${file}`);
      assert.equal(again.headers.get('etag'), entry.etag);
    }
    for (const file of TOPIC_FILES) {
      const response = await fetch(`${origin.url}/${file}`, { method: 'HEAD' });
      assert.equal(response.headers.get('link'), websubLink(urls.hub, `${BASE}/${file}`), file);
      const revalidated = await fetch(`${origin.url}/${file}`, { headers: { 'if-none-match': `W/"old", W/${manifest.files[file]!.etag}` } });
      assert.equal(revalidated.status, 304, 'a list with the weak form of the tag matches');
      assert.equal(revalidated.headers.get('link'), websubLink(urls.hub, `${BASE}/${file}`), 'a 304 still names the hub');
    }
    const since = Object.keys(manifest.files).find((file) => file.startsWith('api/reviews/since/'))!;
    assert.equal((await fetch(`${origin.url}/${since}`)).headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal((await fetch(`${origin.url}/reviews.json`, { headers: { 'if-none-match': '"not-this-one"' } })).status, 200);
    assert.equal((await fetch(`${origin.url}/reviews.json`, { headers: { 'if-none-match': '*' } })).status, 304);
    const manifestResponse = await fetch(`${origin.url}/manifest.json`);
    assert.equal(manifestResponse.headers.get('cache-control'), 'no-cache');
    assert.equal(manifestResponse.headers.get('content-type'), 'application/json; charset=utf-8');
    const manifestTag = manifestResponse.headers.get('etag');
    assert.ok(manifestTag, "nginx's own ETag on manifest.json");
    assert.equal((await fetch(`${origin.url}/manifest.json`, { headers: { 'if-none-match': manifestTag } })).status, 304);
    const root = await fetch(`${origin.url}/`, { headers: { 'if-none-match': manifest.files['index.html']!.etag } });
    assert.equal(root.status, 304, 'the site root revalidates as index.html');
    const missing = await fetch(`${origin.url}/no/such/page`, { headers: { 'if-none-match': manifest.files['404.html']!.etag } });
    assert.equal(missing.status, 404, 'an unknown path is a 404, whatever its If-None-Match');
    assert.equal(missing.headers.get('etag'), null);
    assert.match(await missing.text(), /<html/i);
  });
});
