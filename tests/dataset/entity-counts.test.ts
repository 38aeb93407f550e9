import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countEntities } from '../../core/dataset/entity-counts.ts';
import type { Business } from '../../core/schemas/business.ts';
import { EntityCounts } from '../../core/schemas/entity-counts.ts';
import type { Review } from '../../core/schemas/review.ts';

const business = {
  technicians: [{ name: 'Ann Lee', role: 'Lead', aliases: [] }, { name: 'Bo Park', role: 'Roofer', aliases: [] }],
  services: [{ id: 'repair', name: 'Repair', description: 'Fixes.', synonyms: [] }],
  service_areas: [{ id: 'north', name: 'North', region: 'OH' }, { id: 'south', name: 'South', region: 'OH' }],
} as unknown as Business;

function review(id: string, date: string, rating: number, area: string, technicians: string[], services: string[]): Review {
  return { id, date, rating, service_area: area, mentions: { technicians, services } } as unknown as Review;
}

describe('countEntities', () => {
  it('should count each review once per entity it mentions, with mean rating and newest date, in profile order', () => {
    const counts = countEntities({
      business,
      reviews: [
        review('a', '2024-05-01', 5, 'north', ['Ann Lee', 'Ann Lee'], ['repair']),
        review('b', '2024-03-01', 2, 'north', ['Ann Lee'], []),
        review('c', '2024-04-01', 4, 'north', ['Someone Else'], ['repair']),
      ],
    });
    assert.deepEqual(counts.technicians, [
      { name: 'Ann Lee', role: 'Lead', review_count: 2, average_rating: 3.5, latest_review: '2024-05-01' },
      { name: 'Bo Park', role: 'Roofer', review_count: 0, average_rating: null, latest_review: null },
    ]);
    assert.deepEqual(counts.services, [{ id: 'repair', name: 'Repair', description: 'Fixes.', review_count: 2, average_rating: 4.5, latest_review: '2024-05-01' }]);
    assert.deepEqual(counts.service_areas.map((a) => [a.id, a.review_count, a.average_rating]), [['north', 3, 3.67], ['south', 0, null]]);
    EntityCounts.parse(counts);
  });
});
