import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { createTextSearch } from '../../core/query/text-search.ts';
import { wordsOf } from '../../core/query/word-index.ts';
import type { Review } from '../../core/schemas/review.ts';

// The word index must answer exactly what the full scan answers, for any needle: that is what
// lets the engine use it. Texts mix ASCII words, accents, Greek, emoji, letters outside the
// BMP (surrogate pairs), combining marks and punctuation.

const PIECES = ['leak', 'Leaked', 'roof', 'ÄRGER', 'straße', 'ΣΟΦΙΑ', '𝐀𝐁', '🏠', 'e\u0301', 'İstanbul', "don't", 're-roof', ']]>', '  ', '\n', '.', 'a1b2', '42', 'x'];
const textArbitrary = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((parts) => parts.join(' ')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
);

function reviewsOf(texts: Array<[string | undefined, string]>): Review[] {
  return texts.map(([title, text], i) => ({
    id: `r${i}`,
    date: '2024-01-01',
    rating: 5,
    ...(title === undefined ? {} : { title }),
    text,
    author: 'A',
    source: 'google',
    verification: { method: 'invoice_match', verified_at: '2024-01-01' },
    service_area: 'x',
    mentions: { technicians: [], services: [] },
  }));
}

const corpusArbitrary = fc.array(fc.tuple(fc.option(textArbitrary, { nil: undefined }), textArbitrary), { minLength: 1, maxLength: 60 });

describe('text search', () => {
  it('should find through the word index exactly what a full scan finds', () => {
    fc.assert(
      fc.property(corpusArbitrary, fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 3 }), (texts, parts) => {
        const search = createTextSearch(reviewsOf(texts));
        // Needles taken from the texts themselves (so they often match) and made up.
        const source = texts[0]![1];
        const cut = Math.floor(source.length / 3);
        for (const raw of [parts.join(''), parts.join(' '), source.slice(cut, cut + 6), source.toUpperCase().slice(0, 5)]) {
          if (!raw) continue;
          const needle = search.normalize(raw);
          assert.deepEqual([...search.find(needle)], [...search.scan(needle)], JSON.stringify(needle));
          assert.deepEqual([...search.matches(needle)], [...search.scan(needle)], JSON.stringify(needle));
        }
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  it('should split words on letters and digits, one UTF-16 unit at a time', () => {
    assert.deepEqual(wordsOf("don't re-roof, ÄRGER 42x 𝐀 \u00e9 e\u0301"), ['don', 't', 're', 'roof', 'ÄRGER', '42x', '\u00e9', 'e']);
  });
});
