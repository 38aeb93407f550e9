import type { Business } from '../schemas/business.ts';
import type { EntityCounts } from '../schemas/entity-counts.ts';
import type { Review } from '../schemas/review.ts';

type Tally = { count: number; sum: number; latest: string | null };

function tallyOf(tallies: Map<string, Tally>, key: string): Tally {
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = { count: 0, sum: 0, latest: null }));
  return tally;
}

/** What the counts read of a review. */
type Counted = Pick<Review, 'rating' | 'date' | 'mentions' | 'service_area'>;

function add(tally: Tally, review: Counted): void {
  tally.count++;
  tally.sum += review.rating;
  if (tally.latest === null || review.date > tally.latest) tally.latest = review.date;
}

function counted(tally: Tally | undefined) {
  if (!tally || tally.count === 0) return { review_count: 0, average_rating: null, latest_review: null };
  return { review_count: tally.count, average_rating: Math.round((tally.sum / tally.count) * 100) / 100, latest_review: tally.latest };
}

/**
 * Technicians, services and service areas of the business profile, in profile order, each with
 * the reviews that name it (by the review's resolved mentions) or were written about a job in
 * it. One pass over the reviews.
 */
export function countEntities(dataset: { business: Business; reviews: Iterable<Counted> }): EntityCounts {
  const technicians = new Map<string, Tally>();
  const services = new Map<string, Tally>();
  const areas = new Map<string, Tally>();
  for (const review of dataset.reviews) {
    for (const name of new Set(review.mentions.technicians)) add(tallyOf(technicians, name), review);
    for (const id of new Set(review.mentions.services)) add(tallyOf(services, id), review);
    add(tallyOf(areas, review.service_area), review);
  }
  const { business } = dataset;
  return {
    technicians: business.technicians.map((t) => ({ name: t.name, role: t.role, ...counted(technicians.get(t.name)) })),
    services: business.services.map((s) => ({ id: s.id, name: s.name, description: s.description, ...counted(services.get(s.id)) })),
    service_areas: business.service_areas.map((a) => ({ id: a.id, name: a.name, region: a.region, ...counted(areas.get(a.id)) })),
  };
}
