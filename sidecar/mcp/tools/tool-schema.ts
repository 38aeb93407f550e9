import { z } from 'zod';

/**
 * The same schema (same fields, same checks and refinements) without its registry `id`.
 * zod writes a schema that has an id, or derives from one that has, as a bare `$ref` to its
 * definition; MCP wants a tool's inputSchema and outputSchema to be `type: "object"` at the
 * root, and clients reject tools/list otherwise. Nested ids (Review, Business) stay `$ref`s
 * into `definitions`, which is fine.
 */
export function toolSchema<T extends z.ZodObject>(schema: T): T {
  return z.core.clone(schema, schema._zod.def) as T;
}
