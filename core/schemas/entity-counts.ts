import { z } from 'zod';

const counts = {
  review_count: z.number().int().min(0).describe('Reviews that mention it (for a service area: reviews of jobs there)'),
  average_rating: z.number().nullable().describe('Mean star rating of those reviews, two decimals; null when there are none'),
  latest_review: z.string().nullable().describe('Date (YYYY-MM-DD) of the newest of those reviews; null when there are none'),
};

/** The business's people, services and places, each with how often reviews speak of them. */
export const EntityCounts = z
  .object({
    technicians: z.array(z.object({ name: z.string().describe('Full name, as reviews mention it'), role: z.string(), ...counts })),
    services: z.array(z.object({ id: z.string().describe('Service id, as `mentions_service` takes it'), name: z.string(), description: z.string(), ...counts })),
    service_areas: z.array(z.object({ id: z.string(), name: z.string(), region: z.string(), ...counts })),
  })
  .meta({ id: 'EntityCounts' });

export type EntityCounts = z.infer<typeof EntityCounts>;
export const ENTITY_KINDS = ['technicians', 'services', 'service_areas'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];
