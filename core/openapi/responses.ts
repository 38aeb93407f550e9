import { ref, type ComponentName, type JsonSchema } from './components.ts';

/** Response pieces every GET shares: validators on 200, and the empty 304. */

const header = (description: string, schema: JsonSchema = { type: 'string' }) => ({ description, schema });

export const VALIDATOR_HEADERS = {
  ETag: header('Strong entity tag of this representation; send it back in If-None-Match.'),
  'Cache-Control': header('How long caches may reuse the answer before revalidating.'),
};

export const LAST_MODIFIED = { 'Last-Modified': header('HTTP date of the newest change in what this answer holds (a review written, verified or answered; for reviews.json also the business profile), never the clock.') };

export function jsonOk(description: string, schema: ComponentName | JsonSchema, headers: Record<string, unknown> = VALIDATOR_HEADERS) {
  return { description, headers, content: { 'application/json': { schema: typeof schema === 'string' ? ref(schema) : schema } } };
}

export const NOT_MODIFIED = {
  description: 'Not Modified: the If-None-Match (or If-Modified-Since) of the request matches; empty body.',
  headers: VALIDATOR_HEADERS,
};

export function errorResponse(description: string, schema: ComponentName = 'Error', example?: unknown) {
  return { description, content: { 'application/json': { schema: ref(schema), ...(example === undefined ? {} : { example }) } } };
}

/** The conditional-request headers a GET accepts (spec 5.2). */
export const CONDITIONAL_PARAMETERS = [
  { name: 'If-None-Match', in: 'header', required: false, description: 'ETags the client holds (a list, or `*`); a match answers 304. Compared weakly, and decides before If-Modified-Since.', schema: { type: 'string' } },
  { name: 'If-Modified-Since', in: 'header', required: false, description: 'An HTTP date; when the data has not changed since, the answer is 304.', schema: { type: 'string' } },
];
