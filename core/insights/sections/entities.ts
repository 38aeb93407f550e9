import { summarizeRatings } from '../../dataset/dataset.ts';
import type { Business } from '../../schemas/business.ts';
import type { Insights } from '../../schemas/insights.ts';
import type { Review } from '../../schemas/review.ts';
import type { Aspect } from '../../schemas/aspects.ts';
import type { ReviewFacts } from '../facts/review-facts.ts';
import { gatherBy, PolarityTally, pickEvidence, type Candidate } from './tally.ts';

type Entities = Insights['entities'];

/** Technicians, services and service areas, in the order the business profile lists them. */
export function entitiesSection(business: Business, aspects: readonly Aspect[], facts: readonly ReviewFacts[]): Entities {
  const byTechnician = gatherBy(facts, (fact) => fact.technicians.keys());
  const byService = gatherBy(facts, (fact) => fact.review.mentions.services);
  const byArea = gatherBy(facts, (fact) => [fact.review.service_area]);
  return {
    technicians: business.technicians.map((technician) => {
      const tally = new PolarityTally();
      const named: Review[] = [];
      const candidates: Candidate[] = [];
      const praised = new Map<string, string[]>();
      const criticised = new Map<string, string[]>();
      for (const fact of byTechnician.get(technician.name) ?? []) {
        const opinion = fact.technicians.get(technician.name)!;
        named.push(fact.review);
        tally.add(fact.review.id, opinion.polarity);
        if (opinion.found) candidates.push({ review: fact.review, polarity: opinion.polarity, strength: opinion.strength, raw: opinion.raw, text: opinion.quote, quotable: opinion.quotable });
        // Praise or criticism of an aspect is the technician's only when the clauses about them say
        // it, clearly: the decision is sure and the sentence is about that aspect in its own words
        // ("When a tree came through the roof, Dave was here the same day." praises no workmanship).
        for (const [aspect, { polarity, quotable }] of opinion.aspects) {
          const into = !quotable ? undefined : polarity === 'positive' ? praised : polarity === 'negative' ? criticised : undefined;
          if (!into) continue;
          const ids = into.get(aspect) ?? [];
          ids.push(fact.review.id);
          into.set(aspect, ids);
        }
      }
      return {
        name: technician.name,
        role: technician.role,
        mentions: named.length,
        average_rating: summarizeRatings(named).average,
        sentiment: tally.sentiment(),
        praised_for: aspectTallies(praised, aspects),
        criticised_for: aspectTallies(criticised, aspects),
        evidence: pickEvidence(candidates),
        review_ids: tally.ids,
      };
    }),
    services: business.services.map((service) => ({
      id: service.id,
      name: service.name,
      ...group(byService.get(service.id) ?? []),
    })),
    service_areas: business.service_areas.map((area) => ({
      id: area.id,
      name: area.name,
      region: area.region,
      ...group(byArea.get(area.id) ?? []),
    })),
  };
}

/** Review count, rating and whole-review polarity of a group of reviews. */
function group(members: readonly ReviewFacts[]) {
  const tally = new PolarityTally();
  for (const fact of members) tally.add(fact.review.id, fact.polarity);
  return { reviews: members.length, average_rating: summarizeRatings(members.map((f) => f.review)).average, sentiment: tally.sentiment(), review_ids: tally.ids };
}

/** Most reviews first, then catalogue order. */
function aspectTallies(byAspect: Map<string, string[]>, aspects: readonly Aspect[]) {
  const order = new Map(aspects.map((a, i) => [a.id, i]));
  return [...byAspect]
    .map(([aspect, ids]) => ({ aspect, reviews: ids.length, review_ids: ids }))
    .sort((a, b) => b.reviews - a.reviews || order.get(a.aspect)! - order.get(b.aspect)!);
}
