import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadContent } from '../../core/content/load.ts';
import { countsOf, totalRefused, fixture, freshContent, importCommand, reviewsOf, snapshot, writeInput } from './import-helpers.ts';

const OFFICE = fixture('office-export.csv');
const OFFICE_MAP = ['--map', 'author=Customer,verification=How Verified', '--map', 'id=Job ID'];
const csv = (content: string, file: string, ...flags: string[]) => importCommand(['--from', 'csv', file, '--content', content, ...flags]);
const byAuthor = (dir: string, author: string) => reviewsOf(dir).find((r) => r.author === author);

/** A CSV file (BOM, CRLF) with our default headers: a good two-line row on lines 2-3, then `row` on line 4. */
function withRow(row: string, header = 'date,rating,author,text,source,verification'): string {
  const padding = ','.repeat(header.split(',').length - 6);
  return writeInput('rows.csv', `\uFEFF${header}\r\n2025-06-01,5,Good Row,"Fine work,\r\nall of it.",bbb,job_record${padding}\r\n${row}\r\n`);
}

describe('npm run import -- --from csv', () => {
  it('should read a hostile spreadsheet export: BOM, CRLF, quotes, embedded newlines and commas, markup, emoji', async () => {
    const content = freshContent();
    const result = await csv(content, OFFICE, ...OFFICE_MAP);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(countsOf(result.stdout, 'angi'), { added: 1, updated: 0, unchanged: 0, refused: 0, skipped: 0 });
    assert.deepEqual(countsOf(result.stdout, 'bbb'), { added: 2, updated: 0, unchanged: 0, refused: 0, skipped: 0 });

    const quoted = byAuthor(content, "O'Brien, Siobhan")!;
    assert.match(quoted.id, /^angi-[0-9a-f]{16}$/);
    assert.deepEqual(
      { ...quoted, id: undefined },
      {
        id: undefined,
        date: '2025-07-14',
        rating: 5,
        text: 'Brianna and the crew put up seamless gutters.\nThey said "no charge" for the downspout move, and meant it!',
        author: "O'Brien, Siobhan",
        source: 'angi',
        verification: { method: 'invoice_match', verified_at: '2025-07-14' },
        service_area: 'aspen-grove',
        owner_response: { date: '2025-07-16', text: 'Thanks, Siobhan!' },
        source_id: 'ANGI-88412',
      },
    );
    const markup = byAuthor(content, 'Ty <img src=x onerror=alert(1)>')!;
    assert.equal(markup.text, 'Leak fixed on the first visit 💧, price as quoted; 4 stars because of the wait.');
    assert.equal(markup.source_id, undefined, 'no id at the source: identified by author, date and text');
    assert.deepEqual(byAuthor(content, 'Pat Q.')!.verification, { method: 'phone_callback', verified_at: '2025-08-05' });
    assert.equal(byAuthor(content, 'Pat Q.')!.service_area, 'north-larkspur');

    const loaded = loadContent(content).reviews.find((r) => r.id === quoted.id)!;
    assert.deepEqual(loaded.mentions, { technicians: ['Brianna Cole'], services: ['gutter-installation'] });
  });

  it('should change nothing, byte for byte, on a second import of the same file', async () => {
    const content = freshContent();
    await csv(content, OFFICE, ...OFFICE_MAP);
    const first = snapshot(content);
    const again = await csv(content, OFFICE, ...OFFICE_MAP);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(countsOf(again.stdout, 'bbb'), { added: 0, updated: 0, unchanged: 2, refused: 0, skipped: 0 });
    assert.deepEqual(snapshot(content), first);
  });

  it('should update ratings, text and replies in place from a newer export, never duplicating', async () => {
    const content = freshContent();
    await csv(content, OFFICE, ...OFFICE_MAP);
    const before = reviewsOf(content);
    const newer = fs
      .readFileSync(OFFICE, 'utf8')
      .replace('2025-07-20,4,Ty', '2025-07-20,3,Ty') // no id: same author, date and text, new rating
      .replace('and meant it!"', 'and meant it! Update: gutters survived the May hail."') // an id: new text
      .replace('"Thanks, Siobhan!",2025-07-16', ',');
    const result = await csv(content, writeInput('newer.csv', newer), ...OFFICE_MAP);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(countsOf(result.stdout, 'angi'), { added: 0, updated: 1, unchanged: 0, refused: 0, skipped: 0 });
    assert.deepEqual(countsOf(result.stdout, 'bbb'), { added: 0, updated: 1, unchanged: 1, refused: 0, skipped: 0 });
    const after = reviewsOf(content);
    assert.equal(after.length, before.length);
    assert.deepEqual(after.map((r) => r.id), before.map((r) => r.id));
    assert.equal(byAuthor(content, 'Ty <img src=x onerror=alert(1)>')!.rating, 3);
    const edited = byAuthor(content, "O'Brien, Siobhan")!;
    assert.match(String(edited.text), /Update: gutters survived the May hail\.$/);
    assert.equal(edited.owner_response, undefined, 'a reply gone from the export is gone');
  });

  it('should take the verification method for the whole file from --verification, and refuse a file that gives none', async () => {
    const content = freshContent();
    const file = writeInput('no-method.csv', 'date,rating,author,text,source\n2025-05-02,5,Ana B.,Great skylight job.,website\n');
    const before = snapshot(content);
    const refused = await csv(content, file);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /no-method\.csv:1: no column for verification and no --verification/);
    assert.deepEqual(snapshot(content), before);

    const result = await csv(content, file, '--verification', 'invoice_match');
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(byAuthor(content, 'Ana B.')!.verification, { method: 'invoice_match', verified_at: '2025-05-02' });
  });

  it('should read the source for the whole file from --source', async () => {
    const content = freshContent();
    const file = writeInput('yelp.csv', 'Stars,Review,Name,Date\n4,"Tidy, quick roof repair.",Lee,2025-03-03\n');
    const result = await csv(content, file, '--map', 'rating=Stars', '--source', 'yelp', '--verification', 'job_record');
    assert.equal(result.code, 0, result.stderr);
    assert.equal(byAuthor(content, 'Lee')!.source, 'yelp');
  });

  const bad: Array<[string, string, RegExp]> = [
    ['a rating of 3.5', '2025-06-02,3.5,Al,Fine.,bbb,job_record', /rows\.csv:4 \(column "rating"\): rating: must be a whole number of stars from 1 to 5, not "3\.5"/],
    ['a rating of SIX', '2025-06-02,SIX,Al,Fine.,bbb,job_record', /rows\.csv:4 \(column "rating"\): rating: .*not "SIX"/],
    ['an impossible date', '2025-02-30,4,Al,Fine.,bbb,job_record', /rows\.csv:4 \(column "date"\): date: must be a real calendar date/],
    ['a date written otherwise', '06/02/2025,4,Al,Fine.,bbb,job_record', /rows\.csv:4 \(column "date"\): date: must be a date written YYYY-MM-DD/],
    ['an empty text', '2025-06-02,4,Al,"  ",bbb,job_record', /rows\.csv:4 \(column "text"\): text: review text is missing/],
    ['an unknown verification method', '2025-06-02,4,Al,Fine.,bbb,gut feeling', /rows\.csv:4 \(column "verification"\): verification\.method: Invalid option/],
    ['an empty verification cell', '2025-06-02,4,Al,Fine.,bbb,', /rows\.csv:4 \(column "verification"\): verification\.method: no verification method/],
    ['an unknown source', '2025-06-02,4,Al,Fine.,myspace,job_record', /rows\.csv:4 \(column "source"\): source: Invalid option/],
    ['a row with a missing field', '2025-06-02,4,Al,Fine.,bbb', /rows\.csv:4: has 5 fields where the header has 6/],
    ['a date in the future', '2999-06-02,4,Al,Fine.,bbb,job_record', /rows\.csv:4 \(column "date"\): date: 2999-06-02 is in the future/],
  ];
  for (const [what, row, message] of bad) {
    it(`should refuse ${what}, naming file and line, and leave content as it was`, async () => {
      const content = freshContent();
      const before = snapshot(content);
      const result = await csv(content, withRow(row));
      assert.equal(result.code, 1);
      assert.match(result.stderr, message);
      assert.match(result.stderr, /nothing was written/);
      assert.equal(countsOf(result.stdout, 'bbb').added, 1, result.stdout);
      assert.equal(totalRefused(result.stdout), 1, result.stdout);
      assert.deepEqual(snapshot(content), before);
    });
  }

  it('should refuse an unknown service area and a reply without its date', async () => {
    const content = freshContent();
    const header = 'date,rating,author,text,source,verification,service_area,response,response_date';
    const area = await csv(content, withRow('2025-06-02,4,Al,Fine.,bbb,job_record,Atlantis,,', header));
    assert.equal(area.code, 1);
    assert.match(area.stderr, /rows\.csv:4 \(column "service_area"\): service_area: unknown service area "Atlantis"/);
    const reply = await csv(content, withRow('2025-06-02,4,Al,Fine.,bbb,job_record,,Thanks!,', header));
    assert.equal(reply.code, 1);
    assert.match(reply.stderr, /rows\.csv:4 \(column "response_date"\): owner_response\.date: a response needs its date/);
  });

  it('should refuse two rows for one review that disagree', async () => {
    const content = freshContent();
    const file = writeInput('twice.csv', 'id,date,rating,author,text,source,verification\nA-1,2025-06-02,4,Al,Fine.,angi,job_record\nA-1,2025-06-02,2,Al,Not fine.,angi,job_record\n');
    const result = await csv(content, file);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /twice\.csv:3: the same review as .*twice\.csv:2, with different content/);
  });

  it('should refuse a broken file, a --map column the file lacks, and a missing required column', async () => {
    const content = freshContent();
    const before = snapshot(content);
    const unclosed = await csv(content, withRow('2025-06-02,4,Al,"Fine.,bbb,job_record'));
    assert.equal(unclosed.code, 1);
    assert.match(unclosed.stderr, /rows\.csv: .*quote/i);
    const mapped = await csv(content, OFFICE, '--map', 'author=Client', '--verification', 'job_record');
    assert.equal(mapped.code, 1);
    assert.match(mapped.stderr, /office-export\.csv:1: --map author=Client: the file has no column "Client"/);
    const missing = await csv(content, writeInput('short.csv', 'date,rating,text\n2025-06-02,4,Fine.\n'), '--verification', 'job_record', '--source', 'bbb');
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /short\.csv:1: no column for author/);
    assert.deepEqual(snapshot(content), before);
  });

  it('should refuse a bad command line with exit status 2', async () => {
    const content = freshContent();
    for (const [args, message] of [
      [['--from', 'csv', OFFICE, '--map', 'stars=Stars'], /--map: unknown field "stars"/],
      [['--from', 'csv', OFFICE, '--verification', 'trust_me'], /--verification: unknown method "trust_me"/],
      [['--from', 'excel', OFFICE], /--from must be google or csv/],
      [['--from', 'csv'], /name at least one file/],
    ] as const) {
      const result = await importCommand([...args, '--content', content]);
      assert.equal(result.code, 2, args.join(' '));
      assert.match(result.stderr, message);
    }
  });

  it('should start reviews.jsonl for a business that has none yet', async () => {
    const content = freshContent();
    fs.rmSync(path.join(content, 'reviews.jsonl'));
    const result = await csv(content, OFFICE, ...OFFICE_MAP);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(reviewsOf(content).map((r) => r.date), ['2025-07-14', '2025-07-20', '2025-08-05']);
    assert.equal(loadContent(content).reviews.length, 3);
  });

  it('should write nothing on a dry run', async () => {
    const content = freshContent();
    const before = snapshot(content);
    const result = await csv(content, OFFICE, ...OFFICE_MAP, '--dry-run');
    assert.equal(result.code, 0, result.stderr);
    assert.equal(countsOf(result.stdout, 'bbb').added, 2);
    assert.deepEqual(snapshot(content), before);
    assert.deepEqual(fs.readdirSync(content).filter((name) => name.endsWith('.tmp')), []);
    assert.ok(!fs.readdirSync(path.dirname(content)).some((name) => name.endsWith('.tmp')));
  });
});
