import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { monthlyRatingTrend } from '../../core/dataset/rating-trend.ts';
import { RatingReport } from '../../core/schemas/rating-trend.ts';

describe('monthlyRatingTrend', () => {
  it('should give nothing for no reviews', () => {
    assert.deepEqual(monthlyRatingTrend([]), []);
  });

  it('should bucket by month in any input order, fill gaps across a year end and keep running totals', () => {
    const trend = monthlyRatingTrend([
      { date: '2025-01-31', rating: 2 },
      { date: '2024-11-01', rating: 5 },
      { date: '2024-11-30', rating: 4 },
    ]);
    assert.deepEqual(trend, [
      { month: '2024-11', count: 2, average: 4.5, cumulative_count: 2, cumulative_average: 4.5 },
      { month: '2024-12', count: 0, average: null, cumulative_count: 2, cumulative_average: 4.5 },
      { month: '2025-01', count: 1, average: 2, cumulative_count: 3, cumulative_average: 3.67 },
    ]);
  });

  it('should cover every month from the first to the last, count every review once and fit its schema', () => {
    const review = fc.record({
      date: fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      rating: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(review, { minLength: 1, maxLength: 60 }), (reviews) => {
        const trend = monthlyRatingTrend(reviews);
        const months = reviews.map((r) => r.date.slice(0, 7)).sort();
        assert.equal(trend[0]!.month, months[0]);
        assert.equal(trend.at(-1)!.month, months.at(-1));
        for (let i = 1; i < trend.length; i++) assert.ok(trend[i - 1]!.month < trend[i]!.month);
        assert.equal(trend.reduce((n, m) => n + m.count, 0), reviews.length);
        assert.equal(trend.at(-1)!.cumulative_count, reviews.length);
        const mean = Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 100) / 100;
        assert.equal(trend.at(-1)!.cumulative_average, mean);
        RatingReport.shape.trend.parse(trend);
      }),
    );
  });
});
