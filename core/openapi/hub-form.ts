import { z } from 'zod';
import { DEFAULT_LEASE, MAX_CALLBACK_LENGTH, MAX_SECRET_BYTES } from '../schemas/hub-bounds.ts';

/**
 * The hub POST's form fields (spec 4.7, W3C WebSub §5.1 and §7), for the document only: the
 * hub checks requests with the parser it builds per configuration (sidecar/hub/request-schema.ts),
 * whose topic list and policy depend on BASE_URL; the bounds here are its defaults.
 */
export const HubForm = z
  .object({
    'hub.mode': z.enum(['subscribe', 'unsubscribe', 'publish']).describe('`subscribe` or `unsubscribe` a callback; `publish` tells the hub a topic changed (the build does this).'),
    'hub.callback': z
      .url()
      .max(MAX_CALLBACK_LENGTH)
      .optional()
      .describe('Subscriber callback: an absolute `https:` URL on a public address (plain HTTP is rejected). Required for subscribe and unsubscribe.'),
    'hub.topic': z.url().optional().describe('The topic URL: `{base_url}/feed.xml`, `{base_url}/api/feed.json` or `{base_url}/reviews.json`. Required for subscribe and unsubscribe; with publish, a topic that changed.'),
    'hub.lease_seconds': z
      .int()
      .min(0)
      .optional()
      .describe(`Requested lease in seconds; clamped to ${DEFAULT_LEASE.minSeconds}..${DEFAULT_LEASE.maxSeconds}, default ${DEFAULT_LEASE.defaultSeconds}. The verification request states the lease granted.`),
    'hub.secret': z.string().optional().describe(`Secret for signing deliveries (X-Hub-Signature), under ${MAX_SECRET_BYTES} bytes.`),
    'hub.url': z.url().optional().describe('With `publish`: a topic that changed (same as `hub.topic`); may repeat.'),
  })
  .describe('Form fields of a hub request (application/x-www-form-urlencoded).');
