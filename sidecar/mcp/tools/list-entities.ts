import { z } from 'zod';
import { ENTITY_KINDS, EntityCounts } from '../../../core/schemas/entity-counts.ts';
import { entityCounts } from '../views.ts';
import { defineTool, jsonAnswer } from './definition.ts';
import { toolSchema } from './tool-schema.ts';

export const listEntities = defineTool({
  name: 'list_entities',
  title: 'Technicians, services and service areas',
  description:
    'The technicians (by name and role), services (by id) and service areas of the business, each with how many reviews mention it, their average rating and the newest review date. Use it to answer "who does the work?", "which services get the best reviews?", and to find the exact names and ids that search_reviews filters take (mentions_technician, mentions_service).',
  input: z
    .object({
      kind: z.enum(ENTITY_KINDS).optional().describe('Only this kind of entity: technicians, services or service_areas. All three when omitted.'),
    })
    .strict(),
  // Each kind is optional in the answer, since `kind` asks for one; no defaults (they would read as required).
  output: toolSchema(EntityCounts.partial()),
  answer(snapshot, { kind }) {
    const counts = entityCounts(snapshot);
    return jsonAnswer(kind ? { [kind]: counts[kind] } : counts);
  },
});
