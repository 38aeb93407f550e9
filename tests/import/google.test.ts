import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../core/content/load.ts';
import { countsOf, fixture, freshContent, importCommand, reviewsOf, snapshot, writeInput } from './import-helpers.ts';

const PAGE_1 = fixture('google-page-1.json');
const PAGE_2 = fixture('google-page-2.json');
const EDITED_2 = fixture('google-page-2-edited.json');
const google = (content: string, ...files: string[]) => importCommand(['--from', 'google', ...files, '--content', content]);
const bySourceId = (dir: string, id: string) => reviewsOf(dir).find((r) => r.source_id === id);

/** A page holding one review: the fixture's first, changed by `change`. */
function pageWith(change: (review: Record<string, unknown>) => Record<string, unknown>): string {
  const page = JSON.parse(fs.readFileSync(PAGE_1, 'utf8'));
  return writeInput('page.json', JSON.stringify({ reviews: [change(page.reviews[0])] }, null, 2));
}

describe('npm run import -- --from google', () => {
  it('should add every review with a comment from several pages, mapped onto our review', async () => {
    const content = freshContent();
    const before = reviewsOf(content).length;
    const result = await google(content, PAGE_1, PAGE_2);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(countsOf(result.stdout, 'google'), { added: 3, updated: 0, unchanged: 0, refused: 0, skipped: 1 });
    assert.equal(reviewsOf(content).length, before + 3);

    const hostile = bySourceId(content, 'AbFvOqmPzTestReview0001')!;
    assert.match(hostile.id, /^google-[0-9a-f]{16}$/);
    // 03:30 UTC on Aug 2 is the evening of Aug 1 in Denver, the business's time zone.
    assert.equal(hostile.date, '2025-08-01');
    assert.equal(hostile.rating, 5);
    assert.equal(hostile.author, 'Marisol "Mari" Okafor');
    assert.equal(
      hostile.text,
      "Hector came out the evening of the hailstorm & tarped our roof <b>before</b> the rain.\nThen the crew did a full re-roof in Cedar Bend, 2 days, spotless yard 🏠👍\n<script>alert('x')</script>",
    );
    assert.equal(hostile.source, 'google');
    assert.deepEqual(hostile.verification, { method: 'platform_verified', verified_at: '2025-08-01' });
    assert.deepEqual(hostile.owner_response, { date: '2025-08-03', text: 'Thank you, Mari! Hector says hi.' });
    assert.equal(hostile.service_area, 'cedar-bend', 'the area the text names');

    const translated = bySourceId(content, 'AbFvOqmPzTestReview0002')!;
    assert.equal(translated.text, 'Buen trabajo con las canaletas, un poco tarde.', 'the original, not Google\'s translation');
    assert.equal(translated.author, 'A Google user', 'an anonymous reviewer stays anonymous');
    assert.equal(translated.service_area, 'larkspur-falls', 'no area named: the business\'s home area');
    assert.equal(bySourceId(content, 'AbFvOqmPzTestReview0003'), undefined, 'a rating without a comment is not published');

    // The build's loader reads the result, mentions derived as for any review.
    const loaded = loadContent(content).reviews.find((r) => r.id === hostile.id)!;
    assert.deepEqual(loaded.mentions, { technicians: ['Hector Ramirez'], services: ['roof-replacement', 'emergency-tarping'] });
    assert.equal('source_id' in loaded, false, 'the source id stays in content');
  });

  it('should change nothing, byte for byte, when the same export is imported again, in any order', async () => {
    const content = freshContent();
    await google(content, PAGE_1, PAGE_2);
    const first = snapshot(content);
    const again = await google(content, PAGE_2, PAGE_1);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(countsOf(again.stdout, 'google'), { added: 0, updated: 0, unchanged: 3, refused: 0, skipped: 1 });
    assert.match(again.stdout, /nothing changed/);
    assert.deepEqual(snapshot(content), first);

    // Another folder, the pages the other way round and one at a time: the same bytes.
    const other = freshContent();
    await google(other, PAGE_2);
    await google(other, PAGE_1);
    const ids = (dir: string) => reviewsOf(dir).map((r) => r.id).sort();
    assert.deepEqual(ids(other), ids(content));
  });

  it('should update edited text, rating and reply in place, keeping the id and the line', async () => {
    const content = freshContent();
    await google(content, PAGE_1, PAGE_2);
    const before = reviewsOf(content);
    const index = before.findIndex((r) => r.source_id === 'AbFvOqmPzTestReview0004');
    // A change made by hand to a field the export does not own survives the update.
    const lines = fs.readFileSync(path.join(content, 'reviews.jsonl'), 'utf8').split('\n');
    lines[index] = JSON.stringify({ ...before[index], service_area: 'granite-ridge' });
    fs.writeFileSync(path.join(content, 'reviews.jsonl'), lines.join('\n'));

    const result = await google(content, EDITED_2);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(countsOf(result.stdout, 'google'), { added: 0, updated: 1, unchanged: 0, refused: 0, skipped: 0 });
    const after = reviewsOf(content);
    assert.equal(after.length, before.length);
    assert.deepEqual(after[index], {
      ...before[index],
      rating: 4,
      text: 'Update: the office called back and sorted the paperwork. Inspection report took three weeks, but the roof is fine now.',
      service_area: 'granite-ridge',
      owner_response: { date: '2025-10-21', text: 'Thanks for giving us the chance to make it right, Dmitri.' },
    });
    // Every other line is untouched.
    after.forEach((review, i) => i !== index && assert.deepEqual(review, before[i]));
  });

  it('should recognise a review written by hand before any import, adding its source id rather than a twin', async () => {
    const content = freshContent();
    const file = path.join(content, 'reviews.jsonl');
    const handWritten = {
      id: 'r-hand-1',
      date: '2025-10-01',
      rating: 2,
      text: 'Inspection report took three weeks to arrive, and the first quote was "revised" twice. Roof is fine now.',
      author: 'Dmitri K.',
      source: 'google',
      verification: { method: 'platform_verified', verified_at: '2025-10-01' },
      service_area: 'millbrook-heights',
    };
    fs.appendFileSync(file, `${JSON.stringify(handWritten)}\n`);
    const result = await google(content, PAGE_2);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(countsOf(result.stdout, 'google'), { added: 0, updated: 1, unchanged: 0, refused: 0, skipped: 0 });
    assert.deepEqual(reviewsOf(content).at(-1), { ...handWritten, source_id: 'AbFvOqmPzTestReview0004' });
    // Later exports find it by that source id, even with its text edited.
    const edited = await google(content, EDITED_2);
    assert.deepEqual(countsOf(edited.stdout, 'google'), { added: 0, updated: 1, unchanged: 0, refused: 0, skipped: 0 });
    assert.equal(reviewsOf(content).filter((r) => r.author === 'Dmitri K.').length, 1);
    assert.equal(reviewsOf(content).at(-1)!.id, 'r-hand-1');
  });

  it('should keep the copy Google changed last when pages overlap', async () => {
    const content = freshContent();
    const result = await google(content, EDITED_2, PAGE_2);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(bySourceId(content, 'AbFvOqmPzTestReview0004')!.rating, 4);
    assert.equal(reviewsOf(content).filter((r) => r.source_id === 'AbFvOqmPzTestReview0004').length, 1);
  });

  it('should write nothing on a dry run, and say what it would do', async () => {
    const content = freshContent();
    const before = snapshot(content);
    const result = await importCommand(['--from', 'google', PAGE_1, '--content', content, '--dry-run']);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(countsOf(result.stdout, 'google'), { added: 2, updated: 0, unchanged: 0, refused: 0, skipped: 1 });
    assert.match(result.stdout, /dry run: nothing written/);
    assert.deepEqual(snapshot(content), before);
  });

  const bad: Array<[string, (r: Record<string, unknown>) => Record<string, unknown>, RegExp]> = [
    ['a star rating of SIX', (r) => ({ ...r, starRating: 'SIX' }), /page\.json#\/reviews\/0\/starRating: starRating: Invalid option/],
    ['an impossible createTime', (r) => ({ ...r, createTime: '2025-02-30T10:00:00Z' }), /page\.json#\/reviews\/0\/createTime: createTime: must be an RFC 3339 timestamp/],
    ['a createTime that is not a timestamp', (r) => ({ ...r, createTime: 'yesterday' }), /#\/reviews\/0\/createTime: /],
    ['no reviewId', ({ reviewId: _, ...r }) => r, /#\/reviews\/0\/reviewId: reviewId: /],
    ['a reply without its date', (r) => ({ ...r, reviewReply: { comment: 'Thanks!' } }), /#\/reviews\/0\/reviewReply\/updateTime: /],
    ['a date in the future', (r) => ({ ...r, createTime: '2999-01-01T00:00:00Z', updateTime: '2999-01-01T00:00:00Z', reviewReply: undefined }), /#\/reviews\/0\/createTime: date: 2998-12-31 is in the future/],
    ['a reply dated before the review', (r) => ({ ...r, reviewReply: { comment: 'Thanks!', updateTime: '2020-01-01T12:00:00Z' } }), /#\/reviews\/0\/reviewReply\/updateTime: owner_response\.date: is before the review date/],
  ];
  for (const [what, change, message] of bad) {
    it(`should refuse ${what}, naming file and JSON pointer, and leave content as it was`, async () => {
      const content = freshContent();
      const before = snapshot(content);
      // The bad review beside a good page: nothing of either is written.
      const result = await google(content, PAGE_2, pageWith(change));
      assert.equal(result.code, 1);
      assert.match(result.stderr, message);
      assert.match(result.stderr, /nothing was written/);
      assert.equal(countsOf(result.stdout, 'google').refused, 1);
      assert.deepEqual(snapshot(content), before);
    });
  }

  it('should refuse a file that is not JSON, or not a review list', async () => {
    const content = freshContent();
    const before = snapshot(content);
    const broken = await google(content, writeInput('broken.json', '{"reviews": ['));
    assert.equal(broken.code, 1);
    assert.match(broken.stderr, /broken\.json: not valid JSON/);
    const wrong = await google(content, writeInput('wrong.json', '{"reviews": {"reviewId": "x"}}'));
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /wrong\.json#\/reviews: reviews: /);
    assert.deepEqual(snapshot(content), before);
  });

  it('should refuse a business without a time zone, and CSV-only flags, before reading anything', async () => {
    const content = freshContent();
    const yaml = path.join(content, 'business.yaml');
    fs.writeFileSync(yaml, fs.readFileSync(yaml, 'utf8').replace(/^time_zone: .*\n/m, ''));
    const before = snapshot(content);
    const result = await google(content, PAGE_1);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /business\.yaml: time_zone: is needed to date Google reviews/);
    assert.deepEqual(snapshot(content), before);

    const usage = await importCommand(['--from', 'google', PAGE_1, '--verification', 'job_record', '--content', content]);
    assert.equal(usage.code, 2);
    assert.match(usage.stderr, /--verification is for CSV files/);
  });
});
