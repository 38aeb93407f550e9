import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { JsonFeed } from '../../core/schemas/json-feed.ts';
import { build, copyContent, FIXTURES } from '../helpers/build.ts';

const BASE = 'https://reviews.test-roofing.example';
const HOSTILE = 'Tom & Jerry <b>bold</b> ]]> twice ]]> "quoted" \'single\' 🏠🔨 \u0001\u0007\u001f\uFFFE end';

/** The small fixture plus 60 more reviews (so the 50-entry cap shows) and one hostile one. */
function contentWithManyReviews(): string {
  const dir = copyContent(path.join(FIXTURES, 'small'));
  const lines: string[] = [];
  for (let i = 0; i < 60; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + Math.floor(i / 28)).padStart(2, '0');
    const date = `2025-${month}-${day}`;
    lines.push(JSON.stringify({ id: `g-${String(i).padStart(3, '0')}`, date, rating: 1 + (i % 5), text: `Generated review ${i}.`, author: `Author ${i}`, source: 'google', verification: { method: 'job_record', verified_at: date }, service_area: 'testville' }));
  }
  lines.push(JSON.stringify({ id: 'hostile', date: '2025-03-10', rating: 5, title: `Title ${HOSTILE}`, text: HOSTILE, author: 'A <script>x</script> & B', source: 'website', verification: { method: 'job_record', verified_at: '2025-03-10' }, service_area: 'testville', owner_response: { date: '2025-03-11', text: `Thanks ]]> ${HOSTILE}` } }));
  fs.appendFileSync(path.join(dir, 'reviews.jsonl'), lines.join('\n') + '\n');
  return dir;
}

describe('the feeds', () => {
  let root: string;
  let reviews: Array<{ id: string; date: string }>;
  before(async () => {
    const { buildDir } = await build({ contentDir: contentWithManyReviews(), baseUrl: BASE });
    root = path.join(buildDir, 'current');
    reviews = JSON.parse(fs.readFileSync(path.join(root, 'reviews.json'), 'utf8')).reviews;
  });

  describe('JSON Feed 1.1 (api/feed.json)', () => {
    let raw: Record<string, unknown> & { items: Array<Record<string, unknown>> };
    before(() => (raw = JSON.parse(fs.readFileSync(path.join(root, 'api/feed.json'), 'utf8'))));

    it('should satisfy the JSON Feed 1.1 schema with hubs naming the hub', () => {
      const feed = JsonFeed.parse(raw);
      assert.equal(feed.version, 'https://jsonfeed.org/version/1.1');
      assert.equal(feed.feed_url, `${BASE}/api/feed.json`);
      assert.equal(feed.home_page_url, `${BASE}/`);
      assert.deepEqual(feed.hubs, [{ type: 'WebSub', url: `${BASE}/api/websub/hub` }]);
    });

    it('should parse with a real feed parser and hold the 50 newest reviews, newest first', () => {
      const parsed = parseJsonFeed(raw);
      assert.equal(parsed.items?.length, 50);
      const expected = reviews.slice(0, 50).map((r) => `${BASE}/reviews/${r.date}/#review-${r.id}`);
      assert.deepEqual(parsed.items!.map((item) => item.id), expected);
      for (const item of parsed.items!) {
        assert.ok(item.url && item.title && item.content_text && item.date_published, `item ${item.id} lacks a required field`);
        assert.ok(item.authors && item.authors.length === 1);
      }
    });

    it('should carry hostile text unchanged (JSON escapes it)', () => {
      const item = raw.items.find((i) => String(i.id).endsWith('#review-hostile'))!;
      assert.ok(String(item.content_text).startsWith(HOSTILE));
      assert.deepEqual(item.authors, [{ name: 'A <script>x</script> & B' }]);
    });
  });

  describe('Atom 1.0 (feed.xml)', () => {
    let xml: string;
    before(() => (xml = fs.readFileSync(path.join(root, 'feed.xml'), 'utf8')));

    it('should be well-formed XML 1.0 however hostile the text', () => {
      assert.equal(XMLValidator.validate(xml), true);
      // No character XML 1.0 forbids, escaped or raw.
      assert.doesNotMatch(xml, /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
      assert.doesNotMatch(xml, /<!\[CDATA\[/);
    });

    it('should parse with a real feed parser: id, title, updated, self and hub links, 50 entries', () => {
      const feed = parseAtomFeed(xml);
      assert.equal(feed.id, `${BASE}/feed.xml`);
      assert.ok(feed.title);
      assert.match(feed.updated ?? '', /^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      assert.deepEqual(feed.links?.find((l) => l.rel === 'self'), { href: `${BASE}/feed.xml`, rel: 'self', type: 'application/atom+xml' });
      assert.deepEqual(feed.links?.find((l) => l.rel === 'hub'), { href: `${BASE}/api/websub/hub`, rel: 'hub' });
      assert.equal(feed.entries?.length, 50);
      for (const entry of feed.entries!) {
        assert.ok(entry.id && entry.title && entry.updated && entry.published && entry.authors?.length && entry.content, `entry ${entry.id} lacks a required element`);
      }
      assert.deepEqual(
        feed.entries!.map((e) => e.id),
        reviews.slice(0, 50).map((r) => `${BASE}/reviews/${r.date}/#review-${r.id}`),
      );
    });

    it('should keep hostile text as text: markup, ]]> and emoji survive, forbidden characters become U+FFFD', () => {
      const entry = parseAtomFeed(xml).entries!.find((e) => e.id?.endsWith('#review-hostile'))!;
      const expected = HOSTILE.replace(/[\u0001\u0007\u001f\uFFFE]/g, '\uFFFD');
      assert.ok((entry.content?.value ?? "").startsWith(expected), String(entry.content?.value));
      assert.ok((entry.content?.value ?? '').includes(`Thanks ]]> ${expected}`));
      assert.equal(entry.authors?.[0]?.name, 'A <script>x</script> & B');
      assert.equal(entry.title?.value, `Title ${expected}`);
    });
  });
});
