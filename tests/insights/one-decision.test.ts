// Issue 11, "one decision everywhere": for every sample review, the polarities insights.json
// publishes about it (the review as a whole, each aspect) are what `npm run sentiment` answers for
// its text, run as a real child process on the sample content.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../core/content/load.ts';
import { createDataset } from '../../core/dataset/dataset.ts';
import { computeInsights } from '../../core/insights/index.ts';
import type { ReviewIdsByPolarity } from '../../core/schemas/insights.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTENT = path.join(ROOT, 'content');
const dataset = createDataset(loadContent(CONTENT));
const insights = computeInsights(dataset);

/** The polarity an id list gives a review, or undefined when the review is not in it. */
function polarityIn(lists: ReviewIdsByPolarity, id: string): string | undefined {
  return (['positive', 'negative', 'neutral'] as const).find((p) => lists[p].includes(id));
}

describe('one decision behind insights.json and the sentiment command', () => {
  const input = dataset.reviews.map((r) => JSON.stringify({ text: r.text })).join('\n');
  const run = spawnSync(process.execPath, ['scripts/sentiment.ts'], { cwd: ROOT, input, env: { ...process.env, CONTENT_DIR: CONTENT }, encoding: 'utf8', maxBuffer: 64 << 20 });
  const answers = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as { polarity: string; aspects: Array<{ id: string; polarity: string }> });

  it('should answer every sample review', () => {
    assert.equal(run.status, 0, run.stderr);
    assert.ok(dataset.reviews.length >= 100, `${dataset.reviews.length} sample reviews`);
    assert.equal(answers.length, dataset.reviews.length);
  });

  it("should publish each review's whole-text polarity as the command answers it", () => {
    const mismatches: string[] = [];
    dataset.reviews.forEach((review, i) => {
      const published = polarityIn(insights.summary.review_ids, review.id);
      if (published !== answers[i]!.polarity) mismatches.push(`${review.id}: published ${published}, command ${answers[i]!.polarity}`);
    });
    assert.deepEqual(mismatches, []);
    const counts = insights.summary.sentiment;
    assert.ok(counts.positive > 0 && counts.negative > 0, 'both polarities occur: the comparison means something');
  });

  it("should publish each aspect of each review with the polarity the command gives it, and no other aspect", () => {
    const mismatches: string[] = [];
    let compared = 0;
    dataset.reviews.forEach((review, i) => {
      const answered = new Map(answers[i]!.aspects.map((a) => [a.id, a.polarity]));
      for (const aspect of insights.aspects) {
        const published = polarityIn(aspect.review_ids, review.id);
        if (published !== answered.get(aspect.id)) mismatches.push(`${review.id} ${aspect.id}: published ${published}, command ${answered.get(aspect.id)}`);
        if (published) compared++;
      }
    });
    assert.deepEqual(mismatches, []);
    assert.ok(compared > dataset.reviews.length, `${compared} review-aspect pairs compared`);
  });
});
