// The insights pipeline, folder by folder as it reads a review:
// - `lexicon/`: data only: phrases per aspect key, general vocabulary, negation and intensity words;
// - `analyzer/`: wink-nlp parsing, clause splitting, phrase matching, valence and attribution;
// - `model/`: the trained polarity model and the one decision (`about.ts`) rules and model share;
// - `facts/`: each review analysed once into ReviewFacts, in worker threads for large datasets;
// - `sections/`: each section of insights.json built from those facts.
// `sentiment-line.ts` is the same decision for the sentiment command, one JSON line at a time.
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
  const analyzer = createAnalyzer({ aspects: dataset.aspects, technicians: dataset.business.technicians, business: dataset.business.name });
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
