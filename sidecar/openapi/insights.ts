import { z } from 'zod';

/**
 * Placeholder for GET /insights.json until core/schemas/insights.ts exists: described as an
 * object with the top-level sections the spec names (section 4.2), their layout left open.
 */
export const Insights = z
  .looseObject({
    aspects: z.unknown().describe('Aspect-based sentiment over the reviews.'),
    entities: z.unknown().describe('Technicians, services and service areas, with their mentions.'),
    topics: z.unknown(),
    faq: z.unknown(),
    summary: z.unknown(),
  })
  .describe('Aspect-based sentiment analysis, entities (technicians, services, service areas), topics, FAQ and an editorial summary.');
