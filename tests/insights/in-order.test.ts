import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inOrder } from '../../core/insights/sections/in-order.ts';

describe('inOrder (sections/in-order.ts)', () => {
  it('should give the items in the order a stable sort gives, ties in their original order', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 500; round++) {
      const items = Array.from({ length: Math.floor(next() * 50) }, (_, i) => ({ key: Math.floor(next() * 5), i }));
      const order = (a: { key: number }, b: { key: number }) => a.key - b.key;
      assert.deepEqual([...inOrder(items, order)], [...items].sort(order));
    }
  });

  it('should take only what is asked for', () => {
    const taken: number[] = [];
    for (const n of inOrder([5, 3, 9, 1, 7], (a, b) => a - b)) {
      taken.push(n);
      if (taken.length === 2) break;
    }
    assert.deepEqual(taken, [1, 3]);
  });
});
