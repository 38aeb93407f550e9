import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { originalText } from '../../scripts/import/google-text.ts';
import { contentIdentity, reviewId, sourceIdentity } from '../../scripts/import/identity.ts';
import { localDate, parseTimestamp } from '../../scripts/import/local-date.ts';

describe('the calendar date of a timestamp in the business time zone', () => {
  const denver = (timestamp: string) => localDate(parseTimestamp(timestamp)!, 'America/Denver');

  it('should move evening reviews to the local day, in winter (UTC-7) and summer (UTC-6) time', () => {
    assert.equal(denver('2025-01-01T06:59:59Z'), '2024-12-31');
    assert.equal(denver('2025-01-01T07:00:00Z'), '2025-01-01');
    assert.equal(denver('2025-07-01T05:59:59Z'), '2025-06-30');
    assert.equal(denver('2025-07-01T06:00:00Z'), '2025-07-01');
    assert.equal(denver('2025-07-01T23:30:00-06:00'), '2025-07-01');
    assert.equal(localDate(parseTimestamp('2025-07-01T05:59:59Z')!, 'UTC'), '2025-07-01');
  });

  it('should read Google\'s nanosecond fractions and any offset', () => {
    assert.equal(parseTimestamp('2025-09-10T17:05:12.123456789Z'), Date.parse('2025-09-10T17:05:12.123Z'));
    assert.equal(parseTimestamp('2025-09-10T17:05:12+02:00'), Date.parse('2025-09-10T15:05:12Z'));
  });

  it('should refuse impossible or incomplete timestamps', () => {
    for (const bad of ['2025-02-29T10:00:00Z', '2025-02-30T10:00:00Z', '2025-01-01T24:00:00Z', '2025-01-01T10:60:00Z', '2025-01-01T10:00:00', '2025-01-01', '', 'Tue, 1 Jul 2025 10:00:00 GMT']) {
      assert.equal(parseTimestamp(bad), undefined, bad);
    }
    assert.equal(parseTimestamp('2024-02-29T10:00:00Z'), Date.parse('2024-02-29T10:00:00Z'));
  });
});

describe('the reviewer\'s own words in a Google comment', () => {
  it('should keep the original after a translation', () => {
    assert.equal(originalText('(Translated by Google) Very good crew.\n\n(Original)\nSehr gute Mannschaft.'), 'Sehr gute Mannschaft.');
  });
  it('should keep the original before a translation that follows it', () => {
    assert.equal(originalText('Très bon travail.\n\n(Translated by Google)\nVery good work.'), 'Très bon travail.');
  });
  it('should keep a comment without translation as written, trimmed', () => {
    assert.equal(originalText('  They fixed the leak (Original) parts only.\n'), 'They fixed the leak (Original) parts only.');
    assert.equal(originalText('(Translated by Google)\n\n(Original)\n'), '', 'nothing of the reviewer\'s own: no text');
  });
});

describe('identity and our ids', () => {
  it('should give the same review the same id, and another source or id another one', () => {
    const id = reviewId('google', sourceIdentity('google', 'abc'));
    assert.match(id, /^google-[0-9a-f]{16}$/);
    assert.equal(reviewId('google', sourceIdentity('google', ' abc ')), id);
    assert.notEqual(reviewId('google', sourceIdentity('google', 'abd')), id);
    assert.notEqual(reviewId('yelp', sourceIdentity('yelp', 'abc')), reviewId('bbb', sourceIdentity('bbb', 'abc')));
  });

  it('should identify a review without a source id by author, date and text, whatever the spacing', () => {
    const a = contentIdentity('bbb', 'Pat Q.', '2025-08-05', 'Nobody came,\r\ntwice.');
    assert.equal(contentIdentity('bbb', ' Pat Q. ', '2025-08-05', 'Nobody came, twice.'), a);
    assert.notEqual(contentIdentity('bbb', 'Pat Q.', '2025-08-06', 'Nobody came, twice.'), a);
    assert.notEqual(contentIdentity('bbb', 'Pat Q.', '2025-08-05', 'Somebody came, twice.'), a);
  });
});
