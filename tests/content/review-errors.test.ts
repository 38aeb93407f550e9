import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, toIsoDate } from '../../core/schemas/date.ts';
import { NOW, baseContent, contentError, onlyProblem, readLines, withReviewLine, writeLines } from './content-helpers.ts';

describe('reviews.jsonl validation', () => {
  it('should name the line and field of an impossible date', () => {
    const error = contentError(withReviewLine(5, (r) => ({ ...r, date: '2025-02-30' })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 5, field: 'date' }).message, 'must be a real calendar date');
  });

  it('should reject a date that is not written YYYY-MM-DD', () => {
    const error = contentError(withReviewLine(3, (r) => ({ ...r, date: '03/14/2025' })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 3, field: 'date' }).message, 'must be a date written YYYY-MM-DD');
  });

  for (const [rating, message] of [
    [6, 'Too big: expected number to be <=5'],
    [0, 'Too small: expected number to be >=1'],
    [3.5, 'Invalid input: expected int, received number'],
    ['5', 'Invalid input: expected number, received string'],
  ] as const) {
    it(`should reject rating ${JSON.stringify(rating)}`, () => {
      const error = contentError(withReviewLine(7, (r) => ({ ...r, rating })));
      assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 7, field: 'rating' }).message, message);
    });
  }

  it('should report a duplicate id on the second line that uses it, naming the first', () => {
    const first = JSON.parse(readLines(baseContent())[1]!) as { id: string };
    const error = contentError(withReviewLine(9, (r) => ({ ...r, id: first.id })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 9, field: 'id' }).message, `duplicate id "${first.id}" (first used on line 2)`);
  });

  it('should reject an unknown service id stated explicitly', () => {
    const error = contentError(withReviewLine(4, (r) => ({ ...r, services: ['roof-repair', 'chimney-sweeping'] })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 4, field: 'services[1]' }).message, 'unknown service id "chimney-sweeping"');
  });

  it('should reject a service id that is not a slug', () => {
    const error = contentError(withReviewLine(4, (r) => ({ ...r, services: ['Roof Repair'] })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 4, field: 'services[0]' }).message, 'must be lower-case words joined by hyphens');
  });

  it('should reject an unknown technician stated explicitly', () => {
    const error = contentError(withReviewLine(4, (r) => ({ ...r, technicians: ['Samuel Whitfield'] })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 4, field: 'technicians[0]' }).message, 'unknown technician "Samuel Whitfield"');
  });

  it('should reject a date in the future, allowing one day for time zones ahead of UTC', () => {
    const today = toIsoDate(NOW);
    const future = (date: string) => (r: Record<string, unknown>) => {
      const { owner_response: _, ...rest } = r;
      return { ...rest, date, verification: { method: 'job_record', verified_at: date } };
    };
    const error = contentError(withReviewLine(6, future(addDays(today, 2))));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 6, field: 'date' }).message, `${addDays(today, 2)} is in the future`);
    // Tomorrow is still today somewhere: no error.
    assert.throws(() => contentError(withReviewLine(6, future(addDays(today, 1)))), /loaded without error/);
  });

  it('should reject a review without text, and one whose text is only blanks', () => {
    const missing = contentError(withReviewLine(8, ({ text: _, ...r }) => r));
    assert.equal(onlyProblem(missing, { file: 'reviews.jsonl', line: 8, field: 'text' }).message, 'Invalid input: expected string, received undefined');
    const blank = contentError(withReviewLine(8, (r) => ({ ...r, text: ' \t ' })));
    assert.equal(onlyProblem(blank, { file: 'reviews.jsonl', line: 8, field: 'text' }).message, 'review text is missing');
  });

  it('should reject a line that is not JSON, with the parser message', () => {
    const error = contentError(withReviewLine(10, () => '{"id": "r-000010", "rating": 5,'));
    const problem = onlyProblem(error, { file: 'reviews.jsonl', line: 10, field: '' });
    assert.match(problem.message, /^not valid JSON \(.+\)$/);
    assert.match(error.message, /reviews\.jsonl:10: \(record\): not valid JSON/);
  });

  it('should reject an unknown service area', () => {
    const error = contentError(withReviewLine(2, (r) => ({ ...r, service_area: 'atlantis' })));
    assert.equal(onlyProblem(error, { file: 'reviews.jsonl', line: 2, field: 'service_area' }).message, 'unknown service area "atlantis"');
  });

  it('should reject verification and owner replies dated before the review', () => {
    const early = contentError(withReviewLine(3, (r) => ({ ...r, verification: { method: 'job_record', verified_at: '2020-01-01' } })));
    assert.equal(onlyProblem(early, { file: 'reviews.jsonl', line: 3, field: 'verification.verified_at' }).message, 'is before the review date');
    const reply = contentError(withReviewLine(3, (r) => ({ ...r, owner_response: { date: '2020-01-01', text: 'Thanks!' } })));
    assert.equal(onlyProblem(reply, { file: 'reviews.jsonl', line: 3, field: 'owner_response.date' }).message, 'is before the review date');
  });

  it('should reject a field the format does not have', () => {
    const error = contentError(withReviewLine(5, (r) => ({ ...r, stars: 5 })));
    onlyProblem(error, { file: 'reviews.jsonl', line: 5, field: '' });
    assert.match(error.problems[0]!.message, /stars/);
  });

  it('should list every bad line, not only the first', () => {
    const dir = withReviewLine(4, (r) => ({ ...r, rating: 9 }));
    const lines = readLines(dir);
    lines[11] = JSON.stringify({ ...JSON.parse(lines[11]!), date: '2025-13-01' });
    lines.splice(14, 0, ''); // a blank line is allowed and still counts for numbering
    lines[20] = 'not json';
    writeLines(dir, lines);
    const error = contentError(dir);
    assert.deepEqual(
      error.problems.map((p) => [p.line, p.field]),
      [
        [4, 'rating'],
        [12, 'date'],
        [21, ''],
      ],
    );
    assert.match(error.message, /^3 problems in content:\n/);
  });
});
