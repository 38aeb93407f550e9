/**
 * The items as `[...items].sort(order)` would give them (ties in their original order, as the
 * stable sort does), produced one at a time: a binary heap, built in about one comparison per
 * item, then about log n per item taken. A caller that takes the first few of tens of thousands
 * (the evidence quoted of an aspect) does not pay for sorting the rest.
 */
export function* inOrder<T>(items: readonly T[], order: (a: T, b: T) => number): Generator<T> {
  const heap = items.map((_, i) => i);
  // The order the stable sort gives: by `order`, then by position.
  const before = (i: number, j: number) => {
    const c = order(items[i]!, items[j]!);
    return c < 0 || (c === 0 && i < j);
  };
  const siftDown = (at: number, size: number) => {
    for (;;) {
      const left = 2 * at + 1;
      let first = at;
      if (left < size && before(heap[left]!, heap[first]!)) first = left;
      if (left + 1 < size && before(heap[left + 1]!, heap[first]!)) first = left + 1;
      if (first === at) return;
      [heap[at], heap[first]] = [heap[first]!, heap[at]!];
      at = first;
    }
  };
  for (let at = (heap.length >> 1) - 1; at >= 0; at--) siftDown(at, heap.length);
  for (let size = heap.length; size > 0; ) {
    yield items[heap[0]!]!;
    heap[0] = heap[--size]!;
    siftDown(0, size);
  }
}
