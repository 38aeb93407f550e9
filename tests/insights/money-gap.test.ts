import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moneyGap, sumAt } from '../../core/insights/analyzer/money-gap.ts';
import { parseText } from '../../core/insights/analyzer/nlp.ts';

/** Every sum in a text, as sumAt reads them left to right. */
function sums(text: string): number[] {
  const parsed = parseText(text);
  const end = parsed.normals.length - 1;
  const found: number[] = [];
  for (let i = 0; i <= end; i++) {
    const sum = sumAt(parsed, i, end);
    if (!sum) continue;
    found.push(sum.value);
    i = sum.end;
  }
  return found;
}

describe('sumAt (analyzer/money-gap.ts)', () => {
  it('should read sums written the ways reviews write them', () => {
    assert.deepEqual(sums('It was $14,200 in the end.'), [14_200]);
    assert.deepEqual(sums('They wanted R38 000 for it.'), [38_000]);
    assert.deepEqual(sums('About 9k, then 12.5k.'), [9_000, 12_500]);
    assert.deepEqual(sums('Six grand, they said.'), [6_000]);
    assert.deepEqual(sums('Quotation was 1.2 lakh.'), [120_000]);
    assert.deepEqual(sums('Paid £6,950.50 for the flat roof.'), [6_950.5]);
    // Digits grouped the Indian way.
    assert.deepEqual(sums('Quoted Rs 85,000, paid Rs 1,12,000, and ₹12,50,000 for the next one.'), [85_000, 112_000, 1_250_000]);
  });

  it('should read no sum where nothing says it is money', () => {
    assert.deepEqual(sums('Two days, 3 crew, 40 squares of shingles, since 1998.'), []);
    assert.deepEqual(sums('The $ sign was missing from the invoice.'), []);
    assert.deepEqual(sums(''), []);
  });
});

describe('moneyGap (analyzer/money-gap.ts)', () => {
  const gap = (text: string) => moneyGap(parseText(text))?.outcome;

  it('should find a quote kept: the final sum at or just over it', () => {
    assert.equal(gap('They quoted $8,400 and the invoice said $8,400.'), 'kept');
    assert.equal(gap('The estimate was 12k. The final bill came to $11,900.'), 'kept');
    assert.equal(gap('Quoted about $9k, came in at $9,150.'), 'kept');
    assert.equal(gap('Quoted $1,450, paid $1,450.'), 'kept');
  });

  it('should find a quote kept said in words: the sum quoted, then "that\'s what we paid"; a bill that "matched the quote"', () => {
    assert.equal(gap("Quote was £2,850 and that's what we paid."), 'kept');
    assert.equal(gap('The estimate came to R18 500. That is exactly what we were charged.'), 'kept');
    assert.equal(gap('The final invoice matched our quote.'), 'kept');
    // The sum they told us is the quote.
    assert.equal(gap('Was told $11,400, paid $11,400.'), 'kept');
    assert.equal(gap('Told us $5k on the phone, the bill came to $7,500.'), 'overrun');
  });

  it('should not read "what we paid" without a quote, nor a match of something else, as a quote kept', () => {
    assert.equal(gap("The bill was $9,000 and that's what we paid."), undefined);
    assert.equal(gap('The new shingles matched the old ones, and the quote was fair.'), undefined);
  });

  it('should find a quote overrun: the final sum well over it', () => {
    assert.equal(gap('Quoted £3,000. Final invoice £4,100.'), 'overrun');
    assert.equal(gap('The estimate said R20 000 but the bill came to R26 500.'), 'overrun');
  });

  it('should say nothing where the sums are no quote and its bill', () => {
    // A few percent over, neither kept nor overrun.
    assert.equal(gap('Quoted $10,000, final invoice $10,600.'), undefined);
    // Other firms' bids are no promise of this one.
    assert.equal(gap('Estimates ranged from $18k to $40k. This crew came in at $23k.'), undefined);
    assert.equal(gap('Three quotes: $11k, $13.5k and $12k.'), undefined);
    // A much smaller sum later is another charge.
    assert.equal(gap('They quoted $9,800 and the final bill for the gutter clip was $120.'), undefined);
    // A bill before any quote, or sums with no roles at all.
    assert.equal(gap('The bill was $5,000. The quote had said $4,000.'), undefined);
    assert.equal(gap('We paid $5,000 and our neighbour paid $7,000.'), undefined);
  });
});
