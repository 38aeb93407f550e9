import type { Dataset } from '../dataset/dataset.ts';
import type { Insights } from '../schemas/insights.ts';
import { createAnalyzer } from './analyzer/analyzer.ts';
import { aspectsSection } from './sections/aspects.ts';
import { entitiesSection } from './sections/entities.ts';
import { faqSection } from './sections/faq.ts';
import { methodSection } from './sections/method.ts';
import { allReviewFacts } from './facts/parallel-facts.ts';
import { summarySection } from './sections/summary.ts';
import { topicsSection } from './sections/topics.ts';

export type { Insights } from '../schemas/insights.ts';

/**
 * The insights dataset of a build: every review analysed once, then each section built from
 * those facts. Pure and deterministic: no clock, stable orders, rounded numbers.
 */
export function computeInsights(dataset: Dataset): Insights {
  const analyzer = createAnalyzer({ aspects: dataset.aspects, technicians: dataset.business.technicians });
  const facts = allReviewFacts(dataset);
  const aspects = aspectsSection(dataset.aspects, facts);
  const entities = entitiesSection(dataset.business, dataset.aspects, facts);
  const topics = topicsSection(facts, dataset.business.services);
  return {
    aspects,
    entities,
    topics,
    faq: faqSection(dataset.business, analyzer.aspectKeys, facts),
    summary: summarySection(dataset.editorial, dataset.rating, facts, { aspects, entities, topics }),
    method: methodSection(facts.length),
  };
}
