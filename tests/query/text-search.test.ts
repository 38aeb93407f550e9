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

// Texts whose JSON needs escapes, whose lower case is not ASCII's (Kelvin sign, dotted I,
// final sigma, sharp s), lone surrogates and control characters, in any case.
const AWKWARD = [...PIECES, 'LeAk', '"quoted"', 'back\\slash', 'line\nbreak', 'tab\there', '\u0000', '\u212a', 'K', 'İ', 'i\u0307', 'ẞ', 'ΌΣΟΣ', 'σς', '\ud83d', '\udc00', 'Å', '\u2028', '\u00e9', 'É', '@Home', '`tick`', '[x]', '{Y}', '^_^', '~'];
const awkwardPiece = fc.constantFrom(...AWKWARD);
const awkwardText = fc.oneof(
  fc.array(awkwardPiece, { minLength: 1, maxLength: 10 }).map((parts) => parts.join(' ')),
  fc.array(awkwardPiece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', minLength: 0, maxLength: 16 }),
);

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

  it('should find exactly the reviews whose lower-cased title or text contains the lower-cased needle', () => {
    // The definition the search keeps, whatever it reads (a lower-cased copy, or the
    // build's own bytes folded as it goes): String.prototype.toLowerCase of both sides.
    const oracle = (texts: Array<[string | undefined, string]>, raw: string) => {
      const needle = raw.toLowerCase();
      return texts.flatMap(([title, text], i) => ((title ?? '').toLowerCase().includes(needle) || text.toLowerCase().includes(needle) ? [i] : []));
    };
    const caseOf = fc.constantFrom((s: string) => s, (s: string) => s.toUpperCase(), (s: string) => s.toLowerCase(), (s: string) => [...s].map((c, k) => (k % 2 ? c.toUpperCase() : c.toLowerCase())).join(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(awkwardText, { nil: undefined }), awkwardText), { minLength: 1, maxLength: 40 }), fc.array(fc.tuple(fc.oneof(awkwardPiece, fc.string({ unit: 'binary', minLength: 1, maxLength: 3 })), caseOf), { minLength: 1, maxLength: 3 }), fc.nat(), caseOf, (texts, parts, at, cased) => {
        const search = createTextSearch(reviewsOf(texts));
        const source = texts[at % texts.length]![1];
        const cut = at % Math.max(1, source.length);
        const needles = [parts.map(([part, c]) => c(part)).join(''), parts.map(([part]) => part).join(' '), cased(source.slice(cut, cut + 1 + (at % 7))), cased(source)];
        for (const raw of needles) {
          if (!raw) continue;
          const needle = search.normalize(raw);
          const expected = oracle(texts, raw);
          assert.deepEqual([...search.matches(needle)], expected, JSON.stringify(raw));
          assert.deepEqual([...search.scan(needle)], expected, JSON.stringify(raw));
          for (let i = 0; i < texts.length; i++) assert.equal(search.test(i, needle), expected.includes(i), `${JSON.stringify(raw)} in review ${i}`);
        }
      }),
      { numRuns: 400, seed: 11 },
    );
  });

  it('should split words on letters and digits, one UTF-16 unit at a time', () => {
    assert.deepEqual(wordsOf("don't re-roof, ÄRGER 42x 𝐀 \u00e9 e\u0301"), ['don', 't', 're', 'roof', 'ÄRGER', '42x', '\u00e9', 'e']);
  });
});
