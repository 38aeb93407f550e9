import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ENTITY_KINDS, EntityCounts } from '../../../core/schemas/entity-counts.ts';
import type { McpContext } from '../context.ts';
import { entityCounts } from '../views.ts';
import { READ_ONLY, toolResult } from './result.ts';
import { toolSchema } from './tool-schema.ts';

const input = z
  .object({
    kind: z.enum(ENTITY_KINDS).optional().describe('Only this kind of entity: technicians, services or service_areas. All three when omitted.'),
  })
  .strict();

// Each kind is optional in the answer, since `kind` asks for one; no defaults (they would read as required).
const output = toolSchema(EntityCounts.partial());

export function registerListEntities(server: McpServer, { store }: McpContext): void {
  server.registerTool(
    'list_entities',
    {
      title: 'Technicians, services and service areas',
      description:
        'The technicians (by name and role), services (by id) and service areas of the business, each with how many reviews mention it, their average rating and the newest review date. Use it to answer "who does the work?", "which services get the best reviews?", and to find the exact names and ids that search_reviews filters take (mentions_technician, mentions_service).',
      inputSchema: input,
      outputSchema: output,
      annotations: { title: 'Technicians, services and service areas', ...READ_ONLY },
    },
    ({ kind }) => {
      const counts = entityCounts(store.current());
      return toolResult(kind ? { [kind]: counts[kind] } : counts);
    },
  );
}
