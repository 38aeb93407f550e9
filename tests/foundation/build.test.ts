import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { listFiles, readManifest } from '../../core/build/manifest.ts';
import { SINCE_WINDOW_DAYS } from '../../core/build/outputs.ts';
import { build, copyContent, FIXTURES, PROJECT_ROOT, tempDir } from '../helpers/build.ts';

const SMALL = path.join(FIXTURES, 'small');
const run = promisify(execFile);

describe('npm run build', () => {
  it('should give byte-identical files and the same build id for the same content', async () => {
    const [a, b] = [await build({ contentDir: SMALL }), await build({ contentDir: SMALL })];
    const filesA = listFiles(path.join(a.buildDir, 'current'));
    assert.deepEqual(filesA, listFiles(path.join(b.buildDir, 'current')));
    for (const file of filesA) {
      const bytes = (dir: string) => fs.readFileSync(path.join(dir, 'current', file));
      assert.ok(bytes(a.buildDir).equals(bytes(b.buildDir)), `${file} differs between two builds`);
    }
    assert.equal(fs.readlinkSync(path.join(a.buildDir, 'current')), fs.readlinkSync(path.join(b.buildDir, 'current')));
  });

  it('should record a strong ETag per file that is the hash of its bytes', async () => {
    const { buildDir } = await build({ contentDir: SMALL });
    const root = path.join(buildDir, 'current');
    const manifest = readManifest(root);
    assert.deepEqual(Object.keys(manifest.files), listFiles(root).filter((f) => f !== 'manifest.json'));
    for (const [file, entry] of Object.entries(manifest.files)) {
      const bytes = fs.readFileSync(path.join(root, file));
      const expected = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 24)}"`;
      assert.equal(entry.etag, expected, file);
      assert.equal(entry.size, bytes.length, file);
      assert.match(entry.lastModified, /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/, file);
    }
    assert.equal(manifest.files['feed.xml']?.contentType, 'application/atom+xml; charset=utf-8');
    assert.equal(manifest.files['reviews.json']?.contentType, 'application/json; charset=utf-8');
    // Last-Modified comes from what each file holds: reviews.json the profile (2025-01-01, newer
    // than any review); insights.json also the editorial summary, dated 2025-01-02.
    assert.equal(manifest.files['reviews.json']?.lastModified, 'Wed, 01 Jan 2025 00:00:00 GMT');
    assert.equal(manifest.files['insights.json']?.lastModified, 'Thu, 02 Jan 2025 00:00:00 GMT');
  });

  it('should prebuild only a bounded window of since/{date} files ending at the newest review', async () => {
    const { buildDir } = await build({ contentDir: SMALL });
    const since = fs.readdirSync(path.join(buildDir, 'current/api/reviews/since')).sort();
    assert.equal(since.length, SINCE_WINDOW_DAYS);
    assert.equal(since.at(-1), '2024-12-20'); // newest review in the fixture
    const newest = JSON.parse(fs.readFileSync(path.join(buildDir, 'current/api/reviews/since/2024-12-20'), 'utf8'));
    assert.deepEqual(newest.reviews.map((r: { id: string }) => r.id), ['r-5']);
    assert.equal(newest.count, 1);
  });

  it('should switch atomically and keep a changed build apart from the previous one', async () => {
    const content = copyContent(SMALL);
    const { buildDir } = await build({ contentDir: content });
    const first = fs.readlinkSync(path.join(buildDir, 'current'));
    fs.appendFileSync(path.join(content, 'reviews.jsonl'), '{"id":"r-6","date":"2025-01-05","rating":4,"text":"Solid work.","author":"Fay G.","source":"google","verification":{"method":"job_record","verified_at":"2025-01-05"},"service_area":"testville"}\n');
    const second = await build({ contentDir: content, buildDir });
    const next = fs.readlinkSync(path.join(buildDir, 'current'));
    assert.notEqual(next, first);
    assert.match(second.stdout, /now current/);
    assert.ok(fs.existsSync(path.join(buildDir, first)), 'the previous build stays for in-flight requests');
    assert.deepEqual(fs.readdirSync(path.join(buildDir, 'staging')), [], 'no staging leftovers');
    const unchanged = await build({ contentDir: content, buildDir });
    assert.match(unchanged.stdout, /unchanged/);
  });

  it('should fail with file, line and field when content is invalid, and leave the current build alone', async () => {
    const content = copyContent(SMALL);
    const { buildDir } = await build({ contentDir: content });
    const before = fs.readlinkSync(path.join(buildDir, 'current'));
    fs.appendFileSync(path.join(content, 'reviews.jsonl'), '{"id":"r-7","date":"2025-02-30","rating":6,"text":"x","author":"A","source":"google","verification":{"method":"job_record","verified_at":"2025-03-01"},"service_area":"testville"}\n');
    const result = await run(process.execPath, ['scripts/build.ts'], { cwd: PROJECT_ROOT, env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir } }).then(
      () => assert.fail('the build should have failed'),
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(result.code, 1);
    const file = path.join(content, 'reviews.jsonl');
    assert.match(result.stderr, new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:7: date: must be a real calendar date`));
    assert.match(result.stderr, /reviews\.jsonl:7: rating: /);
    assert.equal(fs.readlinkSync(path.join(buildDir, 'current')), before);
  });

  it('should write the hostile fixture text so that every format stays valid', async () => {
    const { buildDir } = await build({ contentDir: SMALL, buildDir: tempDir('hostile') });
    const reviews = JSON.parse(fs.readFileSync(path.join(buildDir, 'current/reviews.json'), 'utf8'));
    const hostile = reviews.reviews.find((r: { id: string }) => r.id === 'r-3');
    assert.ok(hostile.text.includes('<script>alert(1)</script>'));
    assert.ok(hostile.text.includes('\u0001'), 'JSON keeps control characters, escaped');
  });
});
