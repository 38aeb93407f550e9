import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { gallop, intersect, lowerBound, union, walkIntersection, type Span } from '../../core/query/sorted.ts';

// The helpers over ascending position lists, each against the plain way of doing the same.

/** An ascending list without repeats; small values so random lists share some. */
const sortedList = (max: number) => fc.uniqueArray(fc.nat(max), { maxLength: 300 }).map((values) => Int32Array.from(values).sort());

/** A part [from, to) of a list. */
const spanOf = (max: number) =>
  sortedList(max).chain((list) =>
    fc.tuple(fc.nat(list.length), fc.nat(list.length)).map(([a, b]): Span => ({ list, from: Math.min(a, b), to: Math.max(a, b) })),
  );

const valuesOf = (span: Span) => [...span.list].slice(span.from, span.to);

describe('sorted position lists', () => {
  it('should intersect and unite ascending lists', () => {
    fc.assert(
      fc.property(sortedList(500), sortedList(500), (x, y) => {
        assert.deepEqual([...intersect(x, y)], [...x].filter((v) => y.includes(v)));
        assert.deepEqual([...union([x, y])], [...new Set([...x, ...y])].sort((p, q) => p - q));
      }),
      { numRuns: 200, seed: 5 },
    );
  });

  it('should gallop to the same place as a binary search', () => {
    fc.assert(
      fc.property(spanOf(1000), fc.integer({ min: -5, max: 1005 }), ({ list, from, to }, value) => {
        assert.equal(gallop(list, value, from, to), lowerBound(list, value, from, to));
      }),
      { numRuns: 500, seed: 13 },
    );
  });

  it('should walk an intersection like a filter of the shortest list: its size, and the page after a position', () => {
    fc.assert(
      fc.property(
        // Lists of very different sizes (galloping) and of similar ones, empty and disjoint ones among them.
        fc.array(fc.oneof(spanOf(60), spanOf(2000), spanOf(20)), { minLength: 1, maxLength: 4 }),
        fc.option(fc.func(fc.boolean()), { nil: undefined }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 30 }),
        (unordered, test, after, want) => {
          const spans = [...unordered].sort((a, b) => a.to - a.from - (b.to - b.from));
          const expected = valuesOf(spans[0]!).filter((v) => spans.every((span) => valuesOf(span).includes(v)) && (!test || test(v)));
          const page: number[] = [];
          assert.equal(walkIntersection(spans, test, after, want, page), expected.length);
          assert.deepEqual(page, expected.filter((v) => v >= after).slice(0, want));
        },
      ),
      { numRuns: 500, seed: 17 },
    );
  });

  it('should find nothing in common between empty or disjoint lists', () => {
    const evens: Span = { list: Int32Array.from({ length: 500 }, (_, i) => 2 * i), from: 0, to: 500 };
    const odds: Span = { list: Int32Array.from({ length: 50 }, (_, i) => 2 * i + 1), from: 0, to: 50 };
    const empty: Span = { list: new Int32Array(0), from: 0, to: 0 };
    for (const spans of [[odds, evens], [empty, evens], [empty, empty], [{ ...evens, from: 200, to: 200 }, evens]]) {
      const page: number[] = [];
      assert.equal(walkIntersection(spans, undefined, 0, 10, page), 0);
      assert.deepEqual(page, []);
    }
  });
});
