import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { strongEtag } from '../../core/http/etag.ts';
import { prepareRepresentation } from '../../sidecar/http/representation.ts';
import { frequencySketch, searchAnswers } from '../../sidecar/routes/search-answers.ts';

// The search answer cache keeps repeated searches and lets one-off ones pass through once it
// is full; the frequency sketch behind it never counts a search below how often it was asked.

const answer = (key: string) => {
  const chunks = [Buffer.from(`{"reviews":[],"key":${JSON.stringify(key)}}`)];
  return prepareRepresentation({ etag: strongEtag(key), contentType: 'application/json', cacheControl: 'no-cache', size: chunks[0]!.length, body: { chunks } });
};

describe('frequencySketch', () => {
  it('should never estimate a tag below the times it was added', () => {
    const sketch = frequencySketch();
    const tags = Array.from({ length: 3000 }, (_, k) => strongEtag(`search ${k}`));
    const truth = new Map<string, number>();
    tags.forEach((tag, k) => {
      for (let n = 0; n < (k % 7) + 1; n++) sketch.add(tag);
      truth.set(tag, (k % 7) + 1);
    });
    // 12,000 adds: below the ageing point, so no count was halved.
    for (const [tag, count] of truth) assert.ok(sketch.estimate(tag) >= count, tag);
    assert.equal(sketch.estimate(strongEtag('never asked')) < 7, true);
  });
});

describe('searchAnswers', () => {
  it('should keep every answer while there is room', () => {
    const cache = searchAnswers(10 * 608);
    for (let k = 0; k < 10; k++) cache.offer(`k${k}`, answer(`k${k}`));
    for (let k = 0; k < 10; k++) assert.ok(cache.get(`k${k}`), `k${k}`);
  });

  it('should not let a search asked once push out one asked often', () => {
    const cache = searchAnswers(4 * 608); // four answers of one chunk each
    const popular = ['a', 'b', 'c', 'd'];
    for (const key of popular) cache.offer(key, answer(key));
    for (let n = 0; n < 5; n++) for (const key of popular) assert.ok(cache.get(key));
    for (let k = 0; k < 50; k++) {
      const key = `once ${k}`;
      const rep = answer(key);
      cache.missed(rep.etag);
      cache.offer(key, rep);
      assert.equal(cache.get(key), undefined, `${key} was kept over a popular answer`);
    }
    for (const key of popular) assert.ok(cache.get(key), `${key} was pushed out`);
  });

  it('should let a search that becomes popular in', () => {
    const cache = searchAnswers(2 * 608);
    for (const key of ['a', 'b']) cache.offer(key, answer(key));
    const rising = answer('rising');
    for (let n = 0; n < 3; n++) cache.missed(rising.etag);
    cache.offer('rising', rising);
    assert.ok(cache.get('rising'));
  });
});
