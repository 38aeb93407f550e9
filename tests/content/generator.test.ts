import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { loadContent } from '../../core/content/load.ts';
import { addDays } from '../../core/schemas/date.ts';
import type { Review } from '../../core/schemas/review.ts';
import { DEFAULT_END, generateContent } from '../../scripts/generate/content.ts';
import { PROJECT_ROOT } from '../helpers/build.ts';
import { NOW, scratchDir } from './content-helpers.ts';

const FILES = ['business.yaml', 'reviews.jsonl', 'editorial.md', 'aspects.yaml'];
const run = promisify(execFile);
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));

/** One 1,000-review folder shared by the checks below (generated once: they only read it). */
const fresh = generateContent({ reviews: 1000, out: scratchDir(), seed: '1' }).dir;
const content = loadContent(fresh, NOW);
const reviews = content.reviews;
const share = (test: (r: Review) => boolean, of: Review[] = reviews) => of.filter(test).length / of.length;

describe('generator: determinism', () => {
  it('should write identical bytes for the same seed', () => {
    const again = generateContent({ reviews: 1000, out: scratchDir(), seed: '1' }).dir;
    for (const file of FILES) assert.ok(read(fresh, file).equals(read(again, file)), `${file} differs between two runs`);
  });

  it('should write different reviews for a different seed, with the same business', () => {
    const other = generateContent({ reviews: 1000, out: scratchDir(), seed: '2' }).dir;
    assert.ok(!read(fresh, 'reviews.jsonl').equals(read(other, 'reviews.jsonl')));
    assert.ok(read(fresh, 'business.yaml').equals(read(other, 'business.yaml')));
    assert.ok(read(fresh, 'aspects.yaml').equals(read(other, 'aspects.yaml')));
  });

  it('should regenerate the committed content/ byte for byte (--reviews 480 --seed 1)', () => {
    const sample = generateContent({ reviews: 480, out: scratchDir(), seed: '1' }).dir;
    for (const file of FILES) {
      assert.ok(read(sample, file).equals(read(path.join(PROJECT_ROOT, 'content'), file)), `content/${file} is not the generator's output: change scripts/generate/ and regenerate`);
    }
  });
});

describe('generator: the reviews it writes', () => {
  it('should number ids r-000001… in date order', () => {
    reviews.forEach((review, i) => {
      assert.equal(review.id, `r-${String(i + 1).padStart(6, '0')}`);
      if (i > 0) assert.ok(review.date >= reviews[i - 1]!.date, `${review.id} is dated before the review above it`);
    });
  });

  it('should spread dates over more than three years ending at --end, growing over time', () => {
    const first = reviews[0]!.date;
    const last = reviews.at(-1)!.date;
    assert.ok(last <= DEFAULT_END && last >= addDays(DEFAULT_END, -10), `last date ${last}`);
    assert.ok(first <= addDays(DEFAULT_END, -3 * 365), `first date ${first}`);
    const firstYear = reviews.filter((r) => r.date < addDays(first, 365)).length;
    const lastYear = reviews.filter((r) => r.date > addDays(last, -365)).length;
    assert.ok(lastYear > 1.8 * firstYear, `${firstYear} reviews in the first year, ${lastYear} in the last`);
  });

  it('should give a good roofer\'s rating distribution', () => {
    const expected = { 5: 0.68, 4: 0.16, 3: 0.06, 2: 0.04, 1: 0.06 } as const;
    for (const [stars, target] of Object.entries(expected)) {
      const actual = share((r) => r.rating === Number(stars));
      assert.ok(Math.abs(actual - target) < 0.04, `${stars} stars: ${actual} (target ${target})`);
    }
  });

  it('should verify within three days of the review, never after --end', () => {
    for (const r of reviews) {
      assert.ok(r.verification.verified_at >= r.date && r.verification.verified_at <= addDays(r.date, 3), r.id);
      assert.ok(r.verification.verified_at <= DEFAULT_END, r.id);
    }
    const methods = new Set(reviews.map((r) => r.verification.method));
    assert.deepEqual([...methods].sort(), ['invoice_match', 'job_record', 'phone_callback', 'platform_verified']);
  });

  it('should answer every review of three stars or less and about 30% of the others', () => {
    for (const r of reviews.filter((r) => r.rating <= 3)) assert.ok(r.owner_response, `${r.id} (${r.rating} stars) has no reply`);
    const happy = share((r) => r.owner_response !== undefined, reviews.filter((r) => r.rating > 3));
    assert.ok(happy > 0.24 && happy < 0.36, `replies to 4-5 stars: ${happy}`);
    for (const r of reviews) if (r.owner_response) assert.ok(r.owner_response.date >= r.date && r.owner_response.date <= DEFAULT_END, r.id);
  });

  it('should name technicians in about 60% of reviews, services in most, and use every area and source', () => {
    const named = share((r) => r.mentions.technicians.length > 0);
    assert.ok(named > 0.52 && named < 0.68, `technicians named in ${named}`);
    assert.ok(share((r) => r.mentions.services.length > 0) > 0.85);
    assert.deepEqual(new Set(reviews.map((r) => r.service_area)), new Set(content.business.service_areas.map((a) => a.id)));
    const sources = new Map<string, number>();
    for (const r of reviews) sources.set(r.source, (sources.get(r.source) ?? 0) + 1);
    assert.equal(sources.size, 7);
    assert.equal([...sources].sort((a, b) => b[1] - a[1])[0]![0], 'google');
  });

  it('should write short and long reviews, titles on about 40%, and no control characters', () => {
    assert.ok(share((r) => r.text.length < 120) > 0.15, 'too few one-liners');
    assert.ok(share((r) => r.text.length > 500) > 0.08, 'too few long reviews');
    const titled = share((r) => r.title !== undefined);
    assert.ok(titled > 0.34 && titled < 0.46, `titles on ${titled}`);
    for (const r of reviews) {
      for (const text of [r.text, r.title ?? '', r.author, r.owner_response?.text ?? '']) {
        assert.doesNotMatch(text, /\p{Cc}/u, r.id);
        assert.doesNotMatch(text, /\{|\}|undefined|  /, `${r.id}: unfilled slot or double space in ${text}`);
      }
      assert.match(r.text, /[.!?]$/, r.id);
      assert.match(r.author, /^(The [A-Z][a-z]+ family|[A-Z][a-z]+( & [A-Z][a-z]+)?( [A-Z]\.| [A-Z][a-z]+)?)$/, r.author);
    }
  });

  it('should match the tone to the rating', () => {
    const praise = /highly recommend|fantastic|spotless|no complaints|great|excellent/i;
    const complaint = /never called back|leak|stay away|avoid|refused|over the quote|nails|disaster|terrible|worthless|late/i;
    const fives = reviews.filter((r) => r.rating === 5);
    const ones = reviews.filter((r) => r.rating === 1);
    assert.ok(share((r) => complaint.test(r.text), ones) > 0.6, 'one-star reviews should complain');
    assert.ok(share((r) => /\b(but|although|however|while|to be fair|unfortunately|on the other hand)\b/i.test(r.text), reviews.filter((r) => r.rating === 3)) > 0.6, 'three-star reviews should weigh good and bad');
    assert.ok(share((r) => praise.test(r.text), fives) > share((r) => praise.test(r.text), ones) + 0.3);
  });

  it('should fill the editorial with the folder\'s own figures', () => {
    const editorial = content.editorial;
    const average = (reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length).toFixed(2);
    assert.match(editorial.body, /1,000 verified reviews/);
    assert.ok(editorial.body.includes(`average of ${average} stars`), editorial.body);
    assert.equal(editorial.updated, DEFAULT_END);
  });
});

describe('generator: command line', () => {
  it('should write a folder that loads, with --end and --seed', async () => {
    const out = path.join(scratchDir(), 'cli');
    const { stdout } = await run(process.execPath, ['scripts/generate.ts', '--reviews', '40', '--out', out, '--seed', 'cli', '--end', '2025-06-30'], { cwd: PROJECT_ROOT });
    assert.match(stdout, /^wrote 40 reviews .* to .*cli in [\d.]+ s\n$/);
    const loaded = loadContent(out, NOW);
    assert.equal(loaded.reviews.length, 40);
    assert.ok(loaded.reviews.every((r) => r.date <= '2025-06-30' && (r.owner_response?.date ?? '') <= '2025-06-30'));
    assert.ok(loaded.business.updated <= '2025-06-30');
  });

  for (const [args, message] of [
    [['--reviews', 'ten', '--out', 'x'], /--reviews must be a positive integer/],
    [['--reviews', '0', '--out', 'x'], /--reviews must be a positive integer/],
    [['--reviews', '10'], /--reviews and --out are required/],
    [['--reviews', '10', '--out', 'x', '--end', '2025-02-30'], /--end must be a date written YYYY-MM-DD/],
    [['--reviews', '10', '--out', 'x', '--colour', 'red'], /Unknown option '--colour'/],
  ] as const) {
    it(`should refuse ${args.join(' ')} with exit code 1`, async () => {
      const result = await run(process.execPath, ['scripts/generate.ts', ...args], { cwd: PROJECT_ROOT }).then(
        () => assert.fail('expected a failure'),
        (error: { code: number; stderr: string }) => error,
      );
      assert.equal(result.code, 1);
      assert.match(result.stderr, message);
    });
  }
});
